// What the handlers share: settings, state, the webhook sender, injected faults and the log
// of API calls. Plus the small HTTP helpers they all use.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StoredPayment } from './payment.ts';
import type { Store } from './store.ts';
import type { Webhooks } from './webhooks.ts';

/** Which API calls a fault applies to. */
export type FaultTarget = 'confirm' | 'cancel' | 'fetch' | 'any';

/**
 * A fault for the next matching API call(s), set through the control API. `when: 'before'`
 * (default) fails or delays the call before it is processed; `'after'` processes it and then
 * answers late, with an error, or not at all, as if the answer were lost.
 */
export interface Fault {
  on: FaultTarget;
  when: 'before' | 'after';
  /** Answer this Toss error code (status from Toss's table unless `status` is given). */
  code?: string;
  /** Answer this HTTP status (code FAILED_INTERNAL_SYSTEM_PROCESSING for 5xx unless `code`). */
  status?: number;
  message?: string;
  /** Wait this long first (ms). */
  delayMs?: number;
  /** Close the connection without an answer. */
  drop?: boolean;
  /** How many calls it applies to (1). */
  times: number;
}

/** One API call as the test provider received and answered it. */
export interface CallRecord {
  at: string;
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
  status: number | null;
  code: string | null;
  /** Answered from the answer remembered for its idempotency key. */
  replayed: boolean;
  /** Replayed although its body differs from the first request's (Toss replays all the same). */
  bodyDiffers?: boolean;
  /** A control fault shaped the answer. */
  fault?: Fault;
}

/** The shared state of a running test provider. */
export interface Context {
  secretKey: string;
  baseUrl: string;
  hangMs: number;
  sessionTtlMs: number;
  control: boolean;
  now(): number;
  store: Store;
  webhooks: Webhooks;
  faults: Fault[];
  calls: CallRecord[];
  /** Aborted on stop: every wait ends. */
  stopping: AbortSignal;
  /** Save a payment whose status changed and send its webhook. */
  changed(payment: StoredPayment): void;
  /** Toss's Payment object of a payment. */
  tossPayment(payment: StoredPayment, english: boolean): Record<string, unknown>;
}

/** Wait `ms`; resolves `false` when the provider stops first. */
export async function pause(ms: number, stopping: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal: stopping });
    return true;
  } catch {
    return false;
  }
}

/** Answer JSON (unless the client is gone). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed || res.writableEnded) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Answer an HTML page. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(html);
}

/** Redirect the browser (303: the next request is a GET). */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': 0 });
  res.end();
}

/** The request body as text (at most 64 KiB). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 65_536) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body as an object, `null` when it is not one. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
