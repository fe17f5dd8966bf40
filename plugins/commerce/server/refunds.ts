// Refunds: a learner's request freezes the statutory figure and suspends the items; an admin
// approves (the figure, up to the order's balance) or rejects, or an undecided request is approved
// by itself on its due day; an approved refund is sent to the provider under
// `Idempotency-Key: refund-{id}` by the one caller holding its lease, and only once the provider
// has refunded are the items revoked, the ledger reversed and the order moved on, in one
// transaction guarded by `UPDATE … WHERE status = 'APPROVED' RETURNING`. A provider failure
// leaves the refund APPROVED with its error, nothing revoked, and a job and the sweep retry it;
// a refusal (one a retry cannot cure) stops the automatic retries until an admin sends it again.
import { AppError, type Knex } from '@seodang/sdk';
import { fitRefund, reversalParts, type SaleLineState } from '../common/refund-split.ts';
import { refundDecisionDue } from '../common/refund-due.ts';
import { isPaid } from '../common/order-state.ts';
import type { RefundResult } from '../common/refund.ts';
import type { RefundStatus } from '../common/refund-schemas.ts';
import type { PaymentDeps } from './confirm.ts';
import { releaseCoupons } from './coupons.ts';
import { refundDecidedJob, refundExecuteJob } from './job-defs.ts';
import { lockOrder, orderItems, transitionOrder, type OrderItemRow, type OrderRow } from './orders.ts';
import { isPaymentProviderError, type ProviderPayment } from './providers/index.ts';
import { grantOf, orderBalance, quoteRefund, type RefundQuote } from './refund-quote.ts';

/** A row of `commerce_refunds`. */
export interface RefundRow {
  id: number;
  order_id: number;
  channel_id: number | null;
  user_id: number;
  origin: 'learner' | 'admin';
  status: RefundStatus;
  reason: string;
  reject_reason: string | null;
  requested_amount: number;
  amount: number | null;
  full_only: boolean;
  requested_at: Date;
  due_date: string | Date;
  auto_approve_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
  decided_how: 'admin' | 'auto' | null;
  attempts: number;
  last_error: string | null;
  last_attempt_at: Date | null;
  executing_until: Date | null;
  /** The provider refused the cancel: no automatic retry until an admin sends it again. */
  retries_stopped_at: Date | null;
  transaction_key: string | null;
  refunded_at: Date | null;
}

/** A row of `commerce_refund_items`. */
export interface RefundItemRecord {
  refund_id: number;
  order_item_id: number;
  requested_amount: number;
  amount: number | null;
  calculation: RefundResult | null;
  open: boolean;
}

/** The scoped kind of refunds: `rc.inChannel(refundKind, index)` finds one in the request's channel. */
export const refundKind = 'refund';

/** The one 404 of a refund that is missing or in another channel. */
export const refundNotFound = { code: 'refund_not_found', messageKey: 'commerce.error.refund_not_found' };

/** What refunds need: the payment deps (db, kinds, provider, jobs, log). */
export type RefundDeps = PaymentDeps;

/** The provider's idempotency key of a refund's cancel: the same on every retry, by anyone. */
export const refundIdempotencyKey = (refund: Pick<RefundRow, 'id'>) => `refund-${refund.id}`;

/** How long the caller sending a refund to the provider holds it before another may try. */
const leaseMs = 2 * 60_000;
/** Retries chained after a failure (the sweep keeps trying after them, every {@link sweepRetryMs}). */
const chainedRetries = 10;
/** An approved refund untouched this long is sent again by the sweep. */
export const sweepRetryMs = 30 * 60_000;

/** The wait before the next try after `attempts` failures: 30 s, doubling, at most 30 minutes. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), sweepRetryMs);

const reloadRefund = async (db: Knex, id: number): Promise<RefundRow> =>
  (await db('commerce_refunds').where({ id }).first()) as RefundRow;

/** The start of the due day, when an undecided request is approved by itself. */
function dueOf(requestedAt: Date) {
  const due = refundDecisionDue(requestedAt);
  return { dueDate: due.dueDate, autoApproveAt: new Date(due.overdueAt.getTime() - 86_400_000) };
}

