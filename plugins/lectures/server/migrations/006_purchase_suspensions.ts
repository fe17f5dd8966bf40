import type { Knex } from 'knex';

/**
 * A bought lecture can be suspended while a refund of it is being decided (`suspended_at`, set
 * and cleared by the purchasable kind's `suspend` and `resume`): its learner cannot study it
 * meanwhile. A refunded one is revoked (`revoked_at`) as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lecture_purchase_grants', (t) => {
    t.timestamp('suspended_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lecture_purchase_grants', (t) => {
    t.dropColumn('suspended_at');
  });
}
