import type { Knex } from 'knex';

/**
 * Social sign-in and sign-up consents: `user_identities` links an account to a provider's
 * subject (one account per subject, one subject per provider and account); `user_consents`
 * records which version of each document an account agreed to, and when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_identities', (t) => {
    t.increments('id');
    t.string('provider', 20).notNullable();
    t.string('subject', 255).notNullable();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('email', 254); // as the provider last gave it, shown on /change_info
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['provider', 'subject']);
    t.unique(['user_id', 'provider']);
  });
  await knex.schema.createTable('user_consents', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 20).notNullable(); // terms, privacy, marketing, age14
    t.string('version', 40).notNullable();
    t.timestamp('agreed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_consents');
  await knex.schema.dropTable('user_identities');
}