/** Order items of the order by id, with each one's children. */
function itemTree(all: readonly OrderItemRow[], id: number) {
  const item = all.find((i) => i.id === id);
  if (!item) throw new Error(`commerce: order item ${id} is not in its order`);
  return { item, children: all.filter((c) => c.parent_item_id === id) };
}

/** Calls a kind's suspend, resume or revoke for an item and its children (the ones that were granted). */
async function forEachGrant(
  trx: Knex.Transaction,
  deps: Pick<RefundDeps, 'kinds' | 'log'>,
  order: OrderRow,
  items: readonly OrderItemRow[],
  action: 'suspend' | 'resume' | 'revoke',
): Promise<void> {
  for (const item of items) {
    const kind = deps.kinds.get(item.item_type);
    if (!kind) {
      deps.log.warn(
        { orderItemId: item.id, kind: item.item_type },
        `commerce: no purchasable kind to ${action}`,
      );
      continue;
    }
    await kind[action]?.(trx, grantOf(order, item));
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * A learner's refund request of some items of their order: the figure is computed again inside
 * the order's lock, frozen with its arithmetic, and the items are suspended (their kinds'
 * `suspend`). Refusals as {@link quoteRefund}'s, and 409 refund_pending when a racing request took
 * an item first.
 */
export async function requestRefund(
  deps: RefundDeps,
  order: OrderRow,
  input: { itemIds: readonly number[]; reason: string; now?: Date },
): Promise<{ refund: RefundRow; quote: RefundQuote }> {
  const now = input.now ?? new Date();
  try {
    return await deps.db.transaction(async (trx) => {
      const locked = (await lockOrder(trx, order.id))!;
      const quote = await quoteRefund(trx, deps.kinds, locked, input.itemIds, now);
      const { dueDate, autoApproveAt } = dueOf(now);
      const [refund] = (await trx('commerce_refunds')
        .insert({
          order_id: locked.id,
          channel_id: locked.channel_id,
          user_id: locked.user_id,
          origin: 'learner',
          status: 'REQUESTED',
          reason: input.reason,
          requested_amount: quote.view.statutoryAmount,
          full_only: quote.view.fullOnly,
          requested_at: now,
          due_date: dueDate,
          auto_approve_at: autoApproveAt,
        })
        .returning('*')) as RefundRow[];
      await trx('commerce_refund_items').insert(
        quote.items.map((q) => ({
          refund_id: refund.id,
          order_item_id: q.item.id,
          requested_amount: q.result.refund,
          calculation: JSON.stringify(q.result),
        })),
      );
      const touched = quote.items.flatMap((q) => [q.item, ...q.children]);
      await forEachGrant(trx, deps, locked, touched, 'suspend');
      return { refund, quote };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'refund_pending', 'commerce.error.refund_pending');
    throw error;
  }
}

/** How an approval is made: by an admin (who may name an amount) or by itself on the due day. */
export interface ApproveInput {
  how: 'admin' | 'auto';
  by: number | null;
  amount?: number;
}

/**
 * Approves a REQUESTED refund: the amount is its statutory figure capped by the order's balance
 * and what its items have left, or an admin's amount between that figure and what the items have
 * left (400 refund_amount_out_of_range); a phone payment refunds only in full (the whole balance:
 * an admin must name it, 409 phone_refund_full_only, and the due-day approval takes it). Returns
 * whether this call approved it; an APPROVED or REFUNDED refund is left as it is (a double click),
 * a REJECTED one answers 409 refund_decided.
 */
export async function approveRefund(
  deps: RefundDeps,
  refundId: number,
  input: ApproveInput,
): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const { order_id: orderId } = (await trx('commerce_refunds')
      .where({ id: refundId })
      .first('order_id')) as {
      order_id: number;
    };
    const order = (await lockOrder(trx, orderId))!;
    const refund = (await trx('commerce_refunds').where({ id: refundId }).forUpdate().first()) as RefundRow;
    if (refund.status === 'REJECTED')
      throw new AppError(409, 'refund_decided', 'commerce.error.refund_decided');
    if (refund.status !== 'REQUESTED') return false;
    const records: RefundItemRecord[] = await trx('commerce_refund_items')
      .where({ refund_id: refund.id })
      .orderBy('order_item_id');
    const all = await orderItems(trx, [order.id]);
    const caps = records.map((r) => {
      const { item } = itemTree(all, r.order_item_id);
      return item.amount - item.refunded_amount;
    });
    const balance = await orderBalance(trx, order);
    const max = Math.min(
      balance,
      caps.reduce((a, b) => a + b, 0),
    );
    const figure = Math.min(refund.requested_amount, max);
    let amount: number;
    if (refund.full_only) {
      amount = input.amount ?? (input.how === 'auto' ? balance : figure);
      if (amount !== balance || balance > max)
        throw new AppError(409, 'phone_refund_full_only', 'commerce.error.phone_refund_full_only', {
          balance: balance.toLocaleString('en-US'),
        });
    } else {
      amount = input.amount ?? figure;
      if (amount < figure || amount > max)
        throw new AppError(400, 'refund_amount_out_of_range', 'commerce.error.refund_amount_out_of_range', {
          min: figure.toLocaleString('en-US'),
          max: max.toLocaleString('en-US'),
        });
    }
    const shares = fitRefund(
      amount,
      records.map((r, i) => Math.min(r.requested_amount, caps[i])),
      caps,
    );
    const now = new Date();
    await trx('commerce_refunds').where({ id: refund.id }).update({
      status: 'APPROVED',
      amount,
      decided_at: now,
      decided_by: input.by,
      decided_how: input.how,
      updated_at: now,
    });
    for (const [i, r] of records.entries())
      await trx('commerce_refund_items')
        .where({ refund_id: refund.id, order_item_id: r.order_item_id })
        .update({ amount: shares[i] });
    return true;
  });
}

