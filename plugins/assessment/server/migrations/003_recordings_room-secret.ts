import type { Knex } from 'knex';

/**
 * The secret of a recorded exam's Janus room. Only core knows it, so a publisher (the examinee's
 * browser) cannot switch its recording off: the room locks recording behind it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_recording_exams', (t) => {
    t.text('room_secret');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_recording_exams', (t) => {
    t.dropColumn('room_secret');
  });
}
