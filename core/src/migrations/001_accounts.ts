import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('user_id', 80).notNullable();
    t.string('password_hash', 200);
    t.string('name', 50).notNullable();
    t.string('email', 254).notNullable();
    t.string('mobile', 20);
    t.string('phone', 20);
    t.string('link', 2000);
    t.string('locale', 2).notNullable().defaultTo('ko');
    t.boolean('is_partner').notNullable().defaultTo(false);
    t.boolean('is_teacher').notNullable().defaultTo(false);
    t.boolean('is_site_admin').notNullable().defaultTo(false);
    // Social sign-in seam: accounts from a provider carry the suffix `_{provider}` in user_id.
    t.string('provider', 20);
    t.timestamp('last_login_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw('CREATE UNIQUE INDEX users_user_id_lower ON users (lower(user_id))');
  await knex.raw('CREATE UNIQUE INDEX users_email_lower ON users (lower(email))');

  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 64).primary(); // sha256 of the cookie token: a stolen table yields no cookies
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.string('ip', 64);
    t.string('user_agent', 300);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
