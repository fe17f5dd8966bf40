import type { Knex } from 'knex';

/** How long an examinee has to bring a lost proctoring device back before the exitTimer lets them out (per exam). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exams', (t) => {
    t.integer('device_grace_seconds').notNullable().defaultTo(60);
  });
  await knex.raw(
    'alter table assessment_exams add constraint assessment_exams_device_grace_range check (device_grace_seconds between 15 and 600)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exams', (t) => {
    t.dropColumn('device_grace_seconds');
  });
}
