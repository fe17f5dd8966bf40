import type { Knex } from 'knex';

/**
 * CSV bulk invites: one row per uploaded file (its bytes until validated, its status, counts and
 * the commit's result), one row per data line with its values and issues, and on the invitations
 * a CSV row made the import and the member profile to give the invitee when they join.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_member_imports', (t) => {
    t.increments('id');
    t.integer('channel_id').notNullable().references('channels.id').onDelete('CASCADE');
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.string('file_name', 255).notNullable();
    t.binary('file_bytes'); // the upload, dropped once validated
    t.string('encoding', 40);
    t.string('status', 12).notNullable().defaultTo('validating'); // validating | ready | failed | committed
    t.integer('progress').notNullable().defaultTo(0); // 0–100
    t.string('error_code', 40); // a failed import's §8 code
    t.jsonb('counts'); // { total, valid, invalid, existingAccounts, byCode }
    t.jsonb('commit_result'); // the committed answer, repeated to a second commit
    t.timestamp('committed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['channel_id', 'created_at']);
  });
  await knex.schema.createTable('channel_member_import_rows', (t) => {
    t.bigIncrements('id');
    t.integer('import_id').notNullable().references('channel_member_imports.id').onDelete('CASCADE');
    t.integer('line').notNullable(); // the file's line (the header is line 1)
    t.string('email', 320).notNullable(); // lower case, '' when missing
    t.jsonb('cells').notNullable(); // the values as uploaded, by column
    t.jsonb('member').notNullable(); // name, group, canChangeOwnInfo, profile, departments, additionalInfo
    t.jsonb('issues').notNullable(); // [{ code, column? }]
    t.boolean('valid').notNullable();
    t.unique(['import_id', 'line']);
  });
  await knex.schema.alterTable('channel_invitations', (t) => {
    t.integer('import_id').references('channel_member_imports.id').onDelete('SET NULL');
    t.jsonb('member_profile'); // applied through the memberships service when the invitee joins
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channel_invitations', (t) => {
    t.dropColumn('member_profile');
    t.dropColumn('import_id');
  });
  await knex.schema.dropTable('channel_member_import_rows');
  await knex.schema.dropTable('channel_member_imports');
}
