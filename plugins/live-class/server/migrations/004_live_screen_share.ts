import type { Knex } from '@seodang/sdk';

/**
 * Screen share: when a host started sharing. Their screen feed id is named to the class only while
 * they share, and a new one is drawn when they stop, so an id once named cannot be taken over.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('live_participants', (t) => {
    t.timestamp('screen_shared_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('live_participants', (t) => {
    t.dropColumn('screen_shared_at');
  });
}
