// PortOne's error answers (`{ type, message }`, type in SCREAMING_SNAKE_CASE) as the contract's
// error classes.
import {
  PaymentAlreadyProcessedError,
  PaymentDeclinedError,
  PaymentNotFoundError,
  PaymentProviderConfigError,
  PaymentProviderUnavailableError,
  type PaymentProviderError,
} from './provider.ts';

/** Types that mean "already done by an earlier call", not a refusal. */
const alreadyProcessedTypes = new Set([
  'ALREADY_PAID',
  'PAYMENT_ALREADY_CANCELLED',
  // Our `currentCancellableAmount` no longer holds: an earlier try of this refund went through.
  'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN',
]);
/** Types that say our secret, store or request framing are wrong. */
const configTypes = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'INVALID_REQUEST', 'STORE_NOT_FOUND']);
/** Types of a temporary failure: the PG behind PortOne did not answer. */
const temporaryTypes = new Set(['PG_PROVIDER']);
const notFoundTypes = new Set(['PAYMENT_NOT_FOUND']);

/** The error a PortOne error answer stands for. */
export function portoneError(httpStatus: number, type: string, message: string): PaymentProviderError {
  const details = { providerCode: type, message, httpStatus };
  if (alreadyProcessedTypes.has(type)) return new PaymentAlreadyProcessedError(details);
  if (httpStatus === 401 || httpStatus === 403 || configTypes.has(type))
    return new PaymentProviderConfigError(details);
  if (httpStatus >= 500 || httpStatus === 429 || temporaryTypes.has(type))
    return new PaymentProviderUnavailableError(details);
  if (notFoundTypes.has(type) || httpStatus === 404) return new PaymentNotFoundError(details);
  return new PaymentDeclinedError(details);
}
