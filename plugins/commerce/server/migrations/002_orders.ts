import type { Knex } from '@seodang/sdk';

/**
 * Coupons, orders and the money ledger.
 *
 * - `commerce_coupons`: a code unique per channel (case-insensitive), its terms (spec §3
 *   "Coupon"), its window, `usage_limit` (null: none) and `used` (reserved or redeemed), once per
 *   user or not, switched on or off, and its owner. `commerce_coupon_targets` lists the items it
 *   applies to (none: any) and `commerce_coupon_users` the users it is offered to (none: anyone).
 * - `commerce_coupon_redemptions`: a coupon held by an order (`reserved`), used by a paid order
 *   (`redeemed`) or given back (`released`); at most one live row per coupon and user when the
 *   coupon is once per user (a partial unique index).
 * - `commerce_orders` and `commerce_order_items`: the order with its state, server-computed
 *   amounts and the prices, coupons and revenue recipients of its items as they were at checkout.
 * - `commerce_ledger`: append-only sale (and later refund) lines; a trigger refuses UPDATE and
 *   DELETE.
 * - `commerce_webhook_inbox`: each provider event once (its event key), until processed.
 *
 * Orders and ledger lines are financial records: no cascade deletes them with a user or channel.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commerce_coupons', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.string('code', 40).notNullable();
    t.string('name', 100).notNullable().defaultTo('');
    t.string('coupon_detail_type', 10).notNullable();
    t.integer('coupon_content').notNullable();
    t.boolean('coupon_only').notNullable().defaultTo(false);
    t.timestamp('starts_at', { useTz: true });
    t.timestamp('ends_at', { useTz: true });
    t.integer('usage_limit');
    t.integer('used').notNullable().defaultTo(0);
    t.boolean('once_per_user').notNullable().defaultTo(true);
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('owner_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE commerce_coupons
    ADD CONSTRAINT commerce_coupons_type CHECK (coupon_detail_type IN ('percent', 'basic')),
    ADD CONSTRAINT commerce_coupons_content CHECK (coupon_content >= 0 AND (coupon_detail_type <> 'percent' OR coupon_content <= 100)),
    ADD CONSTRAINT commerce_coupons_used CHECK (used >= 0 AND (usage_limit IS NULL OR used <= usage_limit)),
    ADD CONSTRAINT commerce_coupons_limit CHECK (usage_limit IS NULL OR usage_limit >= 0)`);
  await knex.raw(
    'CREATE UNIQUE INDEX commerce_coupons_code ON commerce_coupons (coalesce(channel_id, 0), upper(code))',
  );

  await knex.schema.createTable('commerce_coupon_targets', (t) => {
    t.integer('coupon_id').notNullable().references('commerce_coupons.id').onDelete('CASCADE');
    t.string('item_type', 40).notNullable();
    t.integer('ref').notNullable();
    t.primary(['coupon_id', 'item_type', 'ref']);
  });
  await knex.schema.createTable('commerce_coupon_users', (t) => {
    t.integer('coupon_id').notNullable().references('commerce_coupons.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.primary(['coupon_id', 'user_id']);
  });

  await knex.schema.createTable('commerce_orders', (t) => {
    t.increments('id');
    t.string('order_key', 64).notNullable().unique();
    t.integer('channel_id').references('channels.id');
    t.integer('user_id').notNullable().references('users.id');
    t.string('status', 20).notNullable();
    t.string('method', 10);
    t.string('order_name', 100).notNullable();
    t.integer('price').notNullable();
    t.integer('discount').notNullable();
    t.integer('coupon_discount').notNullable();
    t.integer('amount').notNullable();
    t.string('provider', 20);
    t.string('payment_key', 200).unique();
    t.text('receipt_url');
    t.string('failure_code', 60);
    t.text('failure_message');
    t.jsonb('checkout').notNullable();
    t.string('locale', 5).notNullable();
    t.integer('refunded_amount').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('confirming_at', { useTz: true });
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'channel_id', 'id']);
  });
  await knex.raw(`ALTER TABLE commerce_orders
    ADD CONSTRAINT commerce_orders_status CHECK (status IN ('PENDING', 'CONFIRMING', 'PAID', 'PARTIAL_CANCELED', 'CANCELED', 'FAILED', 'EXPIRED')),
    ADD CONSTRAINT commerce_orders_method CHECK (method IS NULL OR method IN ('card', 'phone')),
    ADD CONSTRAINT commerce_orders_amounts CHECK (price >= 0 AND discount >= 0 AND coupon_discount >= 0 AND amount >= 0
      AND price - discount - coupon_discount = amount AND refunded_amount BETWEEN 0 AND amount)`);
  await knex.raw(
    "CREATE INDEX commerce_orders_open ON commerce_orders (status, expires_at) WHERE status IN ('PENDING', 'CONFIRMING')",
  );

  await knex.schema.createTable('commerce_order_items', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('commerce_orders.id');
    t.integer('parent_item_id').references('commerce_order_items.id');
    t.string('item_type', 40).notNullable();
    t.integer('ref').notNullable();
    t.string('title', 300).notNullable();
    t.string('link', 500).notNullable();
    t.integer('price').notNullable();
    t.integer('discount').notNullable();
    t.integer('coupon_discount').notNullable();
    t.integer('amount').notNullable();
    t.integer('coupon_id').references('commerce_coupons.id').onDelete('SET NULL');
    t.string('coupon_code', 40);
    t.jsonb('coupon_terms');
    t.jsonb('recipients').notNullable().defaultTo('[]');
    t.jsonb('analytics');
    t.integer('refunded_amount').notNullable().defaultTo(0);
    t.timestamp('granted_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.index(['order_id']);
  });
  await knex.raw(`ALTER TABLE commerce_order_items
    ADD CONSTRAINT commerce_order_items_amounts CHECK (price >= 0 AND discount >= 0 AND coupon_discount >= 0 AND amount >= 0
      AND refunded_amount BETWEEN 0 AND amount)`);

  await knex.schema.createTable('commerce_coupon_redemptions', (t) => {
    t.increments('id');
    t.integer('coupon_id').notNullable().references('commerce_coupons.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id');
    t.integer('order_id').notNullable().references('commerce_orders.id');
    t.integer('order_item_id').references('commerce_order_items.id');
    t.boolean('once_per_user').notNullable();
    t.string('status', 10).notNullable().defaultTo('reserved');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('redeemed_at', { useTz: true });
    t.timestamp('released_at', { useTz: true });
    t.index(['order_id']);
  });
  await knex.raw(`ALTER TABLE commerce_coupon_redemptions
    ADD CONSTRAINT commerce_coupon_redemptions_status CHECK (status IN ('reserved', 'redeemed', 'released'))`);
  await knex.raw(`CREATE UNIQUE INDEX commerce_coupon_redemptions_once ON commerce_coupon_redemptions (coupon_id, user_id)
    WHERE once_per_user AND status <> 'released'`);

  await knex.schema.createTable('commerce_ledger', (t) => {
    t.bigIncrements('id');
    t.string('entry_type', 10).notNullable();
    t.integer('order_id').notNullable().references('commerce_orders.id');
    t.integer('order_item_id').notNullable().references('commerce_order_items.id');
    t.integer('channel_id').references('channels.id');
    t.integer('recipient_user_id').references('users.id');
    t.integer('amount').notNullable();
    t.integer('fee').notNullable();
    t.integer('commission').notNullable();
    t.integer('net').notNullable();
    t.string('method', 10);
    t.string('provider', 20);
    t.bigInteger('reverses_id').references('commerce_ledger.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['order_id']);
    t.index(['recipient_user_id', 'created_at']);
  });
  await knex.raw(`ALTER TABLE commerce_ledger
    ADD CONSTRAINT commerce_ledger_type CHECK (entry_type IN ('sale', 'refund')),
    ADD CONSTRAINT commerce_ledger_net CHECK (net = amount - fee - commission),
    ADD CONSTRAINT commerce_ledger_sign CHECK ((entry_type = 'sale' AND amount >= 0 AND reverses_id IS NULL)
      OR (entry_type = 'refund' AND amount <= 0 AND reverses_id IS NOT NULL))`);
  await knex.raw(`CREATE UNIQUE INDEX commerce_ledger_sale_once ON commerce_ledger (order_item_id, coalesce(recipient_user_id, 0))
    WHERE entry_type = 'sale'`);
  await knex.raw(`CREATE FUNCTION commerce_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'commerce_ledger is append-only: add a reversing line instead'; END $$`);
  await knex.raw(`CREATE TRIGGER commerce_ledger_append_only BEFORE UPDATE OR DELETE ON commerce_ledger
    FOR EACH ROW EXECUTE FUNCTION commerce_ledger_append_only()`);

  await knex.schema.createTable('commerce_webhook_inbox', (t) => {
    t.increments('id');
    t.string('provider', 20).notNullable();
    t.string('event_key', 200).notNullable();
    t.string('payment_key', 200).notNullable();
    t.string('order_key', 64);
    t.string('claimed_status', 30);
    t.jsonb('body');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.string('outcome', 40);
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('processed_at', { useTz: true });
    t.unique(['provider', 'event_key']);
  });
  await knex.raw(
    'CREATE INDEX commerce_webhook_inbox_open ON commerce_webhook_inbox (received_at) WHERE processed_at IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('commerce_webhook_inbox');
  await knex.schema.dropTable('commerce_ledger');
  await knex.raw('DROP FUNCTION commerce_ledger_append_only()');
  await knex.schema.dropTable('commerce_coupon_redemptions');
  await knex.schema.dropTable('commerce_order_items');
  await knex.schema.dropTable('commerce_orders');
  await knex.schema.dropTable('commerce_coupon_users');
  await knex.schema.dropTable('commerce_coupon_targets');
  await knex.schema.dropTable('commerce_coupons');
}
