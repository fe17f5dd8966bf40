import type { Knex } from '@seodang/sdk';

/**
 * The roadmap progress an application carries with consent, taken once at submit (reviewers see
 * it as it was then). It goes with its application (withdrawal, retention).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recruitment_application_roadmaps', (t) => {
    t.integer('application_id').notNullable().references('recruitment_applications.id').onDelete('CASCADE');
    t.integer('roadmap_sequence').notNullable();
    t.string('title', 200).notNullable();
    t.integer('percent').notNullable();
    t.integer('done').notNullable();
    t.integer('skipped').notNullable();
    t.integer('total').notNullable();
    t.timestamp('taken_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['application_id', 'roadmap_sequence']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recruitment_application_roadmaps');
}
