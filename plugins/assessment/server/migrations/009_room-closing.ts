import type { Knex } from 'knex';

/** When an exam's examinee rooms were destroyed on the media server (null: open, or made again). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_recording_exams', (t) => {
    t.timestamp('rooms_closed_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_recording_exams', (t) => {
    t.dropColumn('rooms_closed_at');
  });
}
