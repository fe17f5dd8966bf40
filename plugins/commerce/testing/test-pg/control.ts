// The control API under /__control/ (only when started with `control: true`): inject faults,
// read the call log, create payment sessions without the page, expire one, and steer
// webhooks (hold and release late or reversed, send again, change the URL).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeCardNumber, normalizePhone } from './cards.ts';
import { parseJsonObject, sendJson, type Context, type Fault } from './context.ts';
import { errorAnswer } from './errors.ts';
import { createPayment, refusal } from './pay.ts';

const targets = new Set(['confirm', 'cancel', 'fetch', 'any']);

function parseFault(body: Record<string, unknown>): Fault | string {
  const { on = 'confirm', when = 'before', code, status, message, delayMs, drop, times = 1 } = body;
  if (typeof on !== 'string' || !targets.has(on)) return 'on: confirm, cancel, fetch or any';
  if (when !== 'before' && when !== 'after') return 'when: before or after';
  if (code !== undefined && typeof code !== 'string') return 'code: a string';
  if (
    status !== undefined &&
    !(Number.isInteger(status) && (status as number) >= 400 && (status as number) < 600)
  )
    return 'status: 400-599';
  if (message !== undefined && typeof message !== 'string') return 'message: a string';
  if (delayMs !== undefined && !(Number.isInteger(delayMs) && (delayMs as number) >= 0)) return 'delayMs: ms';
  if (drop !== undefined && typeof drop !== 'boolean') return 'drop: a boolean';
  if (!(Number.isInteger(times) && (times as number) >= 1)) return 'times: 1 or more';
  return {
    on: on as Fault['on'],
    when,
    code: code as string | undefined,
    status: status as number | undefined,
    message: message as string | undefined,
    delayMs: delayMs as number | undefined,
    drop: drop as boolean | undefined,
    times: times as number,
  };
}

function createSession(ctx: Context, body: Record<string, unknown>) {
  const { orderId, amount, orderName = 'Test order', method = 'card', cardNumber, phone } = body;
  if (typeof orderId !== 'string' || !/^[A-Za-z0-9_=-]{6,64}$/.test(orderId))
    return errorAnswer('INVALID_ORDER_ID', true);
  if (!Number.isInteger(amount) || (amount as number) < 100) return errorAnswer('BELOW_MINIMUM_AMOUNT', true);
  if (typeof orderName !== 'string') return errorAnswer('INVALID_ORDER_NAME', true);
  if (method !== 'card' && method !== 'phone') return errorAnswer('NOT_SUPPORTED_METHOD', true);
  const card =
    method === 'card'
      ? normalizeCardNumber(typeof cardNumber === 'string' ? cardNumber : '4111111111111111')
      : null;
  const mobile =
    method === 'phone' ? normalizePhone(typeof phone === 'string' ? phone : '01000000000') : null;
  if (!card && !mobile)
    return errorAnswer(method === 'card' ? 'INVALID_CARD_NUMBER' : 'INVALID_REQUEST', true);
  const refused = refusal(ctx, orderId, { cardNumber: card });
  if (refused) return errorAnswer(refused, true);
  const payment = createPayment(
    ctx,
    { orderId, amount: amount as number, orderName, method },
    { cardNumber: card, phone: mobile },
  );
  return { status: 201, body: ctx.tossPayment(payment, false) };
}

/** Handle a request under /__control/. */
export function handleControl(
  ctx: Context,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  text: string,
): void {
  const method = req.method ?? 'GET';
  const body = parseJsonObject(text || '{}') ?? {};
  const bad = (message: string) => sendJson(res, 400, { code: 'INVALID_REQUEST', message });
  const route = `${method} ${path}`;
  const paymentMatch = /^POST \/__control\/payments\/([^/]+)\/expire$/.exec(route);

  if (route === 'GET /__control/calls') return sendJson(res, 200, { calls: ctx.calls });
  if (route === 'DELETE /__control/calls') {
    ctx.calls.length = 0;
    return sendJson(res, 200, { calls: [] });
  }
  if (route === 'GET /__control/faults') return sendJson(res, 200, { faults: ctx.faults });
  if (route === 'POST /__control/faults') {
    const fault = parseFault(body);
    if (typeof fault === 'string') return bad(fault);
    ctx.faults.push(fault);
    return sendJson(res, 201, { faults: ctx.faults });
  }
  if (route === 'DELETE /__control/faults') {
    ctx.faults.length = 0;
    return sendJson(res, 200, { faults: [] });
  }
  if (route === 'POST /__control/sessions') {
    const answer = createSession(ctx, body);
    return sendJson(res, answer.status, answer.body);
  }
  if (route === 'GET /__control/payments')
    return sendJson(res, 200, { payments: ctx.store.all().map((p) => ctx.tossPayment(p, false)) });
  if (paymentMatch) {
    const payment = ctx.store.get(decodeURIComponent(paymentMatch[1]));
    if (!payment) return sendJson(res, 404, errorAnswer('NOT_FOUND_PAYMENT', true).body);
    if (payment.status !== 'IN_PROGRESS' && payment.status !== 'READY')
      return sendJson(res, 409, { code: 'NOT_EXPIRABLE', message: `the payment is ${payment.status}` });
    payment.expiresAt = ctx.now();
    payment.status = 'EXPIRED';
    ctx.changed(payment);
    return sendJson(res, 200, ctx.tossPayment(payment, false));
  }
  if (route === 'GET /__control/webhooks')
    return sendJson(res, 200, {
      webhooks: ctx.webhooks
        .records()
        .map(({ body: raw, ...rest }) => ({ ...rest, body: JSON.parse(raw) as unknown })),
    });
  if (route === 'PUT /__control/webhooks/url') {
    const { url } = body;
    if (url !== null && typeof url !== 'string') return bad('url: a URL or null');
    ctx.webhooks.setUrl(url);
    return sendJson(res, 200, { url });
  }
  if (route === 'POST /__control/webhooks/hold') {
    ctx.webhooks.hold();
    return sendJson(res, 200, { holding: true });
  }
  if (route === 'POST /__control/webhooks/release') {
    const { order = 'created' } = body;
    if (order !== 'created' && order !== 'reverse') return bad('order: created or reverse');
    return sendJson(res, 200, { released: ctx.webhooks.release(order) });
  }
  if (route === 'POST /__control/webhooks/resend') {
    const { transmissionId, delayMs = 0 } = body;
    if (typeof transmissionId !== 'string') return bad('transmissionId: a string');
    if (!(Number.isInteger(delayMs) && (delayMs as number) >= 0)) return bad('delayMs: ms');
    if (!ctx.webhooks.resend(transmissionId, delayMs as number))
      return sendJson(res, 404, { code: 'NOT_FOUND', message: 'no such webhook' });
    return sendJson(res, 202, { transmissionId });
  }
  sendJson(res, 404, { code: 'NOT_FOUND', message: `no control route ${route}` });
}
