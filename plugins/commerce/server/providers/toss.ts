// The Toss Payments adapter, written against Toss's core API v1 (Basic auth with the secret
// key, JSON bodies, `{ code, message }` errors). The local test provider speaks the same
// subset, so COMMERCE_PROVIDER=test is this adapter pointed at it.
import { z } from 'zod';
import {
  PaymentAlreadyProcessedError,
  PaymentDeclinedError,
  PaymentNotFoundError,
  PaymentProviderConfigError,
  PaymentProviderUnavailableError,
  paymentStatuses,
  type CallOptions,
  type CancelInput,
  type ConfirmInput,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentProviderError,
  type PaymentProviderId,
  type ProviderPayment,
  type ProviderWebhookEvent,
} from './provider.ts';
import { exchange } from './provider-http.ts';

/** Toss's production API. */
export const tossApiUrl = 'https://api.tosspayments.com';

/** How long a call may take by default. Toss's confirm reaches the card company, so allow time. */
export const tossDefaultTimeoutMs = 30_000;

/** Settings of the adapter (TOSS_SECRET_KEY, TOSS_API_URL; the client key is the browser's). */
export interface TossProviderConfig {
  /** `test_sk_…` or `live_sk_…`: the API secret key. */
  secretKey: string;
  /** The API's origin, {@link tossApiUrl} unless a test provider stands in. */
  apiUrl?: string;
  /** Per-call timeout in ms ({@link tossDefaultTimeoutMs}). */
  timeoutMs?: number;
  /** The id the provider reports; 'test' when this adapter drives the local test provider. */
  id?: Extract<PaymentProviderId, 'toss' | 'test'>;
}

const statusSchema = z.enum(paymentStatuses as [string, ...string[]]);

const cancelSchema = z.object({
  transactionKey: z.string(),
  cancelAmount: z.number().int(),
  cancelReason: z.string(),
  canceledAt: z.string(),
});

const paymentSchema = z.object({
  paymentKey: z.string().min(1),
  orderId: z.string().min(1),
  orderName: z.string().nullish(),
  status: statusSchema,
  method: z.string().nullish(),
  totalAmount: z.number().int(),
  balanceAmount: z.number().int(),
  requestedAt: z.string().nullish(),
  approvedAt: z.string().nullish(),
  isPartialCancelable: z.boolean().nullish(),
  receipt: z.object({ url: z.string() }).nullish(),
  cancels: z.array(cancelSchema).nullish(),
  failure: z.object({ code: z.string(), message: z.string().nullish() }).nullish(),
});

const errorSchema = z.object({ code: z.string(), message: z.string() });

const webhookSchema = z.object({
  eventType: z.literal('PAYMENT_STATUS_CHANGED'),
  createdAt: z.string(),
  data: z.object({ paymentKey: z.string().min(1), orderId: z.string().min(1), status: statusSchema }),
});

/** Toss's method names, in Korean (default) and English (`Accept-Language: en-US`). */
const methods: Record<string, PaymentMethod> = {
  카드: 'card',
  CARD: 'card',
  휴대폰: 'phone',
  MOBILE_PHONE: 'phone',
};

/** Codes that mean "already done by an earlier call", not a refusal. */
const alreadyProcessedCodes = new Set(['ALREADY_PROCESSED_PAYMENT', 'ALREADY_CANCELED_PAYMENT']);
/** Codes that say our credentials or request framing are wrong. */
const configCodes = new Set([
  'UNAUTHORIZED_KEY',
  'INVALID_API_KEY',
  'INCORRECT_BASIC_AUTH_FORMAT',
  'INVALID_IDEMPOTENCY_KEY',
]);
/** 4xx codes that are temporary: retry with the same idempotency key. */
const temporaryCodes = new Set([
  'PROVIDER_ERROR',
  'IDEMPOTENT_REQUEST_PROCESSING',
  'FORBIDDEN_CONSECUTIVE_REQUEST',
]);

