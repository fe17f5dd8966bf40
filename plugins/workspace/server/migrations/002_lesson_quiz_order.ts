import type { Knex } from 'knex';

/** The place of a quiz among its lesson's quizzes (teachers reorder them from the lecture editor). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workspace_quizzes', (t) => {
    t.integer('lesson_order');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workspace_quizzes', (t) => {
    t.dropColumn('lesson_order');
  });
}
