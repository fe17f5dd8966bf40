// A typed client of the control API, for tests that drive the test provider over HTTP
// (in-process or as a separate service).
import type { CallRecord, Fault } from './context.ts';
import type { WebhookRecord } from './webhooks.ts';

/** A fault to inject; see {@link Fault} (defaults: on confirm, before, once). */
export type FaultInput = Partial<Fault>;

/** A webhook record with its parsed body. */
export type WebhookView = Omit<WebhookRecord, 'body'> & {
  body: { eventType: string; createdAt: string; data: Record<string, unknown> };
};

/** The control API of the test provider at `url` (started with `control: true`). */
export function testPgControl(url: string) {
  const base = url.replace(/\/+$/, '');
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/__control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (!response.ok)
      throw new Error(`test-pg control ${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }
  return {
    /** Inject a fault for the next matching API call(s). */
    addFault: (fault: FaultInput) => call<{ faults: Fault[] }>('POST', '/faults', fault),
    clearFaults: () => call<{ faults: Fault[] }>('DELETE', '/faults'),
    /** Every API call received, oldest first. */
    calls: async () => (await call<{ calls: CallRecord[] }>('GET', '/calls')).calls,
    clearCalls: () => call<{ calls: CallRecord[] }>('DELETE', '/calls'),
    /**
     * A payment authenticated as if the buyer had paid in the window (IN_PROGRESS): Toss's
     * Payment object, with the paymentKey the success redirect would carry.
     */
    createSession: (input: {
      orderId: string;
      amount: number;
      orderName?: string;
      method?: 'card' | 'phone';
      cardNumber?: string;
      phone?: string;
    }) =>
      call<{ paymentKey: string; orderId: string; totalAmount: number; status: string }>(
        'POST',
        '/sessions',
        input,
      ),
    payments: async () => (await call<{ payments: Record<string, unknown>[] }>('GET', '/payments')).payments,
    /** Expire an unconfirmed payment now. */
    expire: (paymentKey: string) =>
      call<Record<string, unknown>>('POST', `/payments/${encodeURIComponent(paymentKey)}/expire`),
    webhooks: async () => (await call<{ webhooks: WebhookView[] }>('GET', '/webhooks')).webhooks,
    setWebhookUrl: (webhookUrl: string | null) =>
      call<{ url: string | null }>('PUT', '/webhooks/url', { url: webhookUrl }),
    /** Hold new webhooks until release. */
    holdWebhooks: () => call<{ holding: boolean }>('POST', '/webhooks/hold'),
    /** Send the held webhooks in the order they happened, or reversed (out of order). */
    releaseWebhooks: (order: 'created' | 'reverse' = 'created') =>
      call<{ released: number }>('POST', '/webhooks/release', { order }),
    /** Send a webhook again (a duplicate), after `delayMs` (a late one). */
    resendWebhook: (transmissionId: string, delayMs = 0) =>
      call<{ transmissionId: string }>('POST', '/webhooks/resend', { transmissionId, delayMs }),
  };
}

/** The control client's type. */
export type TestPgControl = ReturnType<typeof testPgControl>;
