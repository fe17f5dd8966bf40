// The test payment provider's HTTP server: the Toss API subset under /v1/, the payment window
// at /pay, receipts at /receipt/{paymentKey}, and the control API under /__control/ when
// enabled. Started in-process by tests, or by main.ts as a service.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api.ts';
import { readBody, sendHtml, sendJson, type Context } from './context.ts';
import { handleControl } from './control.ts';
import { handlePay } from './pay.ts';
import { receiptPage } from './page.ts';
import { toTossPayment } from './payment.ts';
import { createStore } from './store.ts';
import { pickLang } from './texts.ts';
import { createWebhooks, tossWebhookRetryDelaysMs } from './webhooks.ts';

/** How to start the test provider. */
export interface TestPgOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Address to listen on (127.0.0.1). */
  host?: string;
  /** The secret key callers must send as Basic auth user (`secretKey:` in base64). */
  secretKey: string;
  /** Where PAYMENT_STATUS_CHANGED webhooks go; none: they are recorded, not sent. */
  webhookUrl?: string | null;
  /** Serve the control API under /__control/ (tests only). */
  control?: boolean;
  /** Keep payments and remembered idempotent answers in `dataDir/test-pg.json`. */
  dataDir?: string;
  /** The origin used in receipt links (default: the listening address). */
  publicUrl?: string;
  /** How long the timeout card's confirm hangs before answering (60 s). */
  hangMs?: number;
  /** Delays between webhook retries (Toss's: 1, 4, 16, 64, 256, 1024, 4096 minutes). */
  webhookRetryDelaysMs?: readonly number[];
  /** How long one webhook POST may take (10 s). */
  webhookTimeoutMs?: number;
  /** How long an authenticated payment waits for confirm before it expires (10 min). */
  sessionTtlMs?: number;
  /** How long an idempotency key's answer is remembered (15 days). */
  idempotencyTtlMs?: number;
  /** The clock (epoch ms), for tests of expiry. */
  now?: () => number;
}

/** A running test provider. */
export interface TestPg {
  /** Its origin, e.g. `http://127.0.0.1:40123`: the API URL and the payment window's base. */
  url: string;
  port: number;
  /** Stop listening, end open connections and pending webhook retries. */
  stop(): Promise<void>;
}

async function handle(ctx: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://test-pg');
  const path = url.pathname;
  const body = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : '';
  if (path.startsWith('/v1/')) return handleApi(ctx, req, res, path, body);
  if (path === '/pay' && (req.method === 'GET' || req.method === 'POST'))
    return handlePay(ctx, req, res, url.searchParams, body);
  if (path.startsWith('/receipt/') && req.method === 'GET') {
    const lang = pickLang(url.searchParams.get('lang'), req.headers['accept-language']);
    const payment = ctx.store.get(decodeURIComponent(path.slice('/receipt/'.length)));
    const hrefFor = (l: string) => `${path}?lang=${l}`;
    return sendHtml(res, payment ? 200 : 404, receiptPage(payment, lang, hrefFor));
  }
  if (path.startsWith('/__control/') && ctx.control) return handleControl(ctx, req, res, path, body);
  if (path === '/health') return sendJson(res, 200, { ok: true });
  sendJson(res, 404, { code: 'NOT_FOUND', message: '존재하지 않는 정보 입니다.' });
}

/** Start the test provider; resolves once it listens. */
export async function startTestPg(options: TestPgOptions): Promise<TestPg> {
  const now = options.now ?? Date.now;
  const stopping = new AbortController();
  const store = createStore({
    dataDir: options.dataDir,
    now,
    idempotencyTtlMs: options.idempotencyTtlMs ?? 15 * 24 * 3600_000,
  });
  const webhooks = createWebhooks({
    url: options.webhookUrl ?? null,
    retryDelaysMs: options.webhookRetryDelaysMs ?? tossWebhookRetryDelaysMs,
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    now,
  });
  const ctx: Context = {
    secretKey: options.secretKey,
    baseUrl: '',
    hangMs: options.hangMs ?? 60_000,
    sessionTtlMs: options.sessionTtlMs ?? 10 * 60_000,
    control: options.control ?? false,
    now,
    store,
    webhooks,
    faults: [],
    calls: [],
    stopping: stopping.signal,
    changed(payment) {
      store.save();
      webhooks.emit(payment, toTossPayment(payment, ctx.baseUrl, false));
    },
    tossPayment: (payment, english) => toTossPayment(payment, ctx.baseUrl, english),
  };

  const server = createServer((req, res) => {
    handle(ctx, req, res).catch((error: unknown) => {
      console.error('test-pg:', error);
      if (!res.headersSent) sendJson(res, 500, { code: 'UNKNOWN_PAYMENT_ERROR', message: String(error) });
      else res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}`;
  ctx.baseUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    port,
    async stop() {
      stopping.abort();
      webhooks.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
