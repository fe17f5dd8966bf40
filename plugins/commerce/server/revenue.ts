// Revenue reports and settlement statements over the ledger (spec §3 "Payment and settlement"):
// a channel's rates and holdback, the report rows (sale lines with their order items and what
// refunds reversed of them), the monthly closing of one statement per teacher, channel and period,
// and settling one. Every figure is a sum of ledger lines; a statement keeps which lines it took.
import type { Knex } from '@seodang/sdk';
import {
  defaultRevenueSettings,
  holdbackCutoff,
  periodBounds,
  statementFigures,
  type RevenueRow,
  type RevenueSettings,
  type StatementFigures,
  type StatementStatus,
} from '../common/revenue.ts';

/** A channel's revenue settings (null: the public site); the defaults when it has none. */
export async function revenueSettingsOf(db: Knex, channelId: number | null): Promise<RevenueSettings> {
  const row = await db('commerce_revenue_settings')
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .first();
  if (!row) return { ...defaultRevenueSettings };
  return {
    cardFeeBasisPoints: row.card_fee_bp,
    phoneFeeBasisPoints: row.phone_fee_bp,
    commissionBasisPoints: row.commission_bp,
    holdbackDays: row.holdback_days,
  };
}

/** Saves a channel's revenue settings; they apply to sales from now on (past lines never change). */
export async function saveRevenueSettings(
  db: Knex,
  channelId: number | null,
  s: RevenueSettings,
): Promise<RevenueSettings> {
  const values = {
    card_fee_bp: s.cardFeeBasisPoints,
    phone_fee_bp: s.phoneFeeBasisPoints,
    commission_bp: s.commissionBasisPoints,
    holdback_days: s.holdbackDays,
    updated_at: db.fn.now(),
  };
  await db.transaction(async (trx) => {
    const updated = await trx('commerce_revenue_settings')
      .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
      .update(values);
    if (updated === 0)
      await trx.raw(
        `INSERT INTO commerce_revenue_settings (channel_id, card_fee_bp, phone_fee_bp, commission_bp, holdback_days)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        [channelId, values.card_fee_bp, values.phone_fee_bp, values.commission_bp, values.holdback_days],
      );
  });
  return revenueSettingsOf(db, channelId);
}

/** Which sale lines a report shows: a channel's (optionally one recipient's), paid in [start, end). */
export interface RevenueScope {
  channelId: number | null;
  recipientUserId?: number;
  start: Date;
  end: Date;
  /** Only this order's lines. */
  orderId?: number;
}

/** The most rows a report returns (a longer period is narrowed by the caller). */
export const maxRevenueRows = 10_000;

/** The report's rows: one per sale line, newest first, with its order item and its refunds so far. */
export async function revenueRows(db: Knex, scope: RevenueScope): Promise<RevenueRow[]> {
  const q = db('commerce_ledger as l')
    .join('commerce_orders as o', 'o.id', 'l.order_id')
    .join('commerce_order_items as i', 'i.id', 'l.order_item_id')
    .leftJoin('users as u', 'u.id', 'l.recipient_user_id')
    .leftJoin('commerce_statement_lines as sl', 'sl.ledger_id', 'l.id')
    .leftJoin('commerce_statements as s', 's.id', 'sl.statement_id')
    .where('l.entry_type', 'sale')
    .whereRaw('coalesce(l.channel_id, 0) = ?', [scope.channelId ?? 0])
    .where('o.paid_at', '>=', scope.start)
    .where('o.paid_at', '<', scope.end)
    .select(
      'l.id',
      'l.order_id',
      'l.order_item_id',
      'l.recipient_user_id',
      'l.amount',
      'l.fee',
      'l.commission',
      'l.net',
      'o.method',
      'o.order_key',
      'o.paid_at',
      'i.item_type',
      'i.ref',
      'i.title',
      'i.price',
      'i.discount',
      'i.coupon_discount',
      'i.amount as item_amount',
      'u.name as recipient_name',
      's.id as statement_id',
      's.status as statement_status',
      db.raw(
        `coalesce((SELECT -sum(r.amount) FROM commerce_ledger r WHERE r.reverses_id = l.id), 0)::int AS refunded`,
      ),
      db.raw(
        `coalesce((SELECT -sum(r.net) FROM commerce_ledger r WHERE r.reverses_id = l.id), 0)::int AS refunded_net`,
      ),
    )
    .orderBy([
      { column: 'o.paid_at', order: 'desc' },
      { column: 'l.id', order: 'asc' },
    ])
    .limit(maxRevenueRows);
  if (scope.recipientUserId !== undefined) q.where('l.recipient_user_id', scope.recipientUserId);
  if (scope.orderId !== undefined) q.where('l.order_id', scope.orderId);
  const rows = await q;
  return rows.map((r): RevenueRow => ({
    ledgerId: Number(r.id),
    orderIndex: r.order_id,
    orderId: r.order_key,
    orderItemId: r.order_item_id,
    paidAt: new Date(r.paid_at).toISOString(),
    itemType: r.item_type,
    ref: r.ref,
    title: r.title,
    recipientUserId: r.recipient_user_id,
    recipientName: r.recipient_name ?? null,
    method: r.method,
    price: r.price,
    discount: r.discount,
    couponDiscount: r.coupon_discount,
    paymentAmount: r.item_amount,
    amount: r.amount,
    fee: r.fee,
    commission: r.commission,
    net: r.net,
    refunded: Number(r.refunded),
    refundedNet: Number(r.refunded_net),
    settled: r.statement_status === 'settled',
    statementId: r.statement_id ?? null,
  }));
}

/** An order's ledger lines (sales and refunds), for tracing a row or a bar to its lines. */
export async function orderLedgerLines(db: Knex, orderId: number, recipientUserId?: number) {
  const q = db('commerce_ledger as l')
    .leftJoin('commerce_statement_lines as sl', 'sl.ledger_id', 'l.id')
    .where('l.order_id', orderId)
    .orderBy('l.id')
    .select(
      'l.id',
      'l.entry_type',
      'l.order_item_id',
      'l.recipient_user_id',
      'l.amount',
      'l.fee',
      'l.commission',
      'l.net',
      'l.method',
      'l.reverses_id',
      'l.created_at',
      'sl.statement_id',
    );
  if (recipientUserId !== undefined) q.where('l.recipient_user_id', recipientUserId);
  return (await q).map((l) => ({
    id: Number(l.id),
    entryType: l.entry_type as 'sale' | 'refund',
    orderItemId: l.order_item_id,
    recipientUserId: l.recipient_user_id,
    amount: l.amount,
    fee: l.fee,
    commission: l.commission,
    net: l.net,
    method: l.method,
    reverses: l.reverses_id === null ? null : Number(l.reverses_id),
    createdAt: new Date(l.created_at).toISOString(),
    statementId: l.statement_id ?? null,
  }));
}

/** A statement as the routes show it. */
export interface Statement extends StatementFigures {
  id: number;
  channelIndex: number | null;
  recipientUserId: number;
  recipientName: string | null;
  period: string;
  status: StatementStatus;
  settledOn: string | null;
  transferReference: string | null;
  createdAt: string;
  /** The ledger lines it took. */
  lineCount: number;
}

/** A statement row of the table. */
export interface StatementRow {
  id: number;
  channel_id: number | null;
  recipient_user_id: number;
  period: string;
  status: StatementStatus;
}

/** Statements of a channel (optionally one recipient's), newest period first. */
export async function statementsOf(
  db: Knex,
  channelId: number | null,
  recipientUserId?: number,
  ids?: readonly number[],
): Promise<Statement[]> {
  const q = db('commerce_statements as s')
    .leftJoin('users as u', 'u.id', 's.recipient_user_id')
    .whereRaw('coalesce(s.channel_id, 0) = ?', [channelId ?? 0])
    .select(
      's.*',
      'u.name as recipient_name',
      db.raw(
        '(SELECT count(*) FROM commerce_statement_lines sl WHERE sl.statement_id = s.id)::int AS line_count',
      ),
    )
    .orderBy([
      { column: 's.period', order: 'desc' },
      { column: 's.id', order: 'asc' },
    ])
    .limit(1_000);
  if (recipientUserId !== undefined) q.where('s.recipient_user_id', recipientUserId);
  if (ids) q.whereIn('s.id', ids);
  return (await q).map((s) => ({
    id: s.id,
    channelIndex: s.channel_id,
    recipientUserId: s.recipient_user_id,
    recipientName: s.recipient_name ?? null,
    period: s.period,
    revenue: s.revenue,
    refunds: s.refunds,
    fees: s.fees,
    commission: s.commission,
    carriedIn: s.carried_in,
    settlementAmount: s.settlement_amount,
    carriedOut: s.carried_out,
    status: s.status,
    settledOn: s.settled_on ? dateOnly(s.settled_on) : null,
    transferReference: s.transfer_reference,
    createdAt: new Date(s.created_at).toISOString(),
    lineCount: s.line_count,
  }));
}

function dateOnly(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  // pg gives a DATE as local midnight
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, '0');
  const d = String(value.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** What closing a period did. */
export interface CloseResult {
  period: string;
  created: number[];
}

/**
 * Closes `period` (a Korean month that has ended by `now`): for every teacher and channel with
 * ledger lines not yet in a statement, one statement of the lines it may take — sale lines past
 * the channel's holdback at the period's end, and refund lines made before the end whose sale line
 * is settled already or goes in with them — plus the teacher's carried balance. Idempotent: a
 * statement exists once per teacher, channel and period (a re-run adds nothing), each ledger line
 * goes into one statement only, and a period before a teacher's latest statement is left alone.
 * A teacher with nothing to take gets no statement; a carried balance waits for the next one.
 */
export async function closePeriod(
  db: Knex,
  period: string,
  now = new Date(),
  /** Only this channel's (null: the public site's); every channel's when left out. */
  onlyChannel?: number | null,
): Promise<CloseResult> {
  const { end } = periodBounds(period);
  if (now < end) throw new RangeError(`period ${period} has not ended`);
  const groupsQuery = db('commerce_ledger as l')
    .whereNotNull('l.recipient_user_id')
    .where('l.created_at', '<', end)
    .whereNotExists(db('commerce_statement_lines as sl').whereRaw('sl.ledger_id = l.id'))
    .distinct('l.channel_id', 'l.recipient_user_id')
    .orderBy(['l.channel_id', 'l.recipient_user_id']);
  if (onlyChannel !== undefined) groupsQuery.whereRaw('coalesce(l.channel_id, 0) = ?', [onlyChannel ?? 0]);
  const groups = await groupsQuery;
  const created: number[] = [];
  const settingsCache = new Map<number, RevenueSettings>();
  for (const g of groups as { channel_id: number | null; recipient_user_id: number }[]) {
    const key = g.channel_id ?? 0;
    if (!settingsCache.has(key)) settingsCache.set(key, await revenueSettingsOf(db, g.channel_id));
    const settings = settingsCache.get(key)!;
    const id = await db.transaction((trx) =>
      closeOne(trx, g.channel_id, g.recipient_user_id, period, end, settings.holdbackDays),
    );
    if (id !== null) created.push(id);
  }
  return { period, created };
}

async function closeOne(
  trx: Knex.Transaction,
  channelId: number | null,
  recipientUserId: number,
  period: string,
  end: Date,
  holdbackDays: number,
): Promise<number | null> {
  // One closer per teacher and channel at a time.
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [0x5e771e, recipientUserId]);
  const previous = await trx('commerce_statements')
    .where({ recipient_user_id: recipientUserId })
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .orderBy('period', 'desc')
    .first('period', 'carried_out');
  if (previous && previous.period >= period) return null;
  const open = () =>
    trx('commerce_ledger as l')
      .where('l.recipient_user_id', recipientUserId)
      .whereRaw('coalesce(l.channel_id, 0) = ?', [channelId ?? 0])
      .whereNotExists(trx('commerce_statement_lines as sl').whereRaw('sl.ledger_id = l.id'));
  const sales = await open()
    .where('l.entry_type', 'sale')
    .where('l.created_at', '<=', holdbackCutoff(end, holdbackDays))
    .select('l.id', 'l.entry_type', 'l.amount', 'l.fee', 'l.commission', 'l.net');
  const saleIds = sales.map((s) => Number(s.id));
  const refunds = await open()
    .where('l.entry_type', 'refund')
    .where('l.created_at', '<', end)
    .where((q) =>
      q
        .whereExists(trx('commerce_statement_lines as sr').whereRaw('sr.ledger_id = l.reverses_id'))
        .orWhereIn('l.reverses_id', saleIds),
    )
    .select('l.id', 'l.entry_type', 'l.amount', 'l.fee', 'l.commission', 'l.net');
  const lines = [...sales, ...refunds];
  if (lines.length === 0) return null;
  const figures = statementFigures(
    lines.map((l) => ({
      entryType: l.entry_type,
      amount: l.amount,
      fee: l.fee,
      commission: l.commission,
      net: l.net,
    })),
    previous?.carried_out ?? 0,
  );
  const inserted = await trx.raw(
    `INSERT INTO commerce_statements (channel_id, recipient_user_id, period, revenue, refunds, fees, commission,
       carried_in, settlement_amount, carried_out)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
    [
      channelId,
      recipientUserId,
      period,
      figures.revenue,
      figures.refunds,
      figures.fees,
      figures.commission,
      figures.carriedIn,
      figures.settlementAmount,
      figures.carriedOut,
    ],
  );
  const id: number | undefined = inserted.rows[0]?.id;
  if (id === undefined) return null;
  await trx('commerce_statement_lines').insert(lines.map((l) => ({ statement_id: id, ledger_id: l.id })));
  return id;
}

/**
 * Marks a statement settled (paid out on `settledOn` with the transfer's reference); undefined
 * when it is settled already. A settled statement never changes again (the table's trigger).
 */
export async function settleStatement(
  db: Knex,
  id: number,
  by: number | null,
  transferReference: string,
  settledOn: string,
): Promise<boolean> {
  const updated = await db('commerce_statements').where({ id, status: 'not_settled' }).update({
    status: 'settled',
    settled_on: settledOn,
    transfer_reference: transferReference,
    settled_by: by,
    settled_at: db.fn.now(),
  });
  return updated === 1;
}
