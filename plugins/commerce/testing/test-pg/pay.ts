// The payment window: GET /pay shows the card or phone form, POST /pay takes the buyer to
// successUrl (paymentKey, orderId, amount) or failUrl (code, message), as Toss's redirect flow
// does. The payment it creates waits IN_PROGRESS for the merchant's confirm.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeCardNumber, normalizePhone, scenarioOf } from './cards.ts';
import { redirect, sendHtml, type Context } from './context.ts';
import { errorAnswer } from './errors.ts';
import { invalidRequestPage, payPage, type PayRequest } from './page.ts';
import { newPaymentKey, type StoredPayment } from './payment.ts';
import { pickLang, type Lang } from './texts.ts';

const methodNames: Record<string, PayRequest['method']> = {
  card: 'card',
  CARD: 'card',
  카드: 'card',
  phone: 'phone',
  MOBILE_PHONE: 'phone',
  휴대폰: 'phone',
};

const httpUrl = (value: string | null) => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The window's parameters, validated as Toss validates them; an error code otherwise. */
export function parsePayRequest(params: URLSearchParams): PayRequest | { code: string } {
  const orderId = params.get('orderId') ?? '';
  if (!/^[A-Za-z0-9_=-]{6,64}$/.test(orderId)) return { code: 'INVALID_ORDER_ID' };
  const amountText = params.get('amount') ?? '';
  const amount = /^\d+$/.test(amountText) ? Number(amountText) : NaN;
  if (!Number.isSafeInteger(amount)) return { code: 'INVALID_REQUEST' };
  if (amount < 100) return { code: 'BELOW_MINIMUM_AMOUNT' };
  const orderName = params.get('orderName') ?? '';
  if (orderName.trim() === '' || orderName.length > 100) return { code: 'INVALID_ORDER_NAME' };
  const successUrl = params.get('successUrl');
  if (!httpUrl(successUrl)) return { code: 'INCORRECT_SUCCESS_URL_FORMAT' };
  const failUrl = params.get('failUrl');
  if (!httpUrl(failUrl)) return { code: 'INCORRECT_FAIL_URL_FORMAT' };
  const method = methodNames[params.get('method') ?? 'card'];
  if (!method) return { code: 'NOT_SUPPORTED_METHOD' };
  return { orderId, amount, orderName, successUrl: successUrl as string, failUrl: failUrl as string, method };
}

/** `url` with these query parameters added. */
function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** Why a payment cannot be created, or `null`. */
export function refusal(ctx: Context, orderId: string, means: { cardNumber?: string | null }): string | null {
  if (means.cardNumber && scenarioOf(means.cardNumber) === 'decline-in-window') return 'REJECT_CARD_COMPANY';
  const earlier = ctx.store.byOrder(orderId);
  if (earlier && ['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(earlier.status))
    return 'DUPLICATED_ORDER_ID';
  return null;
}

/** A payment the buyer authenticated: IN_PROGRESS until confirmed or expired. */
export function createPayment(
  ctx: Context,
  req: Pick<PayRequest, 'orderId' | 'amount' | 'orderName' | 'method'>,
  means: { cardNumber: string | null; phone: string | null },
): StoredPayment {
  const now = ctx.now();
  const payment: StoredPayment = {
    paymentKey: newPaymentKey(),
    orderId: req.orderId,
    orderName: req.orderName,
    method: req.method,
    cardNumber: req.method === 'card' ? means.cardNumber : null,
    phone: req.method === 'phone' ? means.phone : null,
    scenario: req.method === 'card' && means.cardNumber ? scenarioOf(means.cardNumber) : 'approve',
    status: 'IN_PROGRESS',
    totalAmount: req.amount,
    balanceAmount: req.amount,
    requestedAt: now,
    approvedAt: null,
    expiresAt: now + ctx.sessionTtlMs,
    lastTransactionKey: null,
    failure: null,
    cancels: [],
  };
  ctx.store.put(payment);
  ctx.store.save();
  return payment;
}

const pageHref = (params: URLSearchParams) => (lang: Lang) => {
  const next = new URLSearchParams(params);
  next.set('lang', lang);
  next.delete('action');
  next.delete('cardNumber');
  next.delete('phoneNumber');
  next.delete('testCard');
  return `/pay?${next}`;
};

/** GET /pay and POST /pay. */
export function handlePay(
  ctx: Context,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
  body: string,
): void {
  const params = req.method === 'POST' ? new URLSearchParams(body) : query;
  const lang = pickLang(params.get('lang'), req.headers['accept-language']);
  const parsed = parsePayRequest(params);
  if ('code' in parsed) return sendHtml(res, 400, invalidRequestPage(parsed.code, lang));
  const hrefFor = pageHref(params);
  if (req.method !== 'POST') return sendHtml(res, 200, payPage(parsed, lang, { hrefFor }));

  const fail = (code: string) => {
    const { body: error } = errorAnswer(code, lang !== 'ko');
    redirect(res, withParams(parsed.failUrl, { code, message: error.message, orderId: parsed.orderId }));
  };
  if (params.get('action') === 'cancel' && !params.get('testCard')) return fail('PAY_PROCESS_CANCELED');
  const card = parsed.method === 'card';
  const typed = params.get('testCard') ?? params.get(card ? 'cardNumber' : 'phoneNumber') ?? '';
  const cardNumber = card ? normalizeCardNumber(typed) : null;
  const phone = card ? null : normalizePhone(typed);
  if (!cardNumber && !phone)
    return sendHtml(res, 400, payPage(parsed, lang, { hrefFor, field: { value: typed, invalid: true } }));
  const refused = refusal(ctx, parsed.orderId, { cardNumber });
  if (refused) return fail(refused);
  const payment = createPayment(ctx, parsed, { cardNumber, phone });
  redirect(
    res,
    withParams(parsed.successUrl, {
      paymentType: 'NORMAL',
      orderId: payment.orderId,
      paymentKey: payment.paymentKey,
      amount: String(payment.totalAmount),
    }),
  );
}
