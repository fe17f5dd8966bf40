import type { Knex } from '@seodang/sdk';

/**
 * Certificate rules per lecture or exam, and certificates: each named by a 12-character public
 * `cert_id` (never the row id), backed by one signed credential. `source_index` points into the
 * lectures or assessment plugin's tables, so it carries no foreign key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('certificate_rules', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.string('source_kind', 10).notNullable();
    t.integer('source_index').notNullable();
    t.integer('min_quiz_percent').notNullable().defaultTo(0);
    t.integer('min_attendance_percent').notNullable().defaultTo(0);
    t.integer('min_score').notNullable().defaultTo(0);
    t.boolean('require_identity_verified').notNullable().defaultTo(false);
    /** Null: the certificate never expires. */
    t.integer('validity_months');
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['source_kind', 'source_index']);
  });
  await knex.schema.createTable('certificates', (t) => {
    t.increments('id');
    t.string('cert_id', 12).notNullable().unique();
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('source_kind', 10).notNullable();
    t.integer('source_index').notNullable();
    t.integer('rule_id').references('certificate_rules.id').onDelete('SET NULL');
    t.string('title', 200).notNullable();
    t.string('holder_name', 100).notNullable();
    t.string('issuer_name', 200).notNullable();
    t.integer('score');
    t.integer('credential_id').notNullable().references('credentials_issued.id');
    t.text('credential_jwt').notNullable();
    t.string('visibility', 10).notNullable().defaultTo('public');
    t.integer('issued_by').references('users.id').onDelete('SET NULL');
    t.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('valid_until', { useTz: true });
    /** Set when a newer certificate of the same source replaced this one (a name change). */
    t.timestamp('replaced_at', { useTz: true });
    t.index(['user_id', 'channel_id']);
  });
  // One live certificate per (source, user): a reissue retires the old one first.
  await knex.raw(
    'CREATE UNIQUE INDEX certificates_one_live ON certificates (source_kind, source_index, user_id) WHERE replaced_at IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('certificates');
  await knex.schema.dropTable('certificate_rules');
}
