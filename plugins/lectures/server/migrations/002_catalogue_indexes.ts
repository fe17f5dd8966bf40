import type { Knex } from 'knex';

/** The rows the public catalogue shows; the partial indexes below cover exactly these. */
const catalogueRows = 'is_published AND is_public AND NOT is_base AND lecture_type = 0';

/**
 * Indexes the planner takes for catalogue pages. The first catalogue index keyed on
 * `coalesce(channel_id, 0)` had no useful statistics, so the planner walked it and tested the
 * full-text match on every row; queries now say `channel_id IS NULL` / `= ?` and searches go
 * through partial GIN indexes over catalogue rows only (words, and trigrams for the typo fallback).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS lectures_catalogue');
  await knex.raw(
    `CREATE INDEX lectures_catalogue ON lectures (channel_id, category_first, category_second) WHERE ${catalogueRows}`,
  );
  await knex.raw(
    `CREATE INDEX lectures_catalogue_search ON lectures USING gin (search_vector) WHERE ${catalogueRows}`,
  );
  await knex.raw(
    `CREATE INDEX lectures_catalogue_subject_trgm ON lectures USING gin (subject gin_trgm_ops) WHERE ${catalogueRows}`,
  );
  await knex.raw('CREATE INDEX lectures_channel ON lectures (channel_id)');
}

export async function down(knex: Knex): Promise<void> {
  for (const index of [
    'lectures_channel',
    'lectures_catalogue_subject_trgm',
    'lectures_catalogue_search',
    'lectures_catalogue',
  ]) {
    await knex.raw(`DROP INDEX IF EXISTS ${index}`);
  }
  await knex.raw(
    'CREATE INDEX lectures_catalogue ON lectures (coalesce(channel_id, 0), category_first, category_second) WHERE is_published AND is_public AND NOT is_base AND lecture_type = 0',
  );
}
