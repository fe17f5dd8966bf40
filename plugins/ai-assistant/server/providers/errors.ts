import { ProviderError } from './provider.ts';
import { retryAfterSeconds } from './retry-after.ts';
import type { ErrorMapper } from './stream-guard.ts';

/** What the two SDKs' errors have in common (both derive from the same generated code). */
interface SdkApiError {
  status: number | undefined;
  headers: Headers | undefined;
  message: string;
  /** Anthropic's error type (`overloaded_error`…), also inside an SSE `error` event. */
  type?: string | null;
}

/** The SDK's error classes {@link providerErrorOf} tells apart (same names in both SDKs). */
export interface SdkErrorClasses {
  apiError: abstract new (...args: never[]) => Error;
  connectionError: abstract new (...args: never[]) => Error;
  timeoutError: abstract new (...args: never[]) => Error;
}

/** The stream guard's error mapper for one SDK. */
export function errorMapperFor(sdk: SdkErrorClasses): ErrorMapper {
  return (err, afterFirstToken) => providerErrorOf(err, afterFirstToken, sdk);
}

/**
 * The {@link ProviderError} of an SDK or network failure. `connectionError` and `apiError` are
 * the SDK's classes (a connection error is an API error without a status in both SDKs).
 */
export function providerErrorOf(err: unknown, afterFirstToken: boolean, sdk: SdkErrorClasses): ProviderError {
  if (err instanceof sdk.timeoutError)
    return new ProviderError('timeout', 'the provider did not answer in time', afterFirstToken);
  if (err instanceof sdk.connectionError)
    return new ProviderError('unavailable', 'the provider could not be reached', afterFirstToken);
  if (err instanceof sdk.apiError) {
    const { status, headers, type } = err as unknown as SdkApiError;
    if (status === 401 || status === 403)
      return new ProviderError('auth', 'the provider refused the key', afterFirstToken);
    if (status === 429 || type === 'rate_limit_error')
      return new ProviderError(
        'rate_limited',
        'the provider is rate limiting',
        afterFirstToken,
        retryAfterSeconds(headers),
      );
    return new ProviderError(
      'unavailable',
      `the provider failed (${status ?? type ?? 'error event'})`,
      afterFirstToken,
    );
  }
  if (err instanceof SyntaxError)
    return new ProviderError('malformed', 'a chunk of the answer was not JSON', afterFirstToken);
  // undici's "terminated": the connection closed in the middle of the body.
  if (err instanceof TypeError && /terminated|other side closed/i.test(err.message))
    return new ProviderError('cut', 'the connection closed before the answer ended', afterFirstToken);
  return new ProviderError(
    'unavailable',
    `the provider call failed: ${(err as Error)?.message ?? String(err)}`,
    afterFirstToken,
  );
}
