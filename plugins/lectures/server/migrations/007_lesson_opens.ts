import type { Knex } from 'knex';

/**
 * When an enrolled learner last opened each lesson in the player (`lecture_lesson_opens`): a
 * lesson opened since a purchase counts as studied for the statutory refund of a recorded lecture
 * (a lesson opened, whether or not it was completed).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lecture_lesson_opens', (t) => {
    t.integer('lesson_id').notNullable().references('lecture_lessons.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.timestamp('opened_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['lesson_id', 'user_id']);
    t.index(['user_id', 'lecture_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lecture_lesson_opens');
}
