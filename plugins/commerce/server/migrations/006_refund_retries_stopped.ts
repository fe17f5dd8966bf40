import type { Knex } from '@seodang/sdk';

/**
 * A refund the provider refused (a decline, our credentials, a payment it does not know) is not
 * retried by the job or the sweep: `retries_stopped_at` says since when it waits for an admin,
 * who sees the provider's message (`last_error`) and may send it again by hand.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commerce_refunds', (t) => {
    t.timestamp('retries_stopped_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('commerce_refunds', (t) => {
    t.dropColumn('retries_stopped_at');
  });
}
