import type { Knex } from '@seodang/sdk';

/**
 * The id of a level badge's latest backfill job, kept with the badge so every manager of the
 * channel opening /teach/badges sees its progress, not only the page that started it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('badge_achievements', (t) => {
    t.string('backfill_job_id', 40);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('badge_achievements', (t) => {
    t.dropColumn('backfill_job_id');
  });
}
