import type { Knex } from 'knex';

// The rights as they were when this migration was written (a later right gets its own migration).
const allRights = [
  'noticeManagement',
  'applicantManagement',
  'invite',
  'sendInvitationEmail',
  'createAccount',
  'addTempApplicant',
  'resultManagement',
  'menuAccessRestrictions',
  'assessmentSettings',
];

/**
 * Co-manager rights (spec §3), kept per membership and read only for admins who are not the main
 * manager. A co-manager starts with every right, as every admin had before rights existed; the
 * main manager narrows them on /admin/settings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channel_members', (t) => {
    t.jsonb('manager_rights').notNullable().defaultTo(JSON.stringify(allRights));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channel_members', (t) => {
    t.dropColumn('manager_rights');
  });
}
