import type { Knex } from 'knex';

/**
 * One memo per quiz of an exam (it was one text per exam). A memo saved before moves onto the
 * exam's first quiz, so nothing typed is lost.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_exam_memos', (t) => {
    t.integer('exam_id').notNullable().references('assessment_exams.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // The exam quiz's quizId (a workspace quiz index as a string).
    t.string('quiz_id', 64).notNullable();
    t.text('text').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['exam_id', 'user_id', 'quiz_id']);
  });
  await knex.raw(`
    INSERT INTO assessment_exam_memos (exam_id, user_id, quiz_id, text)
    SELECT m.exam_id, m.user_id, e.quizzes->0->>'quizId', m.memo
    FROM assessment_exam_members m JOIN assessment_exams e ON e.id = m.exam_id
    WHERE m.memo <> '' AND e.quizzes->0->>'quizId' IS NOT NULL`);
  await knex.schema.alterTable('assessment_exam_members', (t) => t.dropColumn('memo'));
}

/** Back to one text per exam: every quiz's memo, in the exam's quiz order, one after another. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exam_members', (t) => t.text('memo').notNullable().defaultTo(''));
  await knex.raw(`
    UPDATE assessment_exam_members m SET memo = joined.text
    FROM (
      SELECT n.exam_id, n.user_id, string_agg(n.text, E'\\n\\n' ORDER BY q.position) AS text
      FROM assessment_exam_memos n JOIN assessment_exams e ON e.id = n.exam_id
      JOIN LATERAL jsonb_array_elements(e.quizzes) WITH ORDINALITY AS q(quiz, position) ON q.quiz->>'quizId' = n.quiz_id
      GROUP BY n.exam_id, n.user_id
    ) joined
    WHERE m.exam_id = joined.exam_id AND m.user_id = joined.user_id`);
  await knex.schema.dropTable('assessment_exam_memos');
}
