// The PortOne V2 adapter, written against PortOne's REST API (`Authorization: PortOne {secret}`,
// JSON bodies, `{ type, message }` errors). Our order id is PortOne's `paymentId`: the amount is
// pre-registered under it at checkout, the browser SDK pays it, and "confirm" is fetching the
// payment and handing it over as PortOne holds it (the settle step refuses any other amount).
import { z } from 'zod';
import { portoneError } from './portone-errors.ts';
import { portoneWebhookEvent } from './portone-webhooks.ts';
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  type CallOptions,
  type CancelInput,
  type ConfirmInput,
  type PaymentStatus,
  type PaymentProvider,
  type PrepareInput,
  type ProviderPayment,
} from './provider.ts';
import { exchange } from './provider-http.ts';

/** PortOne's API. */
export const portoneApiUrl = 'https://api.portone.io';

/** How long a call may take by default (a cancel reaches the card company). */
export const portoneDefaultTimeoutMs = 30_000;

/** Settings of the adapter (PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_API_URL). */
export interface PortOneProviderConfig {
  /** The V2 API secret. */
  apiSecret: string;
  /** `store-…`: sent with every call, as PortOne asks of accounts with several stores. */
  storeId?: string;
  /** The API's origin, {@link portoneApiUrl} unless a fake stands in. */
  apiUrl?: string;
  /** Per-call timeout in ms ({@link portoneDefaultTimeoutMs}). */
  timeoutMs?: number;
}

/** PortOne's payment statuses in the contract's words. */
const statuses: Record<string, PaymentStatus> = {
  READY: 'READY',
  PENDING: 'IN_PROGRESS',
  PAY_PENDING: 'IN_PROGRESS',
  VIRTUAL_ACCOUNT_ISSUED: 'WAITING_FOR_DEPOSIT',
  PAID: 'DONE',
  FAILED: 'ABORTED',
  PARTIAL_CANCELLED: 'PARTIAL_CANCELED',
  CANCELLED: 'CANCELED',
};

const cancellationSchema = z.object({
  status: z.string(),
  id: z.string(),
  totalAmount: z.number().int(),
  reason: z.string().nullish(),
  cancelledAt: z.string().nullish(),
  requestedAt: z.string().nullish(),
});

const paymentSchema = z.object({
  status: z.string().refine((s) => s in statuses, 'an unknown PortOne payment status'),
  id: z.string().min(1),
  orderName: z.string().nullish(),
  method: z.object({ type: z.string() }).nullish(),
  amount: z.object({ total: z.number().int(), cancelled: z.number().int().nullish() }),
  requestedAt: z.string().nullish(),
  paidAt: z.string().nullish(),
  receiptUrl: z.string().nullish(),
  cancellations: z.array(cancellationSchema).nullish(),
  failure: z.object({ reason: z.string().nullish(), pgCode: z.string().nullish() }).nullish(),
});

type PortOnePayment = z.infer<typeof paymentSchema>;

const errorSchema = z.object({ type: z.string(), message: z.string().nullish() });

/** A PortOne payment in the provider-neutral shape. */
export function toProviderPayment(raw: PortOnePayment): ProviderPayment {
  const status = statuses[raw.status];
  const approved = ['DONE', 'PARTIAL_CANCELED', 'CANCELED'].includes(status) && !!raw.paidAt;
  const method =
    raw.method?.type === 'PaymentMethodCard'
      ? 'card'
      : raw.method?.type === 'PaymentMethodMobile'
        ? 'phone'
        : null;
  return {
    paymentKey: raw.id,
    orderId: raw.id,
    orderName: raw.orderName ?? '',
    status,
    method,
    totalAmount: raw.amount.total,
    approvedAmount: approved ? raw.amount.total : 0,
    balanceAmount: raw.amount.total - (raw.amount.cancelled ?? 0),
    requestedAt: raw.requestedAt ?? null,
    approvedAt: approved ? (raw.paidAt as string) : null,
    receiptUrl: raw.receiptUrl ?? null,
    // Phone bills are refunded whole or not at all, as with Toss.
    partialCancelable: method !== 'phone',
    cancels: (raw.cancellations ?? [])
      .filter((c) => c.status === 'SUCCEEDED')
      .map((c) => ({
        transactionKey: c.id,
        amount: c.totalAmount,
        reason: c.reason ?? '',
        canceledAt: c.cancelledAt ?? c.requestedAt ?? '',
      })),
    failure:
      status === 'ABORTED' && raw.failure?.pgCode
        ? { code: raw.failure.pgCode, message: raw.failure.reason ?? null }
        : null,
  };
}

