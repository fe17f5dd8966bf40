import type { Knex } from '@seodang/sdk';

/**
 * What an applicant attaches with consent: the consent per group (which text version, when) and
 * the certificates and badges by id only (reviewers read their live state from credentials). Both
 * go with their application (withdrawal, retention) through the cascade.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recruitment_application_consents', (t) => {
    t.integer('application_id').notNullable().references('recruitment_applications.id').onDelete('CASCADE');
    t.string('group', 20).notNullable();
    t.string('consent_version', 20).notNullable();
    t.timestamp('consented_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['application_id', 'group']);
  });
  await knex.schema.createTable('recruitment_application_credentials', (t) => {
    t.integer('application_id').notNullable().references('recruitment_applications.id').onDelete('CASCADE');
    t.string('cert_id', 12).notNullable();
    t.primary(['application_id', 'cert_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recruitment_application_credentials');
  await knex.schema.dropTable('recruitment_application_consents');
}
