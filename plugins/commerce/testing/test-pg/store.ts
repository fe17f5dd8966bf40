// The test provider's state: payments by key and by order, and the answers remembered per
// idempotency key. With a data dir, both are kept in one JSON file, rewritten after each change.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredPayment } from './payment.ts';

/** An answer remembered for an idempotency key. */
export interface RememberedAnswer {
  /** Epoch ms of the first request with the key. */
  createdAt: number;
  /** Still being processed: a second request gets 409 IDEMPOTENT_REQUEST_PROCESSING. */
  processing: boolean;
  status: number;
  body: unknown;
  /** The first request's body, to tell a replay of another body in the call log. */
  requestBody: string;
}

/** The state and its persistence. */
export interface Store {
  get(paymentKey: string): StoredPayment | undefined;
  /** The latest payment made for an order. */
  byOrder(orderId: string): StoredPayment | undefined;
  all(): StoredPayment[];
  /** Add or replace a payment (call {@link Store.save} after changes). */
  put(payment: StoredPayment): void;
  /** The answer remembered for this scope, if still valid. */
  remembered(scope: string): RememberedAnswer | undefined;
  remember(scope: string, answer: RememberedAnswer): void;
  forget(scope: string): void;
  /** Write the data file (no-op without a data dir). */
  save(): void;
}

interface FileShape {
  version: 1;
  payments: StoredPayment[];
  idempotency: [string, RememberedAnswer][];
}

/** A store, loaded from `dataDir/test-pg.json` when given. */
export function createStore(opts: { dataDir?: string; now: () => number; idempotencyTtlMs: number }): Store {
  const payments = new Map<string, StoredPayment>();
  const orders = new Map<string, string>();
  const answers = new Map<string, RememberedAnswer>();
  const file = opts.dataDir ? join(opts.dataDir, 'test-pg.json') : null;

  const index = (p: StoredPayment) => {
    const current = orders.get(p.orderId);
    const other = current ? payments.get(current) : undefined;
    if (!other || other.paymentKey === p.paymentKey || other.requestedAt <= p.requestedAt)
      orders.set(p.orderId, p.paymentKey);
  };

  if (file) {
    mkdirSync(opts.dataDir as string, { recursive: true });
    let text: string | null = null;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text) {
      const data = JSON.parse(text) as FileShape;
      for (const p of data.payments) {
        payments.set(p.paymentKey, p);
        index(p);
      }
      for (const [scope, answer] of data.idempotency) answers.set(scope, answer);
    }
  }

  const expired = (a: RememberedAnswer) => opts.now() - a.createdAt > opts.idempotencyTtlMs;

  return {
    get: (key) => payments.get(key),
    byOrder(orderId) {
      const key = orders.get(orderId);
      return key ? payments.get(key) : undefined;
    },
    all: () => [...payments.values()],
    put(payment) {
      payments.set(payment.paymentKey, payment);
      index(payment);
    },
    remembered(scope) {
      const answer = answers.get(scope);
      if (answer && expired(answer)) {
        answers.delete(scope);
        return undefined;
      }
      return answer;
    },
    remember: (scope, answer) => void answers.set(scope, answer),
    forget: (scope) => void answers.delete(scope),
    save() {
      if (!file) return;
      for (const [scope, answer] of answers) if (expired(answer)) answers.delete(scope);
      const data: FileShape = {
        version: 1,
        payments: [...payments.values()],
        idempotency: [...answers].filter(([, a]) => !a.processing),
      };
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(data));
      renameSync(temp, file);
    },
  };
}