/** The ledger's refund lines of one item's refund: its sale lines reversed in part or in full. */
async function reverseLedger(
  trx: Knex.Transaction,
  refund: RefundRow,
  order: OrderRow,
  leaf: OrderItemRow,
  amount: number,
): Promise<void> {
  if (amount === 0) return;
  const sales: {
    id: string | number;
    amount: number;
    fee: number;
    commission: number;
    recipient_user_id: number | null;
  }[] = await trx('commerce_ledger')
    .where({ order_item_id: leaf.id, entry_type: 'sale' })
    .orderBy('id')
    .select('id', 'amount', 'fee', 'commission', 'recipient_user_id');
  const reversed: { reverses_id: string | number; amount: string; fee: string; commission: string }[] =
    await trx('commerce_ledger')
      .where({ order_item_id: leaf.id, entry_type: 'refund' })
      .groupBy('reverses_id')
      .select('reverses_id')
      .sum({ amount: 'amount', fee: 'fee', commission: 'commission' });
  const lines: SaleLineState[] = sales.map((s) => {
    const r = reversed.find((x) => String(x.reverses_id) === String(s.id));
    return {
      id: Number(s.id),
      amount: s.amount,
      fee: s.fee,
      commission: s.commission,
      reversed: {
        amount: -Number(r?.amount ?? 0),
        fee: -Number(r?.fee ?? 0),
        commission: -Number(r?.commission ?? 0),
      },
    };
  });
  const recipients = new Map(sales.map((s) => [Number(s.id), s.recipient_user_id]));
  const parts = reversalParts(lines, amount);
  if (parts.length === 0) return;
  await trx('commerce_ledger').insert(
    parts.map((p) => ({
      entry_type: 'refund',
      order_id: order.id,
      order_item_id: leaf.id,
      channel_id: order.channel_id,
      recipient_user_id: recipients.get(p.reverses) ?? null,
      amount: -p.amount,
      fee: -p.fee,
      commission: -p.commission,
      net: -p.net,
      method: order.method,
      provider: order.provider,
      reverses_id: p.reverses,
      refund_id: refund.id,
    })),
  );
}

