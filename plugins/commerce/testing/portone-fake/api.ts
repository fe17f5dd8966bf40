// The PortOne V2 REST subset the adapter uses: pre-register, get payment, cancel. Errors are
// `{ type, message }` with PortOne's types and HTTP statuses.
import type { FakePayment, FakeStore } from './store.ts';

/** An answer: status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

const error = (status: number, type: string, message: string): Answer => ({
  status,
  body: { type, message },
});

/** What a successful cancel changed, for the webhook it causes. */
export type CancelEffect = { payment: FakePayment } | null;

/** Answers one API call (auth already checked); `onCancel` hears of each refund made. */
export function answerApi(
  store: FakeStore,
  request: { method: string; path: string; body: Record<string, unknown> | null },
  onCancel: (payment: FakePayment) => void,
): Answer {
  const match = /^\/payments\/([^/]+)(\/pre-register|\/cancel)?$/.exec(request.path);
  if (!match) return error(404, 'NOT_FOUND', `no route ${request.method} ${request.path}`);
  const id = decodeURIComponent(match[1]);
  const action = match[2] ?? '';
  const payment = store.payments.get(id);
  if (request.method === 'GET' && action === '') {
    if (!payment) return error(404, 'PAYMENT_NOT_FOUND', '결제 건이 존재하지 않습니다.');
    return { status: 200, body: payment };
  }
  if (request.method !== 'POST') return error(405, 'INVALID_REQUEST', 'method not allowed');
  const body = request.body ?? {};
  if (action === '/pre-register') {
    if (payment && payment.status !== 'READY')
      return error(409, 'ALREADY_PAID', '결제가 이미 완료되었습니다.');
    const totalAmount = body.totalAmount;
    if (typeof totalAmount !== 'number' || !Number.isInteger(totalAmount) || totalAmount <= 0)
      return error(400, 'INVALID_REQUEST', 'totalAmount must be a positive integer');
    store.preRegistered.set(id, { totalAmount, currency: String(body.currency ?? 'KRW') });
    return { status: 200, body: {} };
  }
  if (action === '/cancel') {
    if (!payment) return error(404, 'PAYMENT_NOT_FOUND', '결제 건이 존재하지 않습니다.');
    if (payment.status === 'CANCELLED')
      return error(409, 'PAYMENT_ALREADY_CANCELLED', '이미 취소된 결제입니다.');
    if (payment.status !== 'PAID' && payment.status !== 'PARTIAL_CANCELLED')
      return error(409, 'PAYMENT_NOT_PAID', '결제가 완료되지 않았습니다.');
    const balance = payment.amount.total - payment.amount.cancelled;
    if (body.currentCancellableAmount !== undefined && body.currentCancellableAmount !== balance)
      return error(409, 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN', '취소 가능 금액이 변경되었습니다.');
    const amount = body.amount === undefined ? balance : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return error(400, 'INVALID_REQUEST', 'amount must be a positive integer');
    if (amount > balance)
      return error(
        409,
        'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT',
        '취소 금액이 취소 가능 금액을 초과합니다.',
      );
    const now = new Date().toISOString();
    const cancellation = {
      status: 'SUCCEEDED' as const,
      id: `cancel-${payment.cancellations.length + 1}-${id}`,
      totalAmount: amount,
      reason: String(body.reason ?? ''),
      cancelledAt: now,
      requestedAt: now,
    };
    payment.cancellations.push(cancellation);
    payment.amount.cancelled += amount;
    payment.status = payment.amount.cancelled === payment.amount.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
    onCancel(payment);
    return { status: 200, body: { cancellation } };
  }
  return error(404, 'NOT_FOUND', `no route ${request.method} ${request.path}`);
}
