import type { Knex } from 'knex';

/**
 * Channel invitations: one row per mailed invitation (to an address) and per invitation link.
 * Only the SHA-256 of a token is kept; the token itself is in the mail or the copied link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_invitations', (t) => {
    t.increments('id');
    t.integer('channel_id').notNullable().references('channels.id').onDelete('CASCADE');
    t.string('kind', 10).notNullable(); // 'email' | 'link'
    t.string('token_hash', 64).notNullable().unique();
    t.string('email', 320); // mail invitations: the address invited
    t.integer('user_id').references('users.id').onDelete('SET NULL'); // the known account invited
    t.string('role', 20).notNullable().defaultTo('student');
    t.string('group_name', 100);
    t.string('locale', 2).notNullable().defaultTo('ko');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.integer('max_uses'); // links: 1 single use, N a seat cap, null unlimited; mails: 1
    t.integer('use_count').notNullable().defaultTo(0);
    t.bigInteger('mail_id'); // the last mail_outbox row sent for it
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('accepted_at', { useTz: true });
    t.integer('accepted_by').references('users.id').onDelete('SET NULL');
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['channel_id', 'kind', 'created_at']);
  });
  // At most one open mail invitation per address and channel.
  await knex.raw(
    `CREATE UNIQUE INDEX channel_invitations_open_email ON channel_invitations (channel_id, lower(email))
     WHERE kind = 'email' AND revoked_at IS NULL AND accepted_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('channel_invitations');
}
