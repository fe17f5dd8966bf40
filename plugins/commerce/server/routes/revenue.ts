// Revenue reports and settlement statements: `/api/teach/revenue…` for a teacher's own sales and
// statements, `/api/admin/revenue…` for the channel admin (on the public site, the site admin) over
// the channel's. Every figure is a sum of ledger lines, and every row names its ledger line and
// order, whose lines `…/orders/:orderIndex` lists.
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { AppError, sendAttachment, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { dayIso as dayIsoOf, kstDay } from '@seodang/sdk/common';
import {
  closePeriodSchema,
  instantsOf,
  periodBounds,
  rangeOfQuery,
  revenueCsvColumns,
  revenueCsvRecord,
  revenuePoints,
  revenueQuerySchema,
  revenueSettingsSchema,
  revenueTotals,
  settleStatementSchema,
  type RevenueQuery,
} from '../../common/revenue.ts';
import { orderKind, type OrderRow } from '../orders.ts';
import {
  closePeriod,
  orderLedgerLines,
  revenueRows,
  revenueSettingsOf,
  saveRevenueSettings,
  settleStatement,
  statementsOf,
  type StatementRow,
} from '../revenue.ts';

const tags = ['commerce-revenue'];

/** The scoped kind of settlement statements. */
export const statementKind = 'revenue-statement';

const statementNotFound = { code: 'statement_not_found', messageKey: 'commerce.error.statement_not_found' };
const orderNotFound = { code: 'order_not_found', messageKey: 'commerce.error.revenue_order_not_found' };

const teachAccess = ['teacher', 'admin'] as const;
const adminAccess = ['admin'] as const;

const channelOf = (rc: RequestContext) => rc.channel?.index ?? null;

function rangeOf(rc: RequestContext, query: RevenueQuery) {
  try {
    return rangeOfQuery(query, new Date());
  } catch {
    throw new AppError(400, 'revenue_range', 'commerce.error.revenue_range');
  }
}

/** Whose lines a screen shows: the caller's own (`teach`) or the channel's (`admin`, optionally one teacher's). */
async function report(rc: RequestContext, query: RevenueQuery, recipientUserId: number | undefined) {
  const range = rangeOf(rc, query);
  const { start, end } = instantsOf(range);
  const channelId = channelOf(rc);
  const rows = await revenueRows(rc.db, { channelId, recipientUserId, start, end });
  return { range, rows, channelId };
}

async function reportBody(rc: RequestContext, query: RevenueQuery, recipientUserId: number | undefined) {
  const { range, rows, channelId } = await report(rc, query, recipientUserId);
  return {
    data: {
      from: dayIsoOf(range.from),
      to: dayIsoOf(range.to),
      totals: revenueTotals(rows),
      byDay: revenuePoints(rows, 'day'),
      byMonth: revenuePoints(rows, 'month'),
      byProduct: revenuePoints(rows, 'product'),
      rows,
      statements: await statementsOf(rc.db, channelId, recipientUserId),
      settings: await revenueSettingsOf(rc.db, channelId),
    },
  };
}

async function csvAnswer(rc: RequestContext, query: RevenueQuery, recipientUserId: number | undefined) {
  const { range, rows } = await report(rc, query, recipientUserId);
  const words = {
    settled: rc.t('commerce.revenue.settled'),
    notSettled: rc.t('commerce.revenue.notSettled'),
  };
  const csv = stringify([
    revenueCsvColumns.map((c) => rc.t(`commerce.revenue.csv.${c}`)),
    ...rows.map((r) => revenueCsvRecord(r, words)),
  ]);
  // A byte-order mark, so that spreadsheet programs read the Korean as UTF-8.
  const bytes = Buffer.from(`\ufeff${csv}`, 'utf8');
  sendAttachment(rc, `revenue-${dayIsoOf(range.from)}-${dayIsoOf(range.to)}.csv`, bytes, {
    type: 'text/csv; charset=utf-8',
  });
  return undefined;
}

/** An order of this channel with its ledger lines (a teacher's own only, and none: the 404). */
async function orderLines(rc: RequestContext, orderIndex: number, recipientUserId: number | undefined) {
  const order = await rc.inChannel<OrderRow>(orderKind, orderIndex, orderNotFound);
  const lines = await orderLedgerLines(rc.db, order.id, recipientUserId);
  if (lines.length === 0) throw new AppError(404, orderNotFound.code, orderNotFound.messageKey);
  const rows = await revenueRows(rc.db, {
    channelId: channelOf(rc),
    recipientUserId,
    start: new Date(0),
    end: new Date(8.64e15),
    orderId: order.id,
  });
  return {
    data: {
      orderIndex: order.id,
      orderId: order.order_key,
      status: order.status,
      method: order.method,
      paidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
      rows,
      lines,
    },
  };
}

const orderParams = z.object({ orderIndex: idSchema });
const statementParams = z.object({ statementId: idSchema });
const adminQuery = revenueQuerySchema.extend({ teacher: idSchema.optional() });

/** The revenue routes (teacher and admin) and the statements' scoped kind. */
export function registerRevenueRoutes(env: RegisterEnv): void {
  env.scopedKind<StatementRow>({
    kind: statementKind,
    async find(db, ids, channelIndex) {
      return (await db('commerce_statements')
        .whereIn('id', ids)
        .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0])
        .select('id', 'channel_id', 'recipient_user_id', 'period', 'status')) as StatementRow[];
    },
  });

  env.route({
    method: 'GET',
    path: '/api/teach/revenue',
    summary:
      'My revenue: totals, daily, monthly and per-product figures, the sale rows and my statements (a §9 preset or from–to; default this month)',
    tags,
    access: [...teachAccess],
    query: revenueQuerySchema,
    handler: ({ query }, rc) => reportBody(rc, query, rc.requireUser().id),
  });
  env.route({
    method: 'GET',
    path: '/api/teach/revenue/csv',
    summary: 'My revenue rows as CSV (the same period as the report)',
    tags,
    access: [...teachAccess],
    query: revenueQuerySchema,
    handler: ({ query }, rc) => csvAnswer(rc, query, rc.requireUser().id),
  });
  env.route({
    method: 'GET',
    path: '/api/teach/revenue/orders/:orderIndex',
    summary: 'An order of mine with my ledger lines of it (sales and refunds)',
    tags,
    access: [...teachAccess],
    params: orderParams,
    handler: ({ params }, rc) => orderLines(rc, params.orderIndex, rc.requireUser().id),
  });

  const teacherOf = async (rc: RequestContext, teacher: number | undefined) => {
    if (teacher === undefined) return undefined;
    await rc.inChannel('user', teacher);
    return teacher;
  };

  env.route({
    method: 'GET',
    path: '/api/admin/revenue',
    summary: "The channel's revenue (optionally one teacher's): totals, charts' figures, rows and statements",
    tags,
    access: [...adminAccess],
    query: adminQuery,
    handler: async ({ query }, rc) => reportBody(rc, query, await teacherOf(rc, query.teacher)),
  });
  env.route({
    method: 'GET',
    path: '/api/admin/revenue/csv',
    summary: "The channel's revenue rows as CSV",
    tags,
    access: [...adminAccess],
    query: adminQuery,
    handler: async ({ query }, rc) => csvAnswer(rc, query, await teacherOf(rc, query.teacher)),
  });
  env.route({
    method: 'GET',
    path: '/api/admin/revenue/orders/:orderIndex',
    summary: 'An order of the channel with all its ledger lines',
    tags,
    access: [...adminAccess],
    params: orderParams,
    handler: ({ params }, rc) => orderLines(rc, params.orderIndex, undefined),
  });
  env.route({
    method: 'GET',
    path: '/api/admin/revenue/settings',
    summary: "The channel's payment fee rates, commission rate and holdback",
    tags,
    access: [...adminAccess],
    handler: async (_input, rc) => ({ data: await revenueSettingsOf(rc.db, channelOf(rc)) }),
  });
  env.route({
    method: 'PUT',
    path: '/api/admin/revenue/settings',
    summary: "Sets the channel's rates (basis points) and holdback days, for sales from now on",
    tags,
    access: [...adminAccess],
    body: revenueSettingsSchema,
    handler: async ({ body }, rc) => ({ data: await saveRevenueSettings(rc.db, channelOf(rc), body) }),
  });
  env.route({
    method: 'POST',
    path: '/api/admin/revenue/statements/:statementId/settle',
    summary: 'Marks a statement settled (the transfer made): its date and reference; then it never changes',
    tags,
    access: [...adminAccess],
    params: statementParams,
    body: settleStatementSchema,
    async handler({ params, body }, rc) {
      const row = await rc.inChannel<StatementRow>(statementKind, params.statementId, statementNotFound);
      const settledOn = body.settledOn ?? dayIsoOf(kstDay(new Date()));
      const done = await settleStatement(
        rc.db,
        row.id,
        rc.requireUser().id,
        body.transferReference,
        settledOn,
      );
      if (!done) throw new AppError(409, 'statement_settled', 'commerce.error.statement_settled');
      const [statement] = await statementsOf(rc.db, channelOf(rc), undefined, [row.id]);
      return { data: statement };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/admin/revenue/statements/close',
    summary: "Closes a period's statements now (what the monthly job does; a re-run adds nothing)",
    tags,
    access: [...adminAccess],
    body: closePeriodSchema,
    async handler({ body }, rc) {
      const now = new Date();
      if (now < periodBounds(body.period).end)
        throw new AppError(400, 'period_not_over', 'commerce.error.period_not_over');
      const channelId = channelOf(rc);
      const { created } = await closePeriod(rc.db, body.period, now, channelId);
      const mine = created.length === 0 ? [] : await statementsOf(rc.db, channelId, undefined, created);
      return { data: { period: body.period, statements: mine } };
    },
  });
}
