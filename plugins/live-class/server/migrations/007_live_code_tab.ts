import type { Knex } from '@seodang/sdk';

/**
 * The code tab: a class's quiz (a workspace quiz of its lecture, by index: no foreign key across
 * plugins) and the learner whose code a host shows to everyone. Looked up by quiz when a learner saves.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_class_quizzes', (t) => {
    t.integer('meeting_id').primary().references('live_meetings.id').onDelete('CASCADE');
    t.integer('quiz_index').notNullable();
    t.integer('shown_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['quiz_index']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('live_class_quizzes');
}
