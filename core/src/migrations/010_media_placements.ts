import type { Knex } from 'knex';

/**
 * Which media server (Janus) holds a room: one row per room key of a channel (or of the public
 * site, channel null), placed on the least
 * loaded server when the room is first made; every later join of the room is sent to that server.
 * `weight` is the publishers the room admits, summed per server as its load.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_placements', (t) => {
    t.integer('channel_id').references('id').inTable('channels').onDelete('CASCADE');
    t.string('room_key', 120).notNullable();
    t.string('server_url', 500).notNullable();
    t.integer('weight').notNullable();
    t.timestamp('placed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['server_url']);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX media_placements_room ON media_placements (coalesce(channel_id, 0), room_key)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_placements');
}
