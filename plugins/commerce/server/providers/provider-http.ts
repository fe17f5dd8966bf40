// One HTTP exchange with a payment provider's API, as both adapters make it: JSON in and out, a
// timeout of our own beside the caller's signal, and the transport's failures turned into the
// contract's errors (no answer in time: timeout; no answer at all: unavailable). What an answer
// means is the adapter's to read.
import { PaymentProviderUnavailableError, PaymentTimeoutError, type CallOptions } from './provider.ts';

/** An answer of the provider: its HTTP status and its body as JSON (undefined when not JSON). */
export interface ProviderAnswer {
  status: number;
  json: unknown;
}

/** How to reach one provider's API. */
export interface ProviderEndpoint {
  /** The provider's name in error messages ("Toss", "PortOne"). */
  name: string;
  apiUrl: string;
  timeoutMs: number;
  /** Headers sent on every call (the authorization). */
  headers: Record<string, string>;
}

/** Sends one request; throws {@link PaymentTimeoutError} or {@link PaymentProviderUnavailableError}. */
export async function exchange(
  endpoint: ProviderEndpoint,
  request: {
    method: 'GET' | 'POST';
    path: string;
    body?: unknown;
    headers?: Record<string, string>;
    options?: CallOptions;
  },
): Promise<ProviderAnswer> {
  const { method, path, body, options } = request;
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const signal = options?.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const headers: Record<string, string> = {
    ...endpoint.headers,
    accept: 'application/json',
    ...request.headers,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${endpoint.apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (timeout.aborted)
      throw new PaymentTimeoutError({
        message: `${endpoint.name} ${method} ${path}: no answer in ${endpoint.timeoutMs} ms`,
        cause: error,
      });
    if (options?.signal?.aborted) throw error;
    throw new PaymentProviderUnavailableError({
      providerCode: 'NETWORK_ERROR',
      message: `${endpoint.name} ${method} ${path}: ${(error as Error).message}`,
      httpStatus: null,
      cause: error,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, json };
}
