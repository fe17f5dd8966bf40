import type { Knex } from '@seodang/sdk';

/** An application's résumé: a PDF kept in the plugin's file store, named here. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recruitment_applications', (t) => {
    t.string('resume_key', 300);
    t.string('resume_name', 200);
    t.integer('resume_size');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recruitment_applications', (t) => {
    t.dropColumns('resume_key', 'resume_name', 'resume_size');
  });
}
