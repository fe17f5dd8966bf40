import type { Knex } from 'knex';

/** Quizzes, saved answers (versioned), submissions, help requests and editor settings. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workspace_quizzes', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    // The lectures plugin's lecture and lesson (no foreign key across plugins).
    t.integer('lecture_index');
    t.integer('lesson_index');
    t.string('type', 60).notNullable();
    t.string('title', 60).notNullable();
    t.smallint('status').notNullable().defaultTo(0);
    t.jsonb('common').notNullable();
    t.jsonb('definition').notNullable();
    /** Hash of the definition whose reference answer passed validation. */
    t.string('validated_hash', 64);
    t.timestamps(true, true);
  });
  await knex.raw(
    'CREATE INDEX workspace_quizzes_scope ON workspace_quizzes (coalesce(channel_id, 0), lecture_index, lesson_index, id)',
  );

  await knex.schema.createTable('workspace_answers', (t) => {
    t.integer('quiz_id').notNullable().references('workspace_quizzes.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.jsonb('answer').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['quiz_id', 'user_id']);
  });

  await knex.schema.createTable('workspace_submissions', (t) => {
    t.bigIncrements('id');
    t.integer('quiz_id').notNullable().references('workspace_quizzes.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 10).notNullable();
    t.jsonb('answer').notNullable();
    t.string('status', 10).notNullable().defaultTo('pending');
    t.string('outcome', 20).notNullable().defaultTo('PENDING');
    t.float('score');
    t.float('max_score');
    t.jsonb('result');
    t.jsonb('progress').notNullable().defaultTo('[]');
    t.string('definition_hash', 64);
    t.text('comment');
    t.integer('graded_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['quiz_id', 'user_id', 'id']);
  });
  await knex.raw(
    "CREATE INDEX workspace_submissions_pending ON workspace_submissions (created_at) WHERE status = 'pending'",
  );

  await knex.schema.createTable('workspace_help_requests', (t) => {
    t.increments('id');
    t.integer('quiz_id').notNullable().references('workspace_quizzes.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('content').notNullable();
    t.jsonb('answer');
    t.smallint('status').notNullable().defaultTo(0);
    t.integer('assignee_id').references('users.id').onDelete('SET NULL');
    t.text('correction_comment');
    t.timestamps(true, true);
    t.index(['quiz_id', 'status']);
  });

  await knex.schema.createTable('workspace_editor_settings', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.jsonb('settings').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'workspace_editor_settings',
    'workspace_help_requests',
    'workspace_submissions',
    'workspace_answers',
    'workspace_quizzes',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
