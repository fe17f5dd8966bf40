import type { Knex } from 'knex';

/**
 * Each channel's lesson-phase → curriculum-code mapping (channel_id null: the public site). No row
 * means the default mapping of `common/curriculum-codes.ts`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lecture_curriculum_maps', (t) => {
    t.increments('id');
    t.integer('channel_id').references('id').inTable('channels').onDelete('CASCADE');
    t.jsonb('entries').notNullable();
    t.integer('updated_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One mapping per channel and one for the public site (NULLs would not collide in a plain unique index).
  await knex.raw(
    'CREATE UNIQUE INDEX lecture_curriculum_maps_scope ON lecture_curriculum_maps (coalesce(channel_id, 0))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lecture_curriculum_maps');
}
