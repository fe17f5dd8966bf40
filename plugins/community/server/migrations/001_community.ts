import type { Knex } from 'knex';

/** Notices, notifications and the Q&A forum. channel_id null: the public site. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.schema.createTable('community_notices', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.string('title', 100).notNullable();
    t.text('contents').notNullable();
    t.boolean('is_pinned').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
  await knex.raw(
    'CREATE INDEX community_notices_list ON community_notices (coalesce(channel_id, 0), is_pinned DESC, created_at DESC)',
  );

  await knex.schema.createTable('community_notifications', (t) => {
    t.bigIncrements('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('type', 20).notNullable().defaultTo('normal');
    t.string('title', 100).notNullable();
    t.string('message', 1000).notNullable();
    t.string('link', 500);
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('community_questions', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.string('title', 100).notNullable();
    t.text('contents').notNullable();
    t.integer('answer_count').notNullable().defaultTo(0);
    t.integer('comment_count').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });
  await knex.raw(
    'CREATE INDEX community_questions_list ON community_questions (coalesce(channel_id, 0), id DESC)',
  );
  await knex.raw(
    "CREATE INDEX community_questions_search ON community_questions USING gin ((title || ' ' || contents) gin_trgm_ops)",
  );

  await knex.schema.createTable('community_answers', (t) => {
    t.increments('id');
    t.integer('question_id').notNullable().references('community_questions.id').onDelete('CASCADE');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.text('contents').notNullable();
    t.timestamps(true, true);
    t.index(['question_id']);
  });

  await knex.schema.createTable('community_comments', (t) => {
    t.increments('id');
    t.integer('question_id').notNullable().references('community_questions.id').onDelete('CASCADE');
    t.integer('answer_id').references('community_answers.id').onDelete('CASCADE');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.string('contents', 2000).notNullable();
    t.timestamps(true, true);
    t.index(['question_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'community_comments',
    'community_answers',
    'community_questions',
    'community_notifications',
    'community_notices',
  ]) {
    await knex.schema.dropTable(table);
  }
}
