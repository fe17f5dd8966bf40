import type { Knex } from 'knex';

/**
 * Accounts a channel's admin made (a generated password or a picture password) and its temporary
 * testers, with the testers' expiry. Their secrets are in core's `users.password_hash` only, as
 * argon2 hashes; this table says which accounts the channel may reset and when a tester expires.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_created_accounts', (t) => {
    t.increments('id');
    t.integer('channel_id').notNullable().references('channels.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 10).notNullable(); // 'auth' | 'picture' | 'temp'
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('reset_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true }); // temporary testers only
    t.timestamp('expired_at', { useTz: true }); // when the expiry job deactivated the tester
    t.unique(['channel_id', 'user_id']);
    t.index(['channel_id', 'kind', 'created_at']);
  });
  // The expiry job's question: which testers are past their time and still active.
  await knex.raw(
    `CREATE INDEX channel_created_accounts_due ON channel_created_accounts (expires_at)
     WHERE kind = 'temp' AND expired_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('channel_created_accounts');
}