/** A Toss payment in the provider-neutral shape. */
export function toProviderPayment(raw: z.infer<typeof paymentSchema>): ProviderPayment {
  const approved = raw.approvedAt != null && raw.approvedAt !== '';
  return {
    paymentKey: raw.paymentKey,
    orderId: raw.orderId,
    orderName: raw.orderName ?? '',
    status: raw.status as ProviderPayment['status'],
    method: (raw.method && methods[raw.method]) || null,
    totalAmount: raw.totalAmount,
    approvedAmount: approved ? raw.totalAmount : 0,
    balanceAmount: raw.balanceAmount,
    requestedAt: raw.requestedAt ?? null,
    approvedAt: approved ? (raw.approvedAt as string) : null,
    receiptUrl: raw.receipt?.url ?? null,
    partialCancelable: raw.isPartialCancelable ?? true,
    cancels: (raw.cancels ?? []).map((c) => ({
      transactionKey: c.transactionKey,
      amount: c.cancelAmount,
      reason: c.cancelReason,
      canceledAt: c.canceledAt,
    })),
    failure: raw.failure ? { code: raw.failure.code, message: raw.failure.message ?? null } : null,
  };
}

/** The error a Toss error answer stands for. */
export function tossError(httpStatus: number, code: string, message: string): PaymentProviderError {
  const details = { providerCode: code, message, httpStatus };
  if (alreadyProcessedCodes.has(code)) return new PaymentAlreadyProcessedError(details);
  if (httpStatus === 401 || configCodes.has(code)) return new PaymentProviderConfigError(details);
  if (httpStatus >= 500 || httpStatus === 429 || temporaryCodes.has(code))
    return new PaymentProviderUnavailableError(details);
  if (code === 'NOT_FOUND_PAYMENT') return new PaymentNotFoundError(details);
  return new PaymentDeclinedError(details);
}

/** A {@link PaymentProvider} for Toss Payments (or the local test provider). */
export function createTossProvider(config: TossProviderConfig): PaymentProvider {
  const apiUrl = (config.apiUrl ?? tossApiUrl).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? tossDefaultTimeoutMs;
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  const endpoint = { name: 'Toss', apiUrl, timeoutMs, headers: { authorization } };

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    idempotencyKey: string | undefined,
    options: CallOptions | undefined,
  ): Promise<ProviderPayment> {
    const headers = idempotencyKey === undefined ? undefined : { 'idempotency-key': idempotencyKey };
    const { status, json } = await exchange(endpoint, { method, path, body, headers, options });
    if (status >= 200 && status < 300) {
      const parsed = paymentSchema.safeParse(json);
      if (parsed.success) return toProviderPayment(parsed.data);
      throw new PaymentProviderUnavailableError({
        providerCode: 'INVALID_RESPONSE',
        message: `Toss ${method} ${path}: a ${status} answer that is not a payment`,
        httpStatus: status,
      });
    }
    const error = errorSchema.safeParse(json);
    if (error.success) throw tossError(status, error.data.code, error.data.message);
    throw tossError(
      status,
      status >= 500 ? 'INVALID_RESPONSE' : 'UNKNOWN',
      `Toss ${method} ${path}: ${status}`,
    );
  }

  const segment = (value: string) => encodeURIComponent(value);

  return {
    id: config.id ?? 'toss',
    // Toss takes the amount at confirm: nothing to register before the window opens.
    prepare: () => Promise.resolve(),
    confirm(input: ConfirmInput, options?: CallOptions) {
      const { paymentKey, orderId, amount, idempotencyKey } = input;
      return call('POST', '/v1/payments/confirm', { paymentKey, orderId, amount }, idempotencyKey, options);
    },
    getPayment(paymentKey: string, options?: CallOptions) {
      return call('GET', `/v1/payments/${segment(paymentKey)}`, undefined, undefined, options);
    },
    getPaymentByOrderId(orderId: string, options?: CallOptions) {
      return call('GET', `/v1/payments/orders/${segment(orderId)}`, undefined, undefined, options);
    },
    cancel(input: CancelInput, options?: CallOptions) {
      const body: { cancelReason: string; cancelAmount?: number } = { cancelReason: input.reason };
      if (input.amount !== undefined) body.cancelAmount = input.amount;
      return call(
        'POST',
        `/v1/payments/${segment(input.paymentKey)}/cancel`,
        body,
        input.idempotencyKey,
        options,
      );
    },
    parseWebhook({ body, headers }): ProviderWebhookEvent | null {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return null;
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) return null;
      const { createdAt, data } = parsed.data;
      const transmissionId = headers['tosspayments-webhook-transmission-id'];
      return {
        // Toss sends one transmission id per event, the same on every retry.
        id: transmissionId || `${data.paymentKey}:${data.status}:${createdAt}`,
        paymentKey: data.paymentKey,
        orderId: data.orderId,
        status: data.status as ProviderPayment['status'],
        createdAt,
      };
    },
  };
}
