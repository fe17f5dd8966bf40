import type { Knex } from 'knex';

/** Mail waiting to be sent, and what became of it (core's mail service, `mailRef`). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE'); // null: the public site
    t.string('kind', 60).notNullable();
    t.string('to_address', 320).notNullable();
    t.string('subject', 998).notNullable();
    t.text('text_body').notNullable();
    t.text('html_body');
    t.string('locale', 5).notNullable();
    t.string('ref', 200);
    t.string('status', 10).notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_reply'); // the SMTP server's last answer, or the connection error
    t.string('message_id', 998);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['channel_id', 'created_at']);
  });
  await knex.raw(
    "ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status CHECK (status IN ('queued', 'sent', 'failed', 'bounced'))",
  );
  // The sweep looks for queued mail left without a job; the rest of the table is history.
  await knex.raw("CREATE INDEX mail_outbox_queued ON mail_outbox (updated_at) WHERE status = 'queued'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
