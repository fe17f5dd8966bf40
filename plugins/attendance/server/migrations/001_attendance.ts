import type { Knex } from '@seodang/sdk';

/**
 * Attendance sessions of a lecture and one record per learner and session. `lecture_id` points
 * into the lectures plugin's table, so it carries no foreign key (plugins keep none between them).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attendance_sessions', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('lecture_id').notNullable();
    t.string('title', 100).notNullable().defaultTo('');
    t.string('state', 10).notNullable().defaultTo('scheduled');
    t.timestamp('start_at', { useTz: true }).notNullable();
    t.integer('late_after_minutes').notNullable();
    t.integer('duration_minutes').notNullable();
    t.integer('code_interval_seconds').notNullable();
    t.integer('code_margin_seconds').notNullable();
    t.specificType('networks', 'text[]').notNullable().defaultTo('{}');
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('opened_at', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['lecture_id', 'start_at']);
  });
  await knex.raw(
    "CREATE INDEX attendance_sessions_due ON attendance_sessions (state, start_at) WHERE state <> 'closed'",
  );
  await knex.schema.createTable('attendance_records', (t) => {
    t.increments('id');
    t.integer('session_id').notNullable().references('attendance_sessions.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('status', 10).notNullable();
    /** How the record came: check-in, close (absent), teacher. */
    t.string('source', 10).notNullable();
    t.timestamp('checked_in_at', { useTz: true });
    t.string('address', 64);
    t.string('browser', 64);
    t.specificType('flags', 'text[]').notNullable().defaultTo('{}');
    t.string('note', 500).notNullable().defaultTo('');
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.unique(['session_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('attendance_records');
  await knex.schema.dropTable('attendance_sessions');
}
