import type { Knex } from 'knex';

/**
 * Recordings of examinees' streams. Janus writes one .mjr file per stream; each file is one row
 * that moves recording → pending → converting → ready (or failed after its retries). A row is
 * served only when ready, so a half-converted file is never seen.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_recording_exams', (t) => {
    t.integer('exam_id').primary();
    // Where Janus writes this exam's .mjr files.
    t.text('rec_dir').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Janus names files by its random publisher id; the room's participant list says whose it is.
  await knex.schema.createTable('assessment_recording_publishers', (t) => {
    t.integer('exam_id').notNullable();
    t.text('publisher_id').notNullable();
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.text('device');
    t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['exam_id', 'publisher_id']);
  });
  await knex.schema.createTable('assessment_recordings', (t) => {
    t.increments('id');
    t.integer('exam_id').notNullable();
    t.text('source_name').notNullable();
    t.text('publisher_id').notNullable();
    t.text('kind').notNullable();
    t.text('state').notNullable().defaultTo('recording');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('claimed_at', { useTz: true });
    t.timestamp('next_attempt_at', { useTz: true });
    t.text('error');
    t.text('storage_key');
    t.text('content_type');
    t.bigInteger('size');
    t.timestamp('started_at', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['exam_id', 'source_name']);
    t.index(['state']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('assessment_recordings');
  await knex.schema.dropTable('assessment_recording_publishers');
  await knex.schema.dropTable('assessment_recording_exams');
}