/**
 * The refund is done at the provider (or needed no provider: 0 won): in one transaction, the
 * refund becomes REFUNDED (only one caller gets it), its items are revoked through their kinds,
 * each item's refund is written and its sale lines reversed, the order becomes PARTIAL_CANCELED or
 * CANCELED (no item left), and a refund of the whole payment gives the order's coupons back.
 * Returns the refund, or undefined when another caller completed it.
 */
async function completeRefund(
  trx: Knex.Transaction,
  deps: Pick<RefundDeps, 'kinds' | 'log'>,
  refundId: number,
  payment: ProviderPayment | null,
): Promise<RefundRow | undefined> {
  const { order_id: orderId } = (await trx('commerce_refunds').where({ id: refundId }).first('order_id')) as {
    order_id: number;
  };
  const order = (await lockOrder(trx, orderId))!;
  const now = new Date();
  const [refund] = (await trx('commerce_refunds')
    .where({ id: refundId, status: 'APPROVED' })
    .update({
      status: 'REFUNDED',
      refunded_at: now,
      executing_until: null,
      last_error: null,
      retries_stopped_at: null,
      transaction_key: payment?.cancels.at(-1)?.transactionKey ?? null,
      updated_at: now,
    })
    .returning('*')) as RefundRow[];
  if (!refund) return undefined;
  const records: RefundItemRecord[] = await trx('commerce_refund_items')
    .where({ refund_id: refund.id })
    .orderBy('order_item_id');
  await trx('commerce_refund_items').where({ refund_id: refund.id }).update({ open: false });
  const all = await orderItems(trx, [order.id]);
  const touched: OrderItemRow[] = [];
  for (const record of records) {
    const { item, children } = itemTree(all, record.order_item_id);
    const share = record.amount ?? 0;
    const leaves = children.length > 0 ? children : [item];
    const caps = leaves.map((l) => l.amount - l.refunded_amount);
    const calc = record.calculation;
    const base =
      calc?.rule === 'bundle' && calc.children.length === leaves.length
        ? calc.children.map((c, i) => Math.min(c.refund, caps[i]))
        : caps;
    const parts = leaves.length === 1 ? [share] : fitRefund(share, base, caps);
    for (const [i, leaf] of leaves.entries()) {
      await trx('commerce_order_items')
        .where({ id: leaf.id })
        .update({
          refunded_amount: trx.raw('refunded_amount + ?', [parts[i]]),
          revoked_at: trx.raw('coalesce(revoked_at, ?)', [now]),
        });
      await reverseLedger(trx, refund, order, leaf, parts[i]);
    }
    if (children.length > 0)
      await trx('commerce_order_items')
        .where({ id: item.id })
        .update({
          refunded_amount: trx.raw('refunded_amount + ?', [share]),
          revoked_at: trx.raw('coalesce(revoked_at, ?)', [now]),
        });
    touched.push(item, ...children);
  }
  await forEachGrant(trx, deps, order, touched, 'revoke');
  const refunded = order.refunded_amount + (refund.amount ?? 0);
  const left = await trx('commerce_order_items')
    .where({ order_id: order.id })
    .whereNull('parent_item_id')
    .whereNull('revoked_at')
    .first('id');
  const to = left ? 'PARTIAL_CANCELED' : 'CANCELED';
  await transitionOrder(trx, order.id, to, {
    refunded_amount: refunded,
    ...(to === 'CANCELED' ? { closed_at: now } : {}),
  });
  if (to === 'CANCELED' && refunded === order.amount) await releaseCoupons(trx, order.id, ['redeemed']);
  if (payment && payment.balanceAmount !== order.amount - refunded)
    deps.log.warn(
      {
        orderId: order.id,
        refundId: refund.id,
        providerBalance: payment.balanceAmount,
        ours: order.amount - refunded,
      },
      "commerce: the provider's balance differs from the order's after a refund",
    );
  return refund;
}

