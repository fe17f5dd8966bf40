/**
 * Which message tells a buyer why a payment or an order failed, in their language (the keys are
 * in `messages.ts`, ko/en/ja).
 */

/** Provider decline codes (Toss's) that have a message of their own; any other uses the general one. */
export const declineCodesWithMessages = [
  'REJECT_CARD_COMPANY',
  'REJECT_CARD_PAYMENT',
  'INVALID_CARD_NUMBER',
  'INVALID_CARD_EXPIRATION',
  'INVALID_STOPPED_CARD',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'NOT_FOUND_PAYMENT_SESSION',
  'PAY_PROCESS_CANCELED',
] as const;

/** Why an order failed or closed, when it was not the provider's decline. */
export const orderFailureCodes = [
  'amount_mismatch',
  'expired',
  'superseded',
  'payment_not_found',
  'provider_error',
] as const;
export type OrderFailureCode = (typeof orderFailureCodes)[number];

const declines = new Set<string>(declineCodesWithMessages);
const failures = new Set<string>(orderFailureCodes);

/** The message key for a provider's decline code (the general decline message for others). */
export function declineMessageKey(providerCode: string | null | undefined): string {
  return providerCode && declines.has(providerCode)
    ? `commerce.payment.declined.${providerCode}`
    : 'commerce.payment.declined';
}

/** The message key for an order's failure code: ours, or a provider's decline. */
export function failureMessageKey(code: string): string {
  return failures.has(code) ? `commerce.order.failure.${code}` : declineMessageKey(code);
}
