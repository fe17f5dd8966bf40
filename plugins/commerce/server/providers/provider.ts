// The payment provider contract: what checkout and refunds ask of a payment gateway, in words
// that fit Toss Payments (and its local test provider) today and PortOne V2 later. Amounts are
// integer KRW. Every call that changes money carries an idempotency key.

/** Which gateway `COMMERCE_PROVIDER` names: the local test provider, Toss Payments or PortOne. */
export type PaymentProviderId = 'test' | 'toss' | 'portone';

/** Every provider id, in the order the configuration lists them. */
export const paymentProviderIds: readonly PaymentProviderId[] = ['test', 'toss', 'portone'];

/**
 * A payment's state, named as Toss Payments names them: READY (created), IN_PROGRESS (the buyer
 * authenticated, waiting for our confirm), WAITING_FOR_DEPOSIT (virtual account), DONE
 * (approved), CANCELED (fully refunded), PARTIAL_CANCELED (part refunded), ABORTED (approval
 * failed) and EXPIRED (not confirmed in time).
 */
export type PaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

/** Every payment status. */
export const paymentStatuses: readonly PaymentStatus[] = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
];

/** The ways a buyer can pay that Seodang offers. */
export type PaymentMethod = 'card' | 'phone';

/** One refund (whole or partial) of a payment. */
export interface PaymentCancel {
  /** The provider's key for this cancel transaction. */
  transactionKey: string;
  /** Refunded KRW. */
  amount: number;
  reason: string;
  /** ISO 8601 time of the refund. */
  canceledAt: string;
}

/** A payment as the provider reports it. */
export interface ProviderPayment {
  /** The provider's key for the payment (Toss `paymentKey`; PortOne's `paymentId`). */
  paymentKey: string;
  /** Our order id, given to the payment window. */
  orderId: string;
  orderName: string;
  status: PaymentStatus;
  /** `null` before the buyer chose a method, or for a method Seodang does not offer. */
  method: PaymentMethod | null;
  /** KRW the buyer was asked to pay. */
  totalAmount: number;
  /** KRW approved: the total once approved (even if refunded since), otherwise 0. */
  approvedAmount: number;
  /** KRW still refundable: approved minus refunds. */
  balanceAmount: number;
  /** ISO 8601 times; `approvedAt` is `null` until approved. */
  requestedAt: string | null;
  approvedAt: string | null;
  /** The buyer's receipt page at the provider, when there is one. */
  receiptUrl: string | null;
  /** Whether the provider accepts a partial refund of this payment (phone payments do not). */
  partialCancelable: boolean;
  cancels: PaymentCancel[];
  /** Why the provider declined the payment (its own code and words), when it did. */
  failure: { code: string; message: string | null } | null;
}

/** What the success redirect hands us, and the amount our order expects. */
export interface ConfirmInput {
  paymentKey: string;
  orderId: string;
  /** The order's amount as our server computed it, never the amount from the redirect. */
  amount: number;
  /** Same key on a retry of the same confirm (up to 300 characters). */
  idempotencyKey: string;
}

/** A whole (no `amount`) or partial refund. */
export interface CancelInput {
  paymentKey: string;
  reason: string;
  /** KRW to refund; the remaining balance when left out. */
  amount?: number;
  /** Same key on a retry of the same refund (up to 300 characters). */
  idempotencyKey: string;
  /**
   * The refundable balance this refund starts from, as our records have it. A provider that
   * checks it (PortOne's `currentCancellableAmount`) refuses a retry once the first call went
   * through, instead of refunding twice.
   */
  currentBalance?: number;
}

/** An order about to be paid: what a provider may need to know before its window opens. */
export interface PrepareInput {
  /** Our order id (PortOne's `paymentId`). */
  orderId: string;
  /** The order's KRW amount, as our server computed it. */
  amount: number;
}

/**
 * What a webhook says happened. Only a hint: the receiver fetches the payment from the provider
 * before acting on it (Toss's webhooks are not signed; PortOne's signature is checked first).
 */
export interface ProviderWebhookEvent {
  /** Stable across retries of one event: the key to drop duplicates by. */
  id: string;
  paymentKey: string;
  orderId: string;
  /** The status the event claims. */
  status: PaymentStatus;
  /** When the provider created the event, as it wrote it (orders events of one payment). */
  createdAt: string;
}

/** Options for one call. */
export interface CallOptions {
  /** Aborts the call (the provider's own timeout applies as well). */
  signal?: AbortSignal;
}

