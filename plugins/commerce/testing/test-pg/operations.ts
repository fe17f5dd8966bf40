// What the Toss API calls do to the payments: confirm, fetch and cancel, with Toss's rules
// and error codes. Each returns the answer to send; the HTTP side (auth, idempotency,
// faults) is in api.ts.
import type { Context } from './context.ts';
import { errorAnswer, errorCodes } from './errors.ts';
import { newTransactionKey, type StoredPayment } from './payment.ts';

/** An answer to send. */
export interface Answer {
  status: number;
  body: unknown;
  /** Answer only after this many ms (the timeout card). */
  hangMs?: number;
}

const error = (code: string, english: boolean, message?: string): Answer => {
  const answer = errorAnswer(code, english);
  return message ? { status: answer.status, body: { code, message } } : answer;
};

const ok = (ctx: Context, p: StoredPayment, english: boolean): Answer => ({
  status: 200,
  body: ctx.tossPayment(p, english),
});

/** An unconfirmed payment past its session time becomes EXPIRED (checked when touched). */
export function expireIfDue(ctx: Context, p: StoredPayment): void {
  if ((p.status === 'IN_PROGRESS' || p.status === 'READY') && ctx.now() > p.expiresAt) {
    p.status = 'EXPIRED';
    ctx.changed(p);
  }
}

/** POST /v1/payments/confirm `{ paymentKey, orderId, amount }`. */
export function confirm(ctx: Context, body: Record<string, unknown> | null, english: boolean): Answer {
  const { paymentKey, orderId, amount } = body ?? {};
  if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || !Number.isInteger(amount))
    return error('INVALID_REQUEST', english);
  const p = ctx.store.get(paymentKey);
  if (!p || p.orderId !== orderId) return error('NOT_FOUND_PAYMENT_SESSION', english);
  expireIfDue(ctx, p);
  switch (p.status) {
    case 'EXPIRED':
      return error('NOT_FOUND_PAYMENT_SESSION', english);
    case 'DONE':
    case 'PARTIAL_CANCELED':
    case 'CANCELED':
      return error('ALREADY_PROCESSED_PAYMENT', english);
    case 'ABORTED':
      return error(p.failure?.code ?? 'REJECT_CARD_COMPANY', english);
    default:
      break;
  }
  if (amount !== p.totalAmount)
    return error(
      'INVALID_REQUEST',
      english,
      english ? 'The amount differs from the requested amount.' : '결제 금액이 요청한 금액과 다릅니다.',
    );
  switch (p.scenario) {
    case 'decline':
    case 'decline-limit': {
      const code = p.scenario === 'decline' ? 'REJECT_CARD_COMPANY' : 'REJECT_CARD_PAYMENT';
      p.status = 'ABORTED';
      p.failure = { code, message: errorCodes[code].ko };
      ctx.changed(p);
      return error(code, english);
    }
    case 'server-error':
      return error('FAILED_INTERNAL_SYSTEM_PROCESSING', english);
    case 'provider-error':
      return error('PROVIDER_ERROR', english);
    default: {
      p.status = 'DONE';
      p.approvedAt = ctx.now();
      p.balanceAmount = p.totalAmount;
      p.lastTransactionKey = newTransactionKey();
      ctx.changed(p);
      const answer = ok(ctx, p, english);
      return p.scenario === 'timeout' ? { ...answer, hangMs: ctx.hangMs } : answer;
    }
  }
}

/** GET /v1/payments/{paymentKey} and GET /v1/payments/orders/{orderId}. */
export function fetchPayment(
  ctx: Context,
  by: { paymentKey?: string; orderId?: string },
  english: boolean,
): Answer {
  const p = by.paymentKey !== undefined ? ctx.store.get(by.paymentKey) : ctx.store.byOrder(by.orderId ?? '');
  if (!p) return error('NOT_FOUND_PAYMENT', english);
  expireIfDue(ctx, p);
  return ok(ctx, p, english);
}

/** POST /v1/payments/{paymentKey}/cancel `{ cancelReason, cancelAmount? }`. */
export function cancel(
  ctx: Context,
  paymentKey: string,
  body: Record<string, unknown> | null,
  english: boolean,
): Answer {
  const p = ctx.store.get(paymentKey);
  if (!p) return error('NOT_FOUND_PAYMENT', english);
  const { cancelReason, cancelAmount } = body ?? {};
  if (typeof cancelReason !== 'string' || cancelReason.trim() === '' || cancelReason.length > 200)
    return error('INVALID_REQUEST', english);
  if (cancelAmount !== undefined && (!Number.isInteger(cancelAmount) || (cancelAmount as number) <= 0))
    return error('INVALID_REQUEST', english);
  expireIfDue(ctx, p);
  if (p.status === 'CANCELED') return error('ALREADY_CANCELED_PAYMENT', english);
  if (p.status !== 'DONE' && p.status !== 'PARTIAL_CANCELED') return error('NOT_CANCELABLE_PAYMENT', english);
  const amount = (cancelAmount as number | undefined) ?? p.balanceAmount;
  if (amount > p.balanceAmount) return error('NOT_CANCELABLE_AMOUNT', english);
  if (amount < p.balanceAmount && p.method !== 'card') return error('NOT_ALLOWED_PARTIAL_REFUND', english);
  p.balanceAmount -= amount;
  p.lastTransactionKey = newTransactionKey();
  p.cancels.push({
    transactionKey: p.lastTransactionKey,
    cancelReason,
    cancelAmount: amount,
    canceledAt: ctx.now(),
    refundableAmount: p.balanceAmount,
  });
  p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
  ctx.changed(p);
  return ok(ctx, p, english);
}
