import type { Knex } from 'knex';

/**
 * The stable key of a demo quiz (`workspace.quiz-seed`): one quiz per channel and key, so seeding
 * again updates it. Quizzes teachers make have none (NULLs never collide).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workspace_quizzes', (t) => {
    t.string('seed_key', 100);
    t.unique(['channel_id', 'seed_key'], { indexName: 'workspace_quizzes_seed_key' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workspace_quizzes', (t) => {
    t.dropUnique(['channel_id', 'seed_key'], 'workspace_quizzes_seed_key');
    t.dropColumn('seed_key');
  });
}
