import type { Knex } from '@seodang/sdk';

/**
 * Signing keys (the private half sealed with AES-256-GCM), revocation status lists, and one row per
 * issued credential with its place in a list and, once revoked, the reason, actor and time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('credentials_keys', (t) => {
    t.increments('id');
    t.string('key_id', 40).notNullable().unique();
    t.string('alg', 10).notNullable();
    t.jsonb('public_jwk').notNullable();
    /** The private JWK, sealed (see server/key-box.ts). */
    t.text('sealed_private_jwk').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('retired_at', { useTz: true });
  });
  await knex.schema.createTable('credentials_status_lists', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('length').notNullable();
    t.integer('used').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('credentials_issued', (t) => {
    t.increments('id');
    t.uuid('credential_uuid').notNullable().unique();
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('status_list_id').notNullable().references('credentials_status_lists.id');
    t.integer('status_index').notNullable();
    t.timestamp('valid_until', { useTz: true });
    t.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.integer('revoked_by').references('users.id').onDelete('SET NULL');
    t.string('revoke_reason', 500);
    t.unique(['status_list_id', 'status_index']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('credentials_issued');
  await knex.schema.dropTable('credentials_status_lists');
  await knex.schema.dropTable('credentials_keys');
}
