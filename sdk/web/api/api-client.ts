import { readCookie } from './cookies.ts';
import { ApiError, clientErrorCodes, toApiError } from './api-error.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

/** Options of one API call. */
export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** Shown when the server gives no message (spec §8 "Server 500"). */
let unexpectedMessage = 'An unexpected error occurred on the server.';

/** Lets the shell localise the fallback message. */
export function setUnexpectedErrorMessage(message: string): void {
  unexpectedMessage = message;
}

/** Builds `/api/x?a=1` from a path and query, skipping empty values. */
export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * Calls the API: JSON in and out, cookies included, the CSRF header on writes (contracts:
 * `x-csrf-token` equal to the `sd_csrf` cookie). Resolves with the parsed body; rejects with an
 * ApiError.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    const token = typeof document === 'undefined' ? undefined : readCookie(document.cookie, 'sd_csrf');
    if (token) headers['x-csrf-token'] = token;
  }
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(clientErrorCodes.network, unexpectedMessage, 0);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw toApiError(response.status, body, unexpectedMessage);
  return body as T;
}

/** Shorthands over apiRequest. */
export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
