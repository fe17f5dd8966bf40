// A PortOne V2 stand-in for tests: the REST subset the adapter uses (api.ts), the buyer's side
// of the payment window as calls (`pay`), one-shot faults (an error answer, a hang), and
// Standard-Webhooks-signed Transaction.* webhooks to a configured URL. See README.md.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { answerApi } from './api.ts';
import { createStore, type FakePayment } from './store.ts';

export type { FakePayment } from './store.ts';

/** How to start the fake. */
export interface PortOneFakeOptions {
  /** The API secret callers must send as `Authorization: PortOne {apiSecret}`. */
  apiSecret: string;
  storeId: string;
  /** The `whsec_…` secret webhooks are signed with. */
  webhookSecret: string;
  /** Where webhooks go; none: they are not sent. */
  webhookUrl?: string | null;
  /** How long a `hang` fault holds its call before answering (5 s). */
  hangMs?: number;
}

/** A one-shot fault for the next call matching `method` and `path` (a regular expression). */
export type PortOneFault = { method?: string; path?: RegExp } & (
  { kind: 'error'; status: number; type: string; message?: string } | { kind: 'hang' }
);

/** One API call the fake received. */
export interface PortOneCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  status: number;
}

/** A webhook the fake sent, and our server's answer. */
export interface PortOneWebhookSent {
  id: string;
  type: string;
  paymentId: string;
  status: number;
}

/** A running fake. */
export interface PortOneFake {
  url: string;
  calls: PortOneCall[];
  webhooks: PortOneWebhookSent[];
  /** The payment as PortOne holds it, or undefined. */
  payment(id: string): FakePayment | undefined;
  /** The pre-registered amount of a payment id, or undefined. */
  preRegistered(id: string): number | undefined;
  /**
   * The buyer pays in the window. `amount` defaults to the pre-registered one; a different one is
   * refused like PortOne does (the payment FAILED) unless `skipPreRegistrationCheck`, which
   * stands for a payment made around the check. `decline` fails it with the card company's
   * reason. Sends Transaction.Paid or Transaction.Failed (awaited).
   */
  pay(
    id: string,
    options?: {
      amount?: number;
      method?: 'card' | 'phone';
      decline?: boolean;
      skipPreRegistrationCheck?: boolean;
      orderName?: string;
    },
  ): Promise<FakePayment>;
  /** Queues a fault for the next matching API call. */
  fault(fault: PortOneFault): void;
  /** Sends a signed webhook (by default with a new webhook-id); returns our server's status. */
  sendWebhook(
    type: string,
    paymentId: string,
    options?: { webhookId?: string; secret?: string; body?: string },
  ): Promise<number>;
  setWebhookUrl(url: string | null): void;
  stop(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Starts the fake on a free local port. */
export async function startPortOneFake(options: PortOneFakeOptions): Promise<PortOneFake> {
  const store = createStore();
  const faults: PortOneFault[] = [];
  const calls: PortOneCall[] = [];
  const webhooks: PortOneWebhookSent[] = [];
  const sockets = new Set<Socket>();
  let webhookUrl = options.webhookUrl ?? null;
  const hangMs = options.hangMs ?? 5_000;

  async function sendWebhook(
    type: string,
    paymentId: string,
    over: { webhookId?: string; secret?: string; body?: string } = {},
  ): Promise<number> {
    if (!webhookUrl) return 0;
    const id = over.webhookId ?? `msg_${randomUUID()}`;
    const body =
      over.body ??
      JSON.stringify({
        type,
        timestamp: new Date().toISOString(),
        data: { paymentId, storeId: options.storeId, transactionId: `tx-${paymentId}` },
      });
    const timestamp = new Date();
    const signature = new Webhook(over.secret ?? options.webhookSecret).sign(id, timestamp, body);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
    });
    await response.arrayBuffer();
    webhooks.push({ id, type, paymentId, status: response.status });
    return response.status;
  }

  const cancelled = (payment: FakePayment) => {
    const type = payment.status === 'CANCELLED' ? 'Transaction.Cancelled' : 'Transaction.PartialCancelled';
    void sendWebhook(type, payment.id).catch(() => undefined);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://portone-fake').pathname;
    const method = req.method ?? 'GET';
    const body = method === 'POST' ? await readJson(req) : null;
    const reply = (status: number, json: unknown) => {
      calls.push({ method, path, body, status });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `PortOne ${options.apiSecret}`)
      return reply(401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' });
    const index = faults.findIndex(
      (f) => (!f.method || f.method === method) && (!f.path || f.path.test(path)),
    );
    if (index >= 0) {
      const [fault] = faults.splice(index, 1);
      if (fault.kind === 'hang') await new Promise((resolve) => setTimeout(resolve, hangMs));
      else return reply(fault.status, { type: fault.type, message: fault.message ?? fault.type });
    }
    const answer = answerApi(store, { method, path, body }, cancelled);
    reply(answer.status, answer.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        res.writeHead(500).end(JSON.stringify({ type: 'INTERNAL', message: String(error) }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    webhooks,
    payment: (id) => store.payments.get(id),
    preRegistered: (id) => store.preRegistered.get(id)?.totalAmount,
    async pay(id, over = {}) {
      const registered = store.preRegistered.get(id)?.totalAmount;
      const amount = over.amount ?? registered ?? 0;
      const now = new Date().toISOString();
      const refused = over.decline || (!over.skipPreRegistrationCheck && registered !== amount);
      const payment: FakePayment = {
        status: refused ? 'FAILED' : 'PAID',
        id,
        storeId: options.storeId,
        orderName: over.orderName ?? '서당 강의',
        method: { type: over.method === 'phone' ? 'PaymentMethodMobile' : 'PaymentMethodCard' },
        amount: { total: amount, cancelled: 0, paid: refused ? 0 : amount },
        currency: 'KRW',
        requestedAt: now,
        paidAt: refused ? null : now,
        failedAt: refused ? now : null,
        failure: refused
          ? over.decline
            ? { reason: '잔액이 부족합니다.', pgCode: 'REJECT_CARD_PAYMENT' }
            : { reason: '사전 등록된 결제 정보와 일치하지 않습니다.', pgCode: 'PRE_REGISTERED_MISMATCH' }
          : null,
        receiptUrl: refused ? null : `${url}/receipts/${encodeURIComponent(id)}`,
        cancellations: [],
      };
      store.payments.set(id, payment);
      await sendWebhook(refused ? 'Transaction.Failed' : 'Transaction.Paid', id);
      return payment;
    },
    fault: (fault) => faults.push(fault),
    sendWebhook,
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
