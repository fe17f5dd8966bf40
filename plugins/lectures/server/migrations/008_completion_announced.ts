import type { Knex } from 'knex';

/**
 * When a learner's completion of the whole lecture was announced (`lectures.lecture-completed`):
 * set once, never cleared, so the announcement goes out once per learner and lecture even when a
 * lesson added later reopens and recloses the lecture. Lectures already completed count as
 * announced, so the past is not announced again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lecture_enrolments', (t) => {
    t.timestamp('completion_announced_at', { useTz: true });
  });
  await knex('lecture_enrolments')
    .whereNotNull('completed_at')
    .update({ completion_announced_at: knex.ref('completed_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lecture_enrolments', (t) => {
    t.dropColumn('completion_announced_at');
  });
}