/**
 * A payment gateway. Every method either returns the payment as the provider now holds it or
 * throws one of the {@link PaymentProviderError} kinds.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /**
   * Called at checkout, once the order is written and before the browser opens the payment
   * window: PortOne pre-registers the amount (a payment of any other amount is refused); Toss
   * needs nothing.
   */
  prepare(input: PrepareInput, options?: CallOptions): Promise<void>;
  /** Approve a payment the buyer authenticated in the payment window. */
  confirm(input: ConfirmInput, options?: CallOptions): Promise<ProviderPayment>;
  /** The payment with this key. */
  getPayment(paymentKey: string, options?: CallOptions): Promise<ProviderPayment>;
  /** The latest payment made for this order id (the way to reconcile after a timeout). */
  getPaymentByOrderId(orderId: string, options?: CallOptions): Promise<ProviderPayment>;
  /** Refund all or part of an approved payment. */
  cancel(input: CancelInput, options?: CallOptions): Promise<ProviderPayment>;
  /**
   * Read a webhook request (the raw body, header names in lower case); `null` when it is not a
   * payment event this provider sends.
   */
  parseWebhook(request: {
    body: string;
    headers: Record<string, string | undefined>;
  }): ProviderWebhookEvent | null;
}

/** The kinds of failure a caller tells apart. */
export type PaymentProviderErrorKind =
  'declined' | 'already-processed' | 'not-found' | 'timeout' | 'unavailable' | 'config';

/** A provider call that did not return a payment. */
export class PaymentProviderError extends Error {
  readonly kind: PaymentProviderErrorKind;
  /** The provider's error code (Toss `code`), or ours: TIMEOUT, NETWORK_ERROR, INVALID_RESPONSE. */
  readonly providerCode: string;
  /** The HTTP status of the provider's answer; `null` when there was none. */
  readonly httpStatus: number | null;
  /** True when retrying with the same idempotency key may succeed. */
  readonly retryable: boolean;
  /** True when the provider may have applied the call: reconcile before telling the buyer. */
  readonly outcomeUnknown: boolean;

  constructor(
    kind: PaymentProviderErrorKind,
    details: { providerCode: string; message: string; httpStatus: number | null; cause?: unknown },
  ) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PaymentProviderError';
    this.kind = kind;
    this.providerCode = details.providerCode;
    this.httpStatus = details.httpStatus;
    this.retryable = kind === 'timeout' || kind === 'unavailable';
    this.outcomeUnknown = kind === 'timeout' || kind === 'unavailable';
  }
}

/**
 * The provider refused: a card decline, an expired payment session, an amount above the
 * refundable balance. Nothing happened; the message is the provider's, fit to show the buyer.
 */
export class PaymentDeclinedError extends PaymentProviderError {
  constructor(details: { providerCode: string; message: string; httpStatus: number | null }) {
    super('declined', details);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * The payment was already approved (confirm) or already refunded (cancel) by an earlier call:
 * fetch it to learn its state. Toss answers so to a second confirm without the first one's
 * idempotency key.
 */
export class PaymentAlreadyProcessedError extends PaymentProviderError {
  constructor(details: { providerCode: string; message: string; httpStatus: number | null }) {
    super('already-processed', details);
    this.name = 'PaymentAlreadyProcessedError';
  }
}

/** No payment with that key or order id. */
export class PaymentNotFoundError extends PaymentProviderError {
  constructor(details: { providerCode: string; message: string; httpStatus: number | null }) {
    super('not-found', details);
    this.name = 'PaymentNotFoundError';
  }
}

/**
 * No answer in time. The provider may have applied the call: fetch the payment (by order id
 * for a confirm) before anything else, or retry with the same idempotency key.
 */
export class PaymentTimeoutError extends PaymentProviderError {
  constructor(details: { message: string; cause?: unknown }) {
    super('timeout', { providerCode: 'TIMEOUT', httpStatus: null, ...details });
    this.name = 'PaymentTimeoutError';
  }
}

/**
 * A provider error (5xx, 429, a temporary-error code, an earlier call with the same key still
 * running), a network failure or an answer we cannot read. Retry with the same idempotency key;
 * the provider returns the first call's answer if it had applied it.
 */
export class PaymentProviderUnavailableError extends PaymentProviderError {
  constructor(details: {
    providerCode: string;
    message: string;
    httpStatus: number | null;
    cause?: unknown;
  }) {
    super('unavailable', details);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** Our credentials or request are wrong (an unknown secret key, a too long idempotency key). */
export class PaymentProviderConfigError extends PaymentProviderError {
  constructor(details: { providerCode: string; message: string; httpStatus: number | null }) {
    super('config', details);
    this.name = 'PaymentProviderConfigError';
  }
}

/** True for any error a provider call throws on purpose. */
export function isPaymentProviderError(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError;
}
