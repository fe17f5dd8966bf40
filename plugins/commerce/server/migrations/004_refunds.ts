import type { Knex } from '@seodang/sdk';

/**
 * Refunds.
 *
 * - `commerce_refunds`: one refund of an order — asked for by its buyer (`origin` learner, with
 *   the statutory figure frozen in `requested_amount`) or an admin's outright cancel of the
 *   payment (`origin` admin, the balance). REQUESTED → APPROVED (`amount` decided, the provider's
 *   cancel under way or to be retried: `attempts`, `last_error`, `executing_until` the lease of
 *   the one caller sending it) → REFUNDED; or REQUESTED → REJECTED. `due_date` is the admin's
 *   deadline (5 Korean business days) and `auto_approve_at` the start of that day, when an
 *   undecided request is approved at its figure.
 * - `commerce_refund_items`: the order items a refund covers, with each one's statutory figure,
 *   its share of the approved amount and the arithmetic (`calculation`). `open` while the refund is
 *   REQUESTED or APPROVED: an order item is in at most one open refund (a partial unique index).
 * - `commerce_ledger.refund_id`: the refund a `refund` line belongs to; a sale line is reversed at
 *   most once per refund (a partial unique index), so a repeated completion writes nothing twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commerce_refunds', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('commerce_orders.id');
    t.integer('channel_id').references('channels.id');
    t.integer('user_id').notNullable().references('users.id');
    t.string('origin', 10).notNullable();
    t.string('status', 12).notNullable();
    t.text('reason').notNullable().defaultTo('');
    t.text('reject_reason');
    t.integer('requested_amount').notNullable();
    t.integer('amount');
    t.boolean('full_only').notNullable().defaultTo(false);
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.date('due_date').notNullable();
    t.timestamp('auto_approve_at', { useTz: true }).notNullable();
    t.timestamp('decided_at', { useTz: true });
    t.integer('decided_by').references('users.id');
    t.string('decided_how', 10);
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('last_attempt_at', { useTz: true });
    t.timestamp('executing_until', { useTz: true });
    t.string('transaction_key', 200);
    t.timestamp('refunded_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['order_id']);
  });
  await knex.raw(`ALTER TABLE commerce_refunds
    ADD CONSTRAINT commerce_refunds_status CHECK (status IN ('REQUESTED', 'APPROVED', 'REFUNDED', 'REJECTED')),
    ADD CONSTRAINT commerce_refunds_origin CHECK (origin IN ('learner', 'admin')),
    ADD CONSTRAINT commerce_refunds_how CHECK (decided_how IS NULL OR decided_how IN ('admin', 'auto')),
    ADD CONSTRAINT commerce_refunds_amounts CHECK (requested_amount >= 0 AND (amount IS NULL OR amount >= 0)
      AND (status IN ('REQUESTED', 'REJECTED') OR amount IS NOT NULL))`);
  await knex.raw(
    "CREATE INDEX commerce_refunds_channel_open ON commerce_refunds ((coalesce(channel_id, 0)), auto_approve_at) WHERE status IN ('REQUESTED', 'APPROVED')",
  );

  await knex.schema.createTable('commerce_refund_items', (t) => {
    t.integer('refund_id').notNullable().references('commerce_refunds.id');
    t.integer('order_item_id').notNullable().references('commerce_order_items.id');
    t.integer('requested_amount').notNullable();
    t.integer('amount');
    t.jsonb('calculation');
    t.boolean('open').notNullable().defaultTo(true);
    t.primary(['refund_id', 'order_item_id']);
  });
  await knex.raw(`ALTER TABLE commerce_refund_items
    ADD CONSTRAINT commerce_refund_items_amounts CHECK (requested_amount >= 0 AND (amount IS NULL OR amount >= 0))`);
  await knex.raw(
    'CREATE UNIQUE INDEX commerce_refund_items_open ON commerce_refund_items (order_item_id) WHERE open',
  );

  await knex.schema.alterTable('commerce_ledger', (t) => {
    t.integer('refund_id').references('commerce_refunds.id');
  });
  await knex.raw(
    "CREATE UNIQUE INDEX commerce_ledger_refund_once ON commerce_ledger (reverses_id, refund_id) WHERE entry_type = 'refund'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX commerce_ledger_refund_once');
  await knex.schema.alterTable('commerce_ledger', (t) => {
    t.dropColumn('refund_id');
  });
  await knex.schema.dropTable('commerce_refund_items');
  await knex.schema.dropTable('commerce_refunds');
}
