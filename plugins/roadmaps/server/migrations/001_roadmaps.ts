import type { Knex } from '@seodang/sdk';

/**
 * Roadmaps (channel_id null: the public site) with their graph, the learners' access, their chosen
 * roadmaps and the states they set by hand. A roadmap goes with its channel and outlives its owner.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roadmaps', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('owner_id').references('users.id').onDelete('SET NULL');
    t.string('title', 60).notNullable();
    t.string('description', 100).notNullable().defaultTo('');
    t.string('category_first', 40).notNullable();
    t.string('category_second', 60).notNullable();
    t.string('difficulty', 10).notNullable();
    t.boolean('is_free').notNullable().defaultTo(true);
    t.integer('price').notNullable().defaultTo(0);
    t.smallint('discount');
    t.string('accept_type', 10).notNullable().defaultTo('immediate');
    t.boolean('is_published').notNullable().defaultTo(false);
    t.timestamp('published_at', { useTz: true });
    t.jsonb('nodes').notNullable().defaultTo('[]');
    t.jsonb('edges').notNullable().defaultTo('[]');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE INDEX roadmaps_list ON roadmaps (coalesce(channel_id, 0), is_published, difficulty, id DESC)',
  );
  await knex.raw('CREATE INDEX roadmaps_owner ON roadmaps (owner_id)');
  await knex.raw('CREATE INDEX roadmaps_nodes ON roadmaps USING gin (nodes jsonb_path_ops)');

  await knex.schema.createTable('roadmap_access', (t) => {
    t.integer('roadmap_id').notNullable().references('roadmaps.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    /** pending | granted | refused */
    t.string('state', 10).notNullable();
    /** free | review | purchase */
    t.string('source', 10).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('decided_at', { useTz: true });
    t.primary(['roadmap_id', 'user_id']);
  });
  await knex.raw('CREATE INDEX roadmap_access_user ON roadmap_access (user_id)');

  await knex.schema.createTable('roadmap_choices', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('roadmap_id').notNullable().references('roadmaps.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'roadmap_id']);
  });
  await knex.raw('CREATE INDEX roadmap_choices_roadmap ON roadmap_choices (roadmap_id)');

  await knex.schema.createTable('roadmap_node_progress', (t) => {
    t.integer('roadmap_id').notNullable().references('roadmaps.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('node_id', 40).notNullable();
    /** done | learning | skipped (pending is no row) */
    t.string('state', 10).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['roadmap_id', 'user_id', 'node_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('roadmap_node_progress');
  await knex.schema.dropTable('roadmap_choices');
  await knex.schema.dropTable('roadmap_access');
  await knex.schema.dropTable('roadmaps');
}
