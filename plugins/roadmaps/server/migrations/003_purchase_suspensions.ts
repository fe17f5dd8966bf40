import type { Knex } from '@seodang/sdk';

/**
 * A bought roadmap's grant is suspended while a refund of it waits for a decision
 * (`suspended_at`): lectures added to the roadmap meanwhile are enrolled suspended, like the others.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('roadmap_purchase_grants', (t) => {
    t.timestamp('suspended_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('roadmap_purchase_grants', (t) => {
    t.dropColumn('suspended_at');
  });
}
