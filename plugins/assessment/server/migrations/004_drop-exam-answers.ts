import type { Knex } from 'knex';

/** Exam answers live in the workspace (exams embed its quizzes): the assessment's own answer table goes. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('assessment_exam_answers');
}

/** Brings back the empty table as 001 created it. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_exam_answers', (t) => {
    t.integer('exam_id').notNullable().references('assessment_exams.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('quiz_id', 64).notNullable();
    t.text('content').notNullable();
    t.bigInteger('client_seq').notNullable().defaultTo(0);
    t.integer('score');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['exam_id', 'user_id', 'quiz_id']);
  });
}
