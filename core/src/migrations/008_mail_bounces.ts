import type { Knex } from 'knex';

/**
 * When a mail bounced: at once (an SMTP 5xx answer) or later, from a delivery-status report sent
 * to its VERP return path. The admin screen lists a channel's mail by status, newest first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.timestamp('bounced_at', { useTz: true });
  });
  await knex.raw('CREATE INDEX mail_outbox_channel_status ON mail_outbox (channel_id, status, created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS mail_outbox_channel_status');
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('bounced_at');
  });
}
