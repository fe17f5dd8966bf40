import type { Knex } from 'knex';

/**
 * Lectures, lessons, enrolments, lesson progress, reviews, wishes and curations.
 * channel_id null: the public site. `search_vector` is built by the plugin (words plus Hangul
 * bigrams, weighted subject > tags > description > contents), because stock PostgreSQL has no
 * Korean dictionary; trigram indexes add typo-tolerant matching on the subject.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.schema.createTable('lectures', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('owner_id').references('users.id').onDelete('SET NULL');
    t.smallint('lecture_type').notNullable().defaultTo(0);
    t.string('subject', 60).notNullable();
    t.string('slug', 120).notNullable();
    t.string('description', 100).notNullable().defaultTo('');
    t.string('category_first', 40).notNullable().defaultTo('programming');
    t.string('category_second', 60);
    t.text('contents').notNullable();
    t.string('license', 20).notNullable().defaultTo('none');
    t.boolean('is_free').notNullable().defaultTo(true);
    t.integer('price').notNullable().defaultTo(0);
    t.smallint('discount');
    t.integer('discounted_price');
    t.timestamp('discount_start_date', { useTz: true });
    t.timestamp('discount_due_date', { useTz: true });
    t.string('intro_video_url', 500);
    t.string('difficulty', 10).notNullable().defaultTo('normal');
    t.boolean('certificate_issued').notNullable().defaultTo(false);
    t.string('period_type', 10).notNullable().defaultTo('unlimited');
    t.integer('period_days');
    t.timestamp('open_date', { useTz: true });
    t.timestamp('close_date', { useTz: true });
    t.boolean('is_public').notNullable().defaultTo(true);
    t.string('accept_type', 10).notNullable().defaultTo('immediate');
    t.boolean('allow_print').notNullable().defaultTo(false);
    t.boolean('allow_internal_copy').notNullable().defaultTo(false);
    t.boolean('is_base').notNullable().defaultTo(false);
    t.boolean('sequential_lessons').notNullable().defaultTo(false);
    t.integer('base_lecture_id').references('lectures.id').onDelete('SET NULL');
    t.boolean('is_published').notNullable().defaultTo(false);
    t.timestamp('published_at', { useTz: true });
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.integer('student_count').notNullable().defaultTo(0);
    t.decimal('average_rating', 3, 2).notNullable().defaultTo(0);
    t.integer('review_count').notNullable().defaultTo(0);
    t.specificType('search_vector', 'tsvector').notNullable().defaultTo('');
    t.timestamps(true, true);
  });
  await knex.raw(
    'CREATE INDEX lectures_catalogue ON lectures (coalesce(channel_id, 0), category_first, category_second) WHERE is_published AND is_public AND NOT is_base AND lecture_type = 0',
  );
  await knex.raw('CREATE INDEX lectures_owner ON lectures (owner_id, id DESC)');
  await knex.raw('CREATE INDEX lectures_search ON lectures USING gin (search_vector)');
  await knex.raw('CREATE INDEX lectures_subject_trgm ON lectures USING gin (subject gin_trgm_ops)');
  await knex.raw('CREATE INDEX lectures_tags ON lectures USING gin (tags)');

  await knex.schema.createTable('lecture_lessons', (t) => {
    t.increments('id');
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('title', 100).notNullable();
    t.string('type', 20).notNullable().defaultTo('text');
    t.string('phase', 30);
    t.string('quiz_language', 20);
    t.boolean('is_preview').notNullable().defaultTo(false);
    t.jsonb('items').notNullable().defaultTo('[]');
    t.timestamps(true, true);
    t.index(['lecture_id', 'position']);
  });

  await knex.schema.createTable('lecture_enrolments', (t) => {
    t.increments('id');
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('state', 10).notNullable();
    t.timestamp('joined_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    t.timestamps(true, true);
    t.unique(['lecture_id', 'user_id']);
    t.index(['user_id', 'state']);
  });

  await knex.schema.createTable('lecture_lesson_progress', (t) => {
    t.integer('lesson_id').notNullable().references('lecture_lessons.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.smallint('state').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['lesson_id', 'user_id']);
    t.index(['user_id', 'lecture_id']);
  });

  await knex.schema.createTable('lecture_reviews', (t) => {
    t.increments('id');
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.string('contents', 1000).notNullable().defaultTo('');
    t.timestamps(true, true);
    t.unique(['lecture_id', 'user_id']);
  });

  await knex.schema.createTable('lecture_wishes', (t) => {
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('state').notNullable().defaultTo(1);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'lecture_id']);
  });

  await knex.schema.createTable('lecture_curations', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.string('title', 100).notNullable();
    t.string('category', 100);
    t.integer('position').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('lecture_curation_items', (t) => {
    t.integer('curation_id').notNullable().references('lecture_curations.id').onDelete('CASCADE');
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['curation_id', 'lecture_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'lecture_curation_items',
    'lecture_curations',
    'lecture_wishes',
    'lecture_reviews',
    'lecture_lesson_progress',
    'lecture_enrolments',
    'lecture_lessons',
    'lectures',
  ]) {
    await knex.schema.dropTable(table);
  }
}
