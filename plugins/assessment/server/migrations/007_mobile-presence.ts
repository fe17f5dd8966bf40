import type { Knex } from 'knex';

/** Server-side presence of the examinee's phone page, like `live_sockets` for the exam browser. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exam_members', (t) => {
    // Open sockets of the phone page on the exam's mobile topic (all core instances).
    t.integer('mobile_sockets').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_exam_members', (t) => {
    t.dropColumn('mobile_sockets');
  });
}
