// The Toss API subset over HTTP: Basic auth with the secret key, the Idempotency-Key header
// (an answer remembered per key, method and path for 15 days), control faults, and a log of
// every call.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonObject, pause, sendJson, type CallRecord, type Context, type Fault } from './context.ts';
import { errorAnswer } from './errors.ts';
import { cancel, confirm, fetchPayment, type Answer } from './operations.ts';

type Operation = { target: 'confirm' | 'cancel' | 'fetch'; run: (english: boolean) => Answer };

/** Codes not remembered for an idempotency key: a retry with the key may succeed. */
const temporaryCodes = new Set(['PROVIDER_ERROR', 'IDEMPOTENT_REQUEST_PROCESSING']);

function route(ctx: Context, method: string, path: string, body: string): Operation | null {
  let parts: string[];
  try {
    parts = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (parts[0] !== 'v1' || parts[1] !== 'payments') return null;
  const json = () => parseJsonObject(body);
  if (method === 'POST' && parts.length === 3 && parts[2] === 'confirm')
    return { target: 'confirm', run: (en) => confirm(ctx, json(), en) };
  if (method === 'GET' && parts.length === 4 && parts[2] === 'orders')
    return { target: 'fetch', run: (en) => fetchPayment(ctx, { orderId: parts[3] }, en) };
  if (method === 'GET' && parts.length === 3)
    return { target: 'fetch', run: (en) => fetchPayment(ctx, { paymentKey: parts[2] }, en) };
  if (method === 'POST' && parts.length === 4 && parts[3] === 'cancel')
    return { target: 'cancel', run: (en) => cancel(ctx, parts[2], json(), en) };
  return null;
}

/** The auth failure of a request, if any. */
function authFailure(ctx: Context, header: string | undefined, english: boolean): Answer | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return errorAnswer('UNAUTHORIZED_KEY', english);
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  if (!decoded.includes(':'))
    return {
      status: 401,
      body: {
        code: 'UNAUTHORIZED_KEY',
        message: english
          ? "Encode the secret key followed by ':'."
          : "시크릿 키 뒤에 ':'를 붙여 인코딩해주세요.",
      },
    };
  return decoded.slice(0, decoded.indexOf(':')) === ctx.secretKey
    ? null
    : errorAnswer('UNAUTHORIZED_KEY', english);
}

function takeFault(ctx: Context, target: Operation['target']): Fault | undefined {
  const index = ctx.faults.findIndex((f) => f.on === target || f.on === 'any');
  if (index < 0) return undefined;
  const fault = ctx.faults[index];
  if (--fault.times <= 0) ctx.faults.splice(index, 1);
  return fault;
}

function faultAnswer(fault: Fault, english: boolean): Answer | null {
  if (fault.code === undefined && fault.status === undefined) return null;
  const code =
    fault.code ?? ((fault.status ?? 500) >= 500 ? 'FAILED_INTERNAL_SYSTEM_PROCESSING' : 'INVALID_REQUEST');
  const answer = errorAnswer(code, english, fault.status);
  return fault.message ? { ...answer, body: { code, message: fault.message } } : answer;
}

/** Handle a request under /v1/. */
export async function handleApi(
  ctx: Context,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const english = /^en\b/i.test(req.headers['accept-language'] ?? '');
  const keyHeader = req.headers['idempotency-key'];
  const key = method === 'POST' && typeof keyHeader === 'string' ? keyHeader : null;
  const record: CallRecord = {
    at: new Date(ctx.now()).toISOString(),
    method,
    path,
    idempotencyKey: key,
    body: body ? (parseJsonObject(body) ?? body) : null,
    status: null,
    code: null,
    replayed: false,
  };
  ctx.calls.push(record);
  if (ctx.calls.length > 1000) ctx.calls.shift();
  const answer = (a: Answer) => {
    record.status = a.status;
    const code = (a.body as { code?: unknown } | null)?.code;
    record.code = a.status >= 400 && typeof code === 'string' ? code : null;
    sendJson(res, a.status, a.body);
  };
  const drop = () => {
    record.code = 'DROPPED';
    res.destroy();
  };

  const denied = authFailure(ctx, req.headers.authorization, english);
  if (denied) return answer(denied);
  const operation = route(ctx, method, path, body);
  if (!operation) return answer(errorAnswer('NOT_FOUND', english));

  const scope = key === null ? null : `${method} ${path} ${key}`;
  if (key !== null && scope !== null) {
    if (key.length > 300 || key.length === 0) return answer(errorAnswer('INVALID_IDEMPOTENCY_KEY', english));
    const remembered = ctx.store.remembered(scope);
    if (remembered?.processing) return answer(errorAnswer('IDEMPOTENT_REQUEST_PROCESSING', english));
    if (remembered) {
      record.replayed = true;
      if (remembered.requestBody !== body) record.bodyDiffers = true;
      return answer({ status: remembered.status, body: remembered.body });
    }
    ctx.store.remember(scope, {
      createdAt: ctx.now(),
      processing: true,
      status: 0,
      body: null,
      requestBody: body,
    });
  }
  const release = () => {
    if (scope !== null && ctx.store.remembered(scope)?.processing) ctx.store.forget(scope);
  };

  const fault = takeFault(ctx, operation.target);
  if (fault) record.fault = { ...fault };
  if (fault?.when === 'before') {
    if (fault.delayMs && !(await pause(fault.delayMs, ctx.stopping))) return release();
    const injected = faultAnswer(fault, english);
    if (fault.drop || injected) {
      release();
      return fault.drop ? drop() : answer(injected as Answer);
    }
  }

  const result = operation.run(english);
  if (scope !== null) {
    const code = (result.body as { code?: unknown } | null)?.code;
    const temporary = result.status >= 500 || (typeof code === 'string' && temporaryCodes.has(code));
    if (temporary) ctx.store.forget(scope);
    else
      ctx.store.remember(scope, {
        createdAt: ctx.now(),
        processing: false,
        status: result.status,
        body: result.body,
        requestBody: body,
      });
    ctx.store.save();
  }

  if (fault?.when === 'after') {
    if (fault.delayMs && !(await pause(fault.delayMs, ctx.stopping))) return;
    if (fault.drop) return drop();
    const injected = faultAnswer(fault, english);
    if (injected) return answer(injected);
  }
  if (result.hangMs && !(await pause(result.hangMs, ctx.stopping))) return;
  answer(result);
}
