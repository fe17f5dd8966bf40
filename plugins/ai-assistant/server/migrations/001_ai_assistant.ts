import type { Knex } from '@seodang/sdk';

/**
 * The assistant's settings (per channel, null: the public site; per lecture), its quota counters,
 * the register of every call (texts purged after `ai.retentionDays`), ratings and the policy
 * acceptances. Lecture, lesson and quiz are plain integers: they belong to other plugins, and a
 * plugin keeps no foreign key into another's tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_channel_settings', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.jsonb('settings').notNullable();
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One row per channel, and one for the public site (channel_id null).
  await knex.raw(
    'create unique index ai_channel_settings_channel on ai_channel_settings (coalesce(channel_id, 0))',
  );

  await knex.schema.createTable('ai_lecture_settings', (t) => {
    t.integer('lecture_index').primary();
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.jsonb('settings').notNullable();
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('ai_usage', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('lecture_index').notNullable();
    t.integer('lesson_index').notNullable();
    // The Asia/Seoul day the count belongs to (a new day starts at 00:00 KST).
    t.date('period').notNullable();
    t.integer('current_usage').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'lecture_index', 'lesson_index', 'period']);
  });

  await knex.schema.createTable('ai_calls', (t) => {
    t.increments('id');
    t.uuid('response_id').notNullable().unique();
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('lecture_index');
    t.integer('lesson_index');
    t.integer('quiz_index');
    t.integer('exam_index');
    // code-explanation, code-solution, chat, qna, exam-prompt
    t.string('action', 20).notNullable();
    t.uuid('conversation_id');
    t.string('provider', 20).notNullable();
    t.string('model', 100).notNullable();
    t.string('guardrail', 20);
    t.string('locale', 5).notNullable();
    // ok, cancelled, provider_error, rate_limited, timeout, truncated, content_filter,
    // insufficient, refused_exam, refused_quota, streaming
    t.string('status', 20).notNullable();
    // The learner-visible verdict the question was about (RUNTIME_ERROR, WRONG…), for "where learners get stuck".
    t.string('verdict', 30);
    t.integer('input_tokens').notNullable().defaultTo(0);
    t.integer('output_tokens').notNullable().defaultTo(0);
    t.boolean('tokens_estimated').notNullable().defaultTo(false);
    t.integer('first_token_ms');
    t.integer('duration_ms');
    t.boolean('charged').notNullable().defaultTo(false);
    t.boolean('withheld').notNullable().defaultTo(false);
    // Null once purged after the retention period.
    t.text('question');
    t.text('answer');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['channel_id', 'created_at']);
    t.index(['lecture_index', 'created_at']);
    t.index(['user_id', 'lecture_index', 'lesson_index', 'created_at']);
    t.index(['exam_index', 'user_id']);
  });

  await knex.schema.createTable('ai_reviews', (t) => {
    t.increments('id');
    t.uuid('response_id').notNullable().references('ai_calls.response_id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('score').notNullable();
    t.jsonb('review_selection').notNullable().defaultTo('[]');
    t.text('review_comment').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['response_id', 'user_id']);
  });

  await knex.schema.createTable('ai_policy_acceptances', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // The policy's version: a new version asks again.
    t.integer('policy_version').notNullable();
    t.timestamp('accepted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'policy_version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ai_policy_acceptances');
  await knex.schema.dropTable('ai_reviews');
  await knex.schema.dropTable('ai_calls');
  await knex.schema.dropTable('ai_usage');
  await knex.schema.dropTable('ai_lecture_settings');
  await knex.schema.dropTable('ai_channel_settings');
}
