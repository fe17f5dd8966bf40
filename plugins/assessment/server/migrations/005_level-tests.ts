import type { Knex } from 'knex';

/** Level tests: an exam may certify a level, with the points needed and how long a pass counts. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exams', (t) => {
    // Set: the exam is a level test certifying this level (e.g. '3', 'Lv.3').
    t.string('level', 20);
    t.integer('level_pass_score');
    // Null: a pass counts for good.
    t.integer('level_validity_days');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exams', (t) => {
    t.dropColumn('level');
    t.dropColumn('level_pass_score');
    t.dropColumn('level_validity_days');
  });
}
