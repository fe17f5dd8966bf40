import type { Knex } from 'knex';

/**
 * A teacher's request that an examinee certify a level test's level again: who asked, when, why,
 * and the newer level test the examinee was given to take it in. The request is history: kept
 * after the retake, so the old result stays marked as questioned.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_level_reverifications', (t) => {
    t.increments('id');
    t.integer('exam_id').notNullable().references('assessment_exams.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('reason').notNullable();
    t.integer('requested_by').references('users.id').onDelete('SET NULL');
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('retake_exam_id').references('assessment_exams.id').onDelete('SET NULL');
    t.index(['exam_id', 'user_id']);
    t.index(['retake_exam_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assessment_level_reverifications');
}
