import type { Knex } from 'knex';

const ginIndexes = [
  'lectures_search',
  'lectures_subject_trgm',
  'lectures_tags',
  'lectures_catalogue_search',
  'lectures_catalogue_subject_trgm',
];

/**
 * GIN indexes of lectures write straight into the index (`fastupdate = off`). With the default,
 * new rows wait in a pending list until a vacuum, every search scans that list, and the planner
 * (rightly) priced the index above a sequential scan: on 10,000 fresh lectures the word match took
 * 20–45 ms by sequential scan and 1–2 ms through the index once the list was flushed. Lectures are
 * written rarely and searched constantly, so the write cost is the right side to pay.
 */
export async function up(knex: Knex): Promise<void> {
  for (const index of ginIndexes) {
    await knex.raw(`ALTER INDEX IF EXISTS ${index} SET (fastupdate = off)`);
    await knex.raw(`SELECT gin_clean_pending_list(to_regclass(?)) WHERE to_regclass(?) IS NOT NULL`, [
      index,
      index,
    ]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ginIndexes) await knex.raw(`ALTER INDEX IF EXISTS ${index} RESET (fastupdate)`);
}
