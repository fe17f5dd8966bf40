import type { Knex } from '@seodang/sdk';

/**
 * One row per commerce order item that bought a roadmap: the key that makes a grant or a revoke
 * happen once however often commerce calls it (a confirm and a webhook, a refund retried).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roadmap_purchase_grants', (t) => {
    t.integer('order_item_id').primary();
    t.integer('roadmap_id').notNullable().references('roadmaps.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
  });
  await knex.raw(
    'CREATE INDEX roadmap_purchase_grants_user ON roadmap_purchase_grants (user_id, roadmap_id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('roadmap_purchase_grants');
}
