import type { Knex } from '@seodang/sdk';

/**
 * Where the reconciliation's pass got to: the source, the organisation (0 for the public site) and
 * the last record of the last page it replayed. One row while a pass runs, none between passes, so
 * a pass stopped by a crash, a deploy or its page budget goes on from there instead of from the top.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('experience_reconcile_cursor', (t) => {
    t.string('job', 40).primary();
    t.string('source', 20).notNullable();
    t.integer('organization_key').notNullable();
    t.jsonb('after');
    t.integer('pages').notNullable().defaultTo(0);
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('experience_reconcile_cursor');
}
