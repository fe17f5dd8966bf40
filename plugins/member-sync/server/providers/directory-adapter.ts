import type { FailureReason } from '../../common/index.ts';

/** A person as a directory lists them. */
export interface DirectoryUser {
  /** The directory's own id: stable across renames and new addresses. */
  externalId: string;
  name: string;
  email: string;
  department: string | null;
  /** False when the directory keeps the person but marks them inactive (they count as missing). */
  active: boolean;
}

/** One page of people and where the next one starts (null: this was the last). */
export interface DirectoryPage {
  users: DirectoryUser[];
  next: string | null;
}

/**
 * A company directory a channel syncs its members from (ARCHITECTURE §9: a provider interface
 * written against the service's documented HTTP API). Every call takes the caller's signal and
 * gives up after its own timeout; a failure is a {@link DirectoryError}.
 */
export interface DirectoryAdapter {
  /** Checks the address and the token with the cheapest call the directory offers. */
  test(signal?: AbortSignal): Promise<void>;
  /** One page of people; `cursor` null for the first. */
  listUsers(cursor: string | null, signal?: AbortSignal): Promise<DirectoryPage>;
  /** The person with this address, or null. */
  findByEmail(email: string, signal?: AbortSignal): Promise<DirectoryUser | null>;
}

/** A directory call that failed, with the reason a run records. */
export class DirectoryError extends Error {
  readonly reason: FailureReason;
  /** Seconds to wait before asking again (429's Retry-After). */
  readonly retryAfter: number | null;
  constructor(reason: FailureReason, message: string, retryAfter: number | null = null) {
    super(message);
    this.name = 'DirectoryError';
    this.reason = reason;
    this.retryAfter = retryAfter;
  }
}

/** How long one directory request may take. */
export const requestTimeoutMs = 10_000;

/** Retry-After in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A directory address; one that does not parse (a setting saved before it was checked) is unreachable. */
export function directoryUrl(address: string): URL {
  if (!URL.canParse(address)) throw new DirectoryError('unreachable', `not an address: ${address}`);
  return new URL(address);
}

/**
 * GET a JSON document with a bearer token, the caller's signal and a timeout. 401/403, 429 and 5xx
 * become {@link DirectoryError}s; other answers are returned with their status for the adapter.
 */
export async function getJson(
  url: URL,
  token: string,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new DirectoryError('unreachable', `${url.origin} did not answer: ${(err as Error).message}`);
  }
  if (res.status === 401 || res.status === 403)
    throw new DirectoryError('unauthorized', `${url.origin} refused the token (${res.status})`);
  if (res.status === 429) {
    const wait = retryAfterSeconds(res.headers.get('retry-after'));
    throw new DirectoryError(
      'rate_limited',
      `${url.origin} is rate limiting (retry after ${wait ?? '?'} s)`,
      wait,
    );
  }
  if (res.status >= 500) throw new DirectoryError('server_error', `${url.origin} answered ${res.status}`);
  try {
    return { status: res.status, body: await res.json() };
  } catch {
    throw new DirectoryError('bad_response', `${url.origin} answered ${res.status} without JSON`);
  }
}
