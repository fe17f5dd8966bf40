// PAYMENT_STATUS_CHANGED webhooks, sent as Toss sends them: a JSON POST with the payment as
// `data`, a transmission id that stays the same on every retry, and up to 7 retries with
// growing delays until the receiver answers 2xx. The control API can hold events and release
// them late or in reverse order, and send an event again (a duplicate).
import { randomUUID } from 'node:crypto';
import { kstWebhookTime } from './payment.ts';

/** Toss's retry delays: 1, 4, 16, 64, 256, 1024 and 4096 minutes. */
export const tossWebhookRetryDelaysMs: readonly number[] = [1, 4, 16, 64, 256, 1024, 4096].map(
  (m) => m * 60_000,
);

/** One POST of an event. */
export interface WebhookAttempt {
  /** 0 for the first send of a chain, then 1, 2, … (the retried-count header). */
  retriedCount: number;
  /** 'event' for the event's own sends, 'duplicate' for a resend the control API asked for. */
  kind: 'event' | 'duplicate';
  /** ISO time of the attempt. */
  at: string;
  /** The receiver's HTTP status, `null` when it could not be reached. */
  responseStatus: number | null;
  error?: string;
}

/** An event and how its delivery went. */
export interface WebhookRecord {
  transmissionId: string;
  paymentKey: string;
  orderId: string;
  status: string;
  createdAt: string;
  /** held: waiting for release; pending: being sent or waiting for a retry; delivered; failed: retries used up; unsent: no URL. */
  state: 'held' | 'pending' | 'delivered' | 'failed' | 'unsent';
  attempts: WebhookAttempt[];
  body: string;
}

/** The webhook sender. */
export interface Webhooks {
  /** A payment's status changed: send (or hold) an event with its Toss Payment object. */
  emit(payment: { paymentKey: string; orderId: string; status: string }, data: unknown): void;
  setUrl(url: string | null): void;
  /** Hold new events until {@link Webhooks.release}. */
  hold(): void;
  /** Send the held events, in the order they happened or reversed; stop holding. */
  release(order: 'created' | 'reverse'): number;
  /** Send an event again with the same transmission id, after `delayMs`. */
  resend(transmissionId: string, delayMs: number): boolean;
  records(): WebhookRecord[];
  stop(): void;
}

/** A sender to `url` (none: events are recorded, not sent). */
export function createWebhooks(opts: {
  url: string | null;
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  now: () => number;
}): Webhooks {
  let url = opts.url;
  let holding = false;
  let lastCreatedAt = 0;
  const records: WebhookRecord[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const stopping = new AbortController();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  async function send(
    record: WebhookRecord,
    retriedCount: number,
    kind: WebhookAttempt['kind'],
  ): Promise<void> {
    if (stopping.signal.aborted) return;
    if (!url) {
      if (kind === 'event') record.state = 'unsent';
      return;
    }
    const attempt: WebhookAttempt = {
      retriedCount,
      kind,
      at: new Date(opts.now()).toISOString(),
      responseStatus: null,
    };
    record.attempts.push(attempt);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'tosspayments-webhook-transmission-id': record.transmissionId,
          'tosspayments-webhook-transmission-time': kstWebhookTime(opts.now()),
          'tosspayments-webhook-transmission-retried-count': String(retriedCount),
        },
        body: record.body,
        signal: AbortSignal.any([AbortSignal.timeout(opts.timeoutMs), stopping.signal]),
      });
      attempt.responseStatus = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      attempt.error = (error as Error).message;
    }
    if (stopping.signal.aborted) return;
    const ok =
      attempt.responseStatus !== null && attempt.responseStatus >= 200 && attempt.responseStatus < 300;
    if (ok) {
      if (kind === 'event') record.state = 'delivered';
      return;
    }
    const delay = opts.retryDelaysMs[retriedCount];
    if (delay === undefined) {
      if (kind === 'event') record.state = 'failed';
      return;
    }
    later(delay, () => void send(record, retriedCount + 1, kind));
  }

  const start = (record: WebhookRecord, kind: WebhookAttempt['kind'] = 'event') => {
    if (kind === 'event') record.state = 'pending';
    void send(record, 0, kind);
  };

  return {
    emit(payment, data) {
      // Strictly increasing, so createdAt orders the events of a payment.
      lastCreatedAt = Math.max(opts.now(), lastCreatedAt + 1);
      const createdAt = kstWebhookTime(lastCreatedAt);
      const record: WebhookRecord = {
        transmissionId: randomUUID(),
        paymentKey: payment.paymentKey,
        orderId: payment.orderId,
        status: payment.status,
        createdAt,
        state: holding ? 'held' : 'pending',
        attempts: [],
        body: JSON.stringify({ eventType: 'PAYMENT_STATUS_CHANGED', createdAt, data }),
      };
      records.push(record);
      if (!holding) start(record);
    },
    setUrl(next) {
      url = next;
    },
    hold() {
      holding = true;
    },
    release(order) {
      holding = false;
      const held = records.filter((r) => r.state === 'held');
      if (order === 'reverse') held.reverse();
      // One after another, so the receiver sees them in this order.
      void (async () => {
        for (const record of held) {
          record.state = 'pending';
          await send(record, 0, 'event');
        }
      })();
      return held.length;
    },
    resend(transmissionId, delayMs) {
      const record = records.find((r) => r.transmissionId === transmissionId);
      if (!record) return false;
      if (delayMs > 0) later(delayMs, () => start(record, 'duplicate'));
      else start(record, 'duplicate');
      return true;
    },
    records: () => records,
    stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
