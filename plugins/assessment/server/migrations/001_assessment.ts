import type { Knex } from 'knex';

/** Assessments, their exams, examinees and supervisors, access history, notices and integrity signals. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_assessments', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('owner_id').references('users.id').onDelete('SET NULL');
    t.string('title', 60).notNullable();
    t.string('description', 100).notNullable();
    t.string('url_slug', 120).notNullable();
    t.timestamp('register_open', { useTz: true }).notNullable();
    t.timestamp('register_close', { useTz: true }).notNullable();
    t.timestamp('operate_open', { useTz: true });
    t.timestamp('operate_close', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.schema.createTable('assessment_exams', (t) => {
    t.increments('id');
    t.integer('assessment_id').notNullable().references('assessment_assessments.id').onDelete('CASCADE');
    t.specificType('sequence', 'serial').notNullable().unique();
    t.string('title', 60).notNullable();
    t.uuid('token').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    t.timestamp('start_at', { useTz: true }).notNullable();
    t.timestamp('end_at', { useTz: true }).notNullable();
    t.jsonb('devices').notNullable();
    t.boolean('identification_upload').notNullable().defaultTo(false);
    t.text('agreement').notNullable().defaultTo('');
    t.jsonb('quizzes').notNullable().defaultTo('[]');
    t.timestamps(true, true);
  });
  await knex.schema.createTable('assessment_exam_members', (t) => {
    t.integer('exam_id').notNullable().references('assessment_exams.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('role', 12).notNullable();
    t.string('exam_status', 20).notNullable().defaultTo('NEVER_ENTERED');
    t.string('video_status', 30).notNullable().defaultTo('NOT_ALL_DEVICE_CONNECTED');
    t.boolean('entered_at_least_once').notNullable().defaultTo(false);
    t.string('current_waiting_step', 30);
    t.timestamp('last_finished_time', { useTz: true });
    t.timestamp('last_exam_leave_time', { useTz: true });
    t.timestamp('paused_at', { useTz: true });
    t.bigInteger('paused_total_ms').notNullable().defaultTo(0);
    t.bigInteger('extra_time_ms').notNullable().defaultTo(0);
    t.timestamp('agreed_at', { useTz: true });
    t.boolean('identification_checked').notNullable().defaultTo(false);
    t.integer('identification_checker_id').references('users.id').onDelete('SET NULL');
    t.timestamp('identification_check_date', { useTz: true });
    t.text('memo').notNullable().defaultTo('');
    t.primary(['exam_id', 'user_id']);
    t.index(['user_id']);
  });
  await knex.schema.createTable('assessment_exam_history', (t) => {
    t.bigIncrements('id');
    t.integer('exam_id').notNullable().references('assessment_exams.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('type', 20).notNullable();
    t.string('ip', 64);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['exam_id', 'created_at']);
  });
  await knex.schema.createTable('assessment_exam_notices', (t) => {
    t.bigIncrements('id');
    t.integer('exam_id').notNullable().references('assessment_exams.id').onDelete('CASCADE');
    t.string('target', 40).notNullable();
    t.string('title', 200).notNullable().defaultTo('');
    t.text('contents').notNullable();
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('assessment_exam_notice_targets', (t) => {
    t.bigInteger('notice_id').notNullable().references('assessment_exam_notices.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.primary(['notice_id', 'user_id']);
  });
  // Integrity signals and the writing history: one append-only stream per examinee.
  await knex.schema.createTable('assessment_exam_signals', (t) => {
    t.bigIncrements('id');
    t.integer('exam_id').notNullable().references('assessment_exams.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 20).notNullable();
    t.string('quiz_id', 64);
    t.jsonb('data').notNullable().defaultTo('{}');
    t.string('ip', 64);
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['exam_id', 'user_id', 'at']);
  });
  // Answers of the exam room until the workspace plugin keeps them (one row per quiz, journal sequence for idempotent sync).
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

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'assessment_exam_answers',
    'assessment_exam_signals',
    'assessment_exam_notice_targets',
    'assessment_exam_notices',
    'assessment_exam_history',
    'assessment_exam_members',
    'assessment_exams',
    'assessment_assessments',
  ]) {
    await knex.schema.dropTable(table);
  }
}
