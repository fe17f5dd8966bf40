import type { Knex } from '@seodang/sdk';

/**
 * Revenue settings and settlement statements.
 *
 * - `commerce_revenue_settings`: a channel's payment fee rates (card, phone), commission rate
 *   (basis points) and holdback days; one row per channel (null: the public site). No row: the
 *   defaults (`defaultRevenueSettings`).
 * - `commerce_statements`: one per teacher, channel and period (a Korean month), closed by the
 *   monthly job with its figures; `not_settled` → `settled` (date, transfer reference) by an
 *   admin, and then immutable. A trigger refuses changing the figures ever, any change once
 *   settled, and DELETE.
 * - `commerce_statement_lines`: which ledger lines a statement took (each line once, ever).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commerce_revenue_settings', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('card_fee_bp').notNullable();
    t.integer('phone_fee_bp').notNullable();
    t.integer('commission_bp').notNullable();
    t.integer('holdback_days').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE commerce_revenue_settings
    ADD CONSTRAINT commerce_revenue_settings_rates CHECK (card_fee_bp BETWEEN 0 AND 10000
      AND phone_fee_bp BETWEEN 0 AND 10000 AND commission_bp BETWEEN 0 AND 10000 AND holdback_days BETWEEN 0 AND 365)`);
  await knex.raw(
    'CREATE UNIQUE INDEX commerce_revenue_settings_channel ON commerce_revenue_settings (coalesce(channel_id, 0))',
  );

  await knex.schema.createTable('commerce_statements', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id');
    t.integer('recipient_user_id').notNullable().references('users.id');
    t.string('period', 7).notNullable();
    t.integer('revenue').notNullable();
    t.integer('refunds').notNullable();
    t.integer('fees').notNullable();
    t.integer('commission').notNullable();
    t.integer('carried_in').notNullable();
    t.integer('settlement_amount').notNullable();
    t.integer('carried_out').notNullable();
    t.string('status', 12).notNullable().defaultTo('not_settled');
    t.date('settled_on');
    t.string('transfer_reference', 100);
    t.integer('settled_by').references('users.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('settled_at', { useTz: true });
  });
  await knex.raw(`ALTER TABLE commerce_statements
    ADD CONSTRAINT commerce_statements_status CHECK (status IN ('not_settled', 'settled')),
    ADD CONSTRAINT commerce_statements_settled CHECK (status = 'not_settled'
      OR (settled_on IS NOT NULL AND transfer_reference IS NOT NULL AND settled_at IS NOT NULL)),
    ADD CONSTRAINT commerce_statements_amounts CHECK (settlement_amount >= 0 AND carried_out <= 0 AND carried_in <= 0
      AND settlement_amount + carried_out = revenue - refunds - fees - commission + carried_in)`);
  await knex.raw(
    'CREATE UNIQUE INDEX commerce_statements_once ON commerce_statements (recipient_user_id, coalesce(channel_id, 0), period)',
  );
  await knex.raw(`CREATE FUNCTION commerce_statements_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'commerce_statements: a statement is never deleted'; END IF;
      IF OLD.status = 'settled' THEN RAISE EXCEPTION 'commerce_statements: a settled statement is immutable'; END IF;
      IF (NEW.channel_id, NEW.recipient_user_id, NEW.period, NEW.revenue, NEW.refunds, NEW.fees, NEW.commission,
          NEW.carried_in, NEW.settlement_amount, NEW.carried_out)
        IS DISTINCT FROM (OLD.channel_id, OLD.recipient_user_id, OLD.period, OLD.revenue, OLD.refunds, OLD.fees,
          OLD.commission, OLD.carried_in, OLD.settlement_amount, OLD.carried_out)
        THEN RAISE EXCEPTION 'commerce_statements: a statement''s figures never change'; END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(`CREATE TRIGGER commerce_statements_guard BEFORE UPDATE OR DELETE ON commerce_statements
    FOR EACH ROW EXECUTE FUNCTION commerce_statements_guard()`);

  await knex.schema.createTable('commerce_statement_lines', (t) => {
    t.integer('statement_id').notNullable().references('commerce_statements.id');
    t.bigInteger('ledger_id').notNullable().references('commerce_ledger.id').unique();
    t.index(['statement_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('commerce_statement_lines');
  await knex.raw('DROP TRIGGER IF EXISTS commerce_statements_guard ON commerce_statements');
  await knex.raw('DROP FUNCTION IF EXISTS commerce_statements_guard()');
  await knex.schema.dropTable('commerce_statements');
  await knex.schema.dropTable('commerce_revenue_settings');
}
