import type { Knex } from 'knex';

/**
 * Lectures bought through commerce: one row per order item that granted a lecture (the idempotency
 * key of the grant and of the revoke), kept when refunded (`revoked_at`). The order item lives in
 * commerce's tables, so there is no foreign key to it (none between plugins).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lecture_purchase_grants', (t) => {
    t.integer('order_item_id').primary();
    t.integer('lecture_id').notNullable().references('lectures.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('granted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.index(['user_id', 'lecture_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lecture_purchase_grants');
}
