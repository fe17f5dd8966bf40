import type { Knex } from 'knex';

/** Server-side presence of the exam browser and the exitTimer of §3 it starts when lost. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exam_members', (t) => {
    // Open sockets of the examinee on the exam topic (all core instances; kept by the presence events).
    t.integer('live_sockets').notNullable().defaultTo(0);
    t.timestamp('will_exit_at', { useTz: true });
    t.jsonb('disconnected_devices')
      .notNullable()
      .defaultTo(JSON.stringify({ webcam: false, mobile: false, screen: false }));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exam_members', (t) => {
    t.dropColumn('live_sockets');
    t.dropColumn('will_exit_at');
    t.dropColumn('disconnected_devices');
  });
}
