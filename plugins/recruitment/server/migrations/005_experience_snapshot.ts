import type { Knex } from '@seodang/sdk';

/**
 * The experience figures an application carries with consent, taken once at submit (reviewers see
 * them as they were then). They go with their application (withdrawal, retention).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recruitment_application_experience', (t) => {
    t.integer('application_id').primary().references('recruitment_applications.id').onDelete('CASCADE');
    t.integer('level').notNullable();
    t.integer('experience_point').notNullable();
    t.bigInteger('total_xp').notNullable();
    t.timestamp('taken_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recruitment_application_experience');
}
