import type { Knex } from '@seodang/sdk';

/**
 * The Janus tokens each join handed out, kept so the class's room lists them (VideoRoom's token
 * list): a room made anew lists the kept ones again, a leave or a removal revokes them, the class's
 * end forgets them all.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_room_tokens', (t) => {
    t.text('token').primary();
    t.integer('meeting_id').notNullable().references('live_meetings.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    // Set by a leave or a removal: off the room's list, and not listed again when the room is made anew.
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['meeting_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('live_room_tokens');
}
