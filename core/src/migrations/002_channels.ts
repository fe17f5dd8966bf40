import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channels', (t) => {
    t.increments('id');
    t.string('slug', 63).notNullable().unique();
    t.string('custom_domain', 253).unique();
    t.string('name', 100).notNullable();
    t.string('favicon_path', 500);
    t.string('channel_type', 40).notNullable().defaultTo('none');
    t.string('organization_type', 40); // e.g. high_school, univ, corp, academy
    t.boolean('use_textbook').notNullable().defaultTo(false);
    t.string('custom_style_name', 40).notNullable().defaultTo('');
    t.boolean('is_partner_academy').notNullable().defaultTo(false);
    t.boolean('can_change_own_info_default').notNullable().defaultTo(true);
    t.jsonb('menu_restrictions').notNullable().defaultTo('[]');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('channel_members', (t) => {
    t.increments('id');
    t.integer('channel_id').notNullable().references('channels.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('role', 20).notNullable().defaultTo('student');
    t.string('state', 40).notNullable().defaultTo('requesting');
    t.boolean('is_main_manager').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('can_change_own_info');
    t.jsonb('profile').notNullable().defaultTo('{}'); // schoolYear, schoolGrade, univMajor, corpDept, …
    t.string('departments', 200);
    t.text('additional_info');
    t.timestamp('joined_at', { useTz: true });
    t.timestamps(true, true);
    t.unique(['channel_id', 'user_id']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('channel_services', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE'); // null: the public site
    t.string('service', 40).notNullable();
    t.boolean('enabled').notNullable();
    t.jsonb('config').notNullable().defaultTo('{}');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE UNIQUE INDEX channel_services_key ON channel_services (coalesce(channel_id, 0), service)',
  );

  await knex.schema.createTable('action_logs', (t) => {
    t.bigIncrements('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.string('verb', 20).notNullable(); // Creation, Modification, Add, Delete, Set, Unset
    t.string('target', 100).notNullable();
    t.jsonb('detail').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['channel_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['action_logs', 'channel_services', 'channel_members', 'channels'])
    await knex.schema.dropTable(table);
}
