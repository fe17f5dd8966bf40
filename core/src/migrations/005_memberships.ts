import type { Knex } from 'knex';

/**
 * Channel membership administration: seat limits on the channel, the soft delete that makes a
 * removal undoable, and accounts without an e-mail (pupils with picture passwords, created
 * accounts). `users_email_lower` stays unique; PostgreSQL lets many rows have no e-mail.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('email', 254).nullable().alter();
    t.timestamp('email_verified_at', { useTz: true });
  });
  await knex.schema.alterTable('channels', (t) => {
    t.integer('student_limit'); // null: no limit
    t.integer('ide_license_count'); // null: no limit
  });
  await knex.schema.alterTable('channel_members', (t) => {
    t.boolean('has_picture_password').notNullable().defaultTo(false);
    t.string('group_name', 100);
    t.index(['channel_id', 'state']);
  });
  // A removed membership, kept so the admin can undo the removal for a short while. The live
  // row is deleted at once, so no reader of channel_members ever sees a removed member.
  await knex.schema.createTable('channel_member_removals', (t) => {
    t.bigIncrements('id');
    t.integer('channel_id').notNullable().references('channels.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.jsonb('snapshot').notNullable();
    t.integer('removed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('removed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('restored_at', { useTz: true });
    t.index(['channel_id', 'removed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('channel_member_removals');
  await knex.schema.alterTable('channel_members', (t) => {
    t.dropIndex(['channel_id', 'state']);
    t.dropColumn('group_name');
    t.dropColumn('has_picture_password');
  });
  await knex.schema.alterTable('channels', (t) => {
    t.dropColumn('ide_license_count');
    t.dropColumn('student_limit');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
