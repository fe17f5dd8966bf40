import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_logs', (t) => {
    t.bigIncrements('id');
    t.string('segment', 40).notNullable();
    t.string('tag', 80).notNullable();
    t.boolean('is_mobile').notNullable().defaultTo(false);
    t.string('code', 200).notNullable();
    t.timestamp('timestamp', { useTz: true }).notNullable();
    t.jsonb('extra_data').notNullable().defaultTo('{}');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.string('ip', 64);
    t.timestamp('write_time', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['tag', 'write_time']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_logs');
}