/** A {@link PaymentProvider} for PortOne V2. */
export function createPortOneProvider(config: PortOneProviderConfig): PaymentProvider {
  const apiUrl = (config.apiUrl ?? portoneApiUrl).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? portoneDefaultTimeoutMs;
  const authorization = `PortOne ${config.apiSecret}`;
  const storeQuery = config.storeId ? `?storeId=${encodeURIComponent(config.storeId)}` : '';
  const segment = (value: string) => encodeURIComponent(value);

  /** One call; resolves with the answer's JSON or throws the contract's error. */
  const endpoint = { name: 'PortOne', apiUrl, timeoutMs, headers: { authorization } };

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<unknown> {
    const { status, json } = await exchange(endpoint, { method, path, body, options });
    if (status >= 200 && status < 300) return json;
    const error = errorSchema.safeParse(json);
    if (error.success)
      throw portoneError(
        status,
        error.data.type,
        error.data.message || `PortOne ${method} ${path}: ${status}`,
      );
    throw portoneError(
      status,
      status >= 500 ? 'INVALID_RESPONSE' : 'UNKNOWN',
      `PortOne ${method} ${path}: ${status}`,
    );
  }

  async function getRaw(paymentId: string, options?: CallOptions): Promise<PortOnePayment> {
    const path = `/payments/${segment(paymentId)}${storeQuery}`;
    const parsed = paymentSchema.safeParse(await call('GET', path, undefined, options));
    if (parsed.success) return parsed.data;
    throw new PaymentProviderUnavailableError({
      providerCode: 'INVALID_RESPONSE',
      message: `PortOne GET ${path}: an answer that is not a payment`,
      httpStatus: 200,
    });
  }

  const getPayment = async (paymentId: string, options?: CallOptions) =>
    toProviderPayment(await getRaw(paymentId, options));

  return {
    id: 'portone',
    async prepare(input: PrepareInput, options?: CallOptions) {
      // Registering the same amount again is harmless: a retried checkout step repeats it.
      await call(
        'POST',
        `/payments/${segment(input.orderId)}/pre-register`,
        { storeId: config.storeId, totalAmount: input.amount, currency: 'KRW' },
        options,
      );
    },
    /**
     * PortOne's window approves the payment itself: confirming is reading it. Paid → returned
     * (its amount is checked against the order by the caller, which fails a mismatch and never
     * pays it). Failed → declined with PortOne's reason. Still READY once the buyer is back (the
     * window was closed or refused) → declined too; waiting at the PG (PAY_PENDING) → "outcome
     * unknown", so the reconciler asks again later.
     */
    async confirm(input: ConfirmInput, options?: CallOptions) {
      const raw = await getRaw(input.paymentKey, options);
      const payment = toProviderPayment(raw);
      if (payment.status === 'ABORTED' || payment.status === 'READY')
        throw new PaymentDeclinedError({
          providerCode:
            raw.failure?.pgCode || (payment.status === 'READY' ? 'PAYMENT_NOT_PAID' : 'PAYMENT_FAILED'),
          message: raw.failure?.reason || `PortOne payment ${input.paymentKey} is ${raw.status}`,
          httpStatus: 200,
        });
      if (payment.status === 'IN_PROGRESS')
        throw new PaymentProviderUnavailableError({
          providerCode: 'PAYMENT_PENDING',
          message: `PortOne payment ${input.paymentKey} is ${raw.status}, not paid yet`,
          httpStatus: 200,
        });
      return payment;
    },
    getPayment,
    // The payment's id is the order id.
    getPaymentByOrderId: getPayment,
    async cancel(input: CancelInput, options?: CallOptions) {
      const body: Record<string, unknown> = { storeId: config.storeId, reason: input.reason };
      if (input.amount !== undefined) body.amount = input.amount;
      if (input.currentBalance !== undefined) body.currentCancellableAmount = input.currentBalance;
      await call('POST', `/payments/${segment(input.paymentKey)}/cancel`, body, options);
      return getPayment(input.paymentKey, options);
    },
    parseWebhook: portoneWebhookEvent,
  };
}
