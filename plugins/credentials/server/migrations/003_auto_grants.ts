import type { Knex } from '@seodang/sdk';

/**
 * Certificates issued automatically, one row per (rule, learner, source): the source (a lecture or
 * an exam) has at most one rule, so its unique key on the source and the learner is the rule's
 * too. A replayed event or the reconciliation finds the row and issues nothing more, even after
 * the certificate was revoked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('certificate_auto_grants', (t) => {
    t.increments('id');
    t.string('source_kind', 10).notNullable();
    t.integer('source_index').notNullable();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('rule_id').references('certificate_rules.id').onDelete('SET NULL');
    t.integer('certificate_id').references('certificates.id').onDelete('SET NULL');
    /** How the grant came: the event, or the reconciliation that replayed it. */
    t.string('via', 10).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['source_kind', 'source_index', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('certificate_auto_grants');
}