/** Tells the learner (after commit): a job, so a lost notification is sent again. */
async function queueDecided(deps: Pick<RefundDeps, 'enqueue' | 'log'>, refundId: number) {
  await deps
    .enqueue(refundDecidedJob, { refundId }, { jobId: `refund-decided-${refundId}` })
    .catch((error: unknown) => deps.log.warn({ err: error, refundId }, 'commerce: refund notice not queued'));
}

/**
 * Whether retrying the same cancel cannot help: the provider refused it (a decline, our
 * credentials, a payment it does not know), as opposed to not answering (timeout, 5xx).
 */
const isRefusal = (error: unknown) =>
  isPaymentProviderError(error) &&
  (error.kind === 'declined' || error.kind === 'config' || error.kind === 'not-found');

/**
 * Records a failed try. A refusal stops the automatic retries (`retries_stopped_at`: the admin
 * sees the provider's message and may retry by hand); any other failure queues the next try (the
 * sweep keeps trying after the chain).
 */
async function noteFailure(
  deps: RefundDeps,
  refund: RefundRow,
  message: string,
  refused = false,
): Promise<RefundRow> {
  await deps
    .db('commerce_refunds')
    .where({ id: refund.id, status: 'APPROVED' })
    .update({
      last_error: message.slice(0, 1000),
      executing_until: null,
      retries_stopped_at: refused ? deps.db.fn.now() : null,
      updated_at: deps.db.fn.now(),
    });
  if (!refused && refund.attempts < chainedRetries)
    await deps
      .enqueue(
        refundExecuteJob,
        { refundId: refund.id },
        { jobId: `refund-${refund.id}-${refund.attempts}`, delayMs: retryDelayMs(refund.attempts) },
      )
      .catch((error: unknown) =>
        deps.log.warn(
          { err: error, refundId: refund.id },
          'commerce: refund retry not queued; the sweep retries',
        ),
      );
  deps.log.warn(
    { refundId: refund.id, attempts: refund.attempts, error: message, refused },
    refused
      ? 'commerce: the provider refused a refund; it waits for an admin'
      : 'commerce: a refund did not go through',
  );
  return reloadRefund(deps.db, refund.id);
}

