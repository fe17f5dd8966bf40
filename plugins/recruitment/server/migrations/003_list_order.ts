import type { Knex } from '@seodang/sdk';

/**
 * The public list (`GET /api/recruitment/list`) shows published postings before closed ones,
 * newest first. The first index orders by state and id, so the list sorted every posting of the
 * channel for each page; this one follows the list's own order, so a page reads only its rows
 * (over 10,000 postings the first page went from about 40 ms to about 13 ms, `test/bench`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX recruitment_postings_public_order ON recruitment_postings
       (coalesce(channel_id, 0), (state = 'CLOSED'), id DESC)
       WHERE state IN ('PUBLISHED', 'CLOSED')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX recruitment_postings_public_order');
}
