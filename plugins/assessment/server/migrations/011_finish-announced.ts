import type { Knex } from 'knex';

/**
 * When an examinee's finished exam was announced (`assessment.exam-finished`): set once, so the
 * announcement goes out once per examinee and exam. Attempts already over count as announced, so
 * the new sweep does not announce the past.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exam_members', (t) => {
    t.timestamp('finish_announced_at', { useTz: true });
  });
  await knex.raw(`
    update assessment_exam_members m set finish_announced_at = now()
      from assessment_exams e
     where e.id = m.exam_id and m.role = 'student'
       and (m.exam_status = 'FINISHED' or (m.entered_at_least_once and e.end_at < now()))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exam_members', (t) => {
    t.dropColumn('finish_announced_at');
  });
}