const describe = (error: unknown) =>
  isPaymentProviderError(error)
    ? `${error.providerCode}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Sends an APPROVED refund to the provider and completes it. One caller at a time (a lease on the
 * row); the provider sees the same `Idempotency-Key: refund-{id}` on every try, so a retry after a
 * lost answer refunds nothing twice. A failure leaves it APPROVED with `last_error`, nothing
 * revoked, and queues a retry; a refusal stops the retries instead. `automatic` (the retry job,
 * the sweeps) leaves a refund whose retries were stopped alone: only an admin sends it again.
 * Returns the refund as it now is.
 */
export async function executeRefund(
  deps: RefundDeps,
  refundId: number,
  options: { automatic?: boolean } = {},
): Promise<RefundRow> {
  const db = deps.db;
  const [claimed] = (await db('commerce_refunds')
    .where({ id: refundId, status: 'APPROVED' })
    .where((q) => q.whereNull('executing_until').orWhere('executing_until', '<', db.fn.now()))
    .modify((q) => {
      if (options.automatic) q.whereNull('retries_stopped_at');
    })
    .update({
      executing_until: new Date(Date.now() + leaseMs),
      attempts: db.raw('attempts + 1'),
      last_attempt_at: db.fn.now(),
      updated_at: db.fn.now(),
    })
    .returning('*')) as RefundRow[];
  if (!claimed) return reloadRefund(db, refundId);
  const order = (await db('commerce_orders').where({ id: claimed.order_id }).first()) as OrderRow;
  const amount = claimed.amount ?? 0;
  let payment: ProviderPayment | null = null;
  if (amount > 0) {
    const setup = deps.setup();
    if (!order.payment_key)
      return noteFailure(deps, claimed, 'no_payment: the order has no payment to cancel', true);
    if (!setup) return noteFailure(deps, claimed, 'payment_unavailable: no payment provider is configured');
    const reason = (
      claimed.reason.trim() || (claimed.origin === 'admin' ? '결제 취소' : '환불 요청 승인')
    ).slice(0, 200);
    try {
      payment = await setup.provider.cancel({
        paymentKey: order.payment_key,
        reason,
        amount: claimed.full_only ? undefined : amount,
        idempotencyKey: refundIdempotencyKey(claimed),
        currentBalance: order.amount - order.refunded_amount,
      });
    } catch (error) {
      if (!(isPaymentProviderError(error) && error.kind === 'already-processed'))
        return noteFailure(deps, claimed, describe(error), isRefusal(error));
      // Refunded in full already: done only if that is where this refund leaves the order too.
      const now = await setup.provider.getPayment(order.payment_key).catch(() => null);
      if (!now) return noteFailure(deps, claimed, describe(error));
      if (now.balanceAmount !== 0 || order.amount - order.refunded_amount - amount !== 0)
        return noteFailure(deps, claimed, describe(error), true);
      payment = now;
    }
  }
  const done = await db.transaction((trx) => completeRefund(trx, deps, claimed.id, payment));
  if (done) await queueDecided(deps, done.id);
  return reloadRefund(db, refundId);
}

/**
 * Rejects a REQUESTED refund with the reason the learner is told: its items are theirs to use
 * again (their kinds' `resume`) and free for a new request. A rejected one is left as it is;
 * an approved or refunded one answers 409 refund_decided.
 */
export async function rejectRefund(
  deps: RefundDeps,
  refundId: number,
  input: { by: number; reason: string },
): Promise<RefundRow> {
  const changed = await deps.db.transaction(async (trx) => {
    const { order_id: orderId } = (await trx('commerce_refunds')
      .where({ id: refundId })
      .first('order_id')) as {
      order_id: number;
    };
    const order = (await lockOrder(trx, orderId))!;
    const refund = (await trx('commerce_refunds').where({ id: refundId }).forUpdate().first()) as RefundRow;
    if (refund.status === 'REJECTED') return false;
    if (refund.status !== 'REQUESTED')
      throw new AppError(409, 'refund_decided', 'commerce.error.refund_decided');
    const now = new Date();
    await trx('commerce_refunds').where({ id: refund.id }).update({
      status: 'REJECTED',
      reject_reason: input.reason,
      decided_at: now,
      decided_by: input.by,
      decided_how: 'admin',
      updated_at: now,
    });
    const records: RefundItemRecord[] = await trx('commerce_refund_items').where({ refund_id: refund.id });
    await trx('commerce_refund_items').where({ refund_id: refund.id }).update({ open: false });
    const all = await orderItems(trx, [order.id]);
    const touched = records.flatMap((r) => {
      const { item, children } = itemTree(all, r.order_item_id);
      return [item, ...children];
    });
    await forEachGrant(trx, deps, order, touched, 'resume');
    return true;
  });
  if (changed) await queueDecided(deps, refundId);
  return reloadRefund(deps.db, refundId);
}

/**
 * An admin cancels what is left of a paid order outright (spec §4 "A payment can be cancelled"):
 * a refund of the whole balance and every item not refunded yet, approved at once and sent to the
 * provider. Refuses an order that is not paid or has nothing left (409 order_not_refundable,
 * nothing_to_refund) and one with a refund still open (409 refund_pending or refund_in_progress:
 * decide that first).
 */
export async function cancelPayment(
  deps: RefundDeps,
  order: OrderRow,
  input: { by: number; reason: string },
): Promise<RefundRow> {
  const refundId = await deps.db.transaction(async (trx) => {
    const locked = (await lockOrder(trx, order.id))!;
    if (!isPaid(locked.status))
      throw new AppError(409, 'order_not_refundable', 'commerce.error.order_not_refundable');
    const open = (await trx('commerce_refunds')
      .where({ order_id: locked.id })
      .whereIn('status', ['REQUESTED', 'APPROVED'])
      .first('status')) as { status: RefundStatus } | undefined;
    if (open?.status === 'REQUESTED')
      throw new AppError(409, 'refund_pending', 'commerce.error.refund_pending');
    if (open) throw new AppError(409, 'refund_in_progress', 'commerce.error.refund_in_progress');
    const all = await orderItems(trx, [locked.id]);
    const items = all.filter(
      (i) => i.parent_item_id === null && (i.revoked_at === null || i.amount > i.refunded_amount),
    );
    const balance = locked.amount - locked.refunded_amount;
    if (items.length === 0) throw new AppError(409, 'nothing_to_refund', 'commerce.error.nothing_to_refund');
    const now = new Date();
    const { dueDate, autoApproveAt } = dueOf(now);
    const caps = items.map((i) => i.amount - i.refunded_amount);
    const shares = fitRefund(
      Math.min(
        balance,
        caps.reduce((a, b) => a + b, 0),
      ),
      caps,
      caps,
    );
    const amount = shares.reduce((a, b) => a + b, 0);
    const [refund] = (await trx('commerce_refunds')
      .insert({
        order_id: locked.id,
        channel_id: locked.channel_id,
        user_id: locked.user_id,
        origin: 'admin',
        status: 'APPROVED',
        reason: input.reason,
        requested_amount: amount,
        amount,
        full_only: locked.method === 'phone' && amount === balance,
        requested_at: now,
        due_date: dueDate,
        auto_approve_at: autoApproveAt,
        decided_at: now,
        decided_by: input.by,
        decided_how: 'admin',
      })
      .returning('*')) as RefundRow[];
    await trx('commerce_refund_items').insert(
      items.map((item, i) => ({
        refund_id: refund.id,
        order_item_id: item.id,
        requested_amount: shares[i],
        amount: shares[i],
        calculation: null,
      })),
    );
    const touched = items.flatMap((item) => [item, ...all.filter((c) => c.parent_item_id === item.id)]);
    await forEachGrant(trx, deps, locked, touched, 'suspend');
    return refund.id;
  });
  return executeRefund(deps, refundId);
}

/**
 * One sweep (job `commerce.refund-sweep`, every minute): requests that reached their due day
 * undecided are approved at their statutory figure and sent (the law's deadline is never
 * missed), and approved refunds nobody has tried for {@link sweepRetryMs} are sent again (not
 * those the provider refused: they wait for an admin).
 */
export async function refundSweep(deps: RefundDeps, now = new Date()) {
  const due: { id: number }[] = await deps
    .db('commerce_refunds')
    .where({ status: 'REQUESTED' })
    .where('auto_approve_at', '<=', now)
    .orderBy('auto_approve_at')
    .limit(50)
    .select('id');
  let approved = 0;
  for (const { id } of due) {
    try {
      if (await approveRefund(deps, id, { how: 'auto', by: null })) approved++;
      await executeRefund(deps, id, { automatic: true });
    } catch (error) {
      deps.log.error({ err: error, refundId: id }, 'commerce: a refund due today could not be approved');
    }
  }
  const stale: { id: number }[] = await deps
    .db('commerce_refunds')
    .where({ status: 'APPROVED' })
    .whereNull('retries_stopped_at')
    .where((q) => q.whereNull('executing_until').orWhere('executing_until', '<', now))
    .where((q) =>
      q.whereNull('last_attempt_at').orWhere('last_attempt_at', '<=', new Date(now.getTime() - sweepRetryMs)),
    )
    .orderBy('id')
    .limit(20)
    .select('id');
  let retried = 0;
  for (const { id } of stale) {
    if ((await executeRefund(deps, id, { automatic: true })).status === 'REFUNDED') retried++;
  }
  return { approved, retried };
}
