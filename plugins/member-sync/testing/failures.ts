import type { Context, Next } from 'koa';

/** A failure a fake directory answers instead of the next requests. */
export type InjectedFailure =
  { status: 401 } | { status: 429; retryAfter: number } | { status: 500 | 502 | 503 };

/**
 * The failures queued on a fake: each request takes the next one (`times` requests per failure),
 * so a test can fail the first page, or only the second. `body` shapes the refusal in the
 * directory's own format.
 */
export class FailureQueue {
  private queue: InjectedFailure[] = [];
  /** Requests that pass before the queued failures start. */
  private skip = 0;

  /** Fails the next `times` requests (after `after` good ones) with this answer. */
  fail(failure: InjectedFailure, options: { times?: number; after?: number } = {}) {
    this.skip = options.after ?? 0;
    for (let i = 0; i < (options.times ?? 1); i++) this.queue.push(failure);
  }

  clear() {
    this.queue = [];
    this.skip = 0;
  }

  /** Koa middleware answering the next queued failure, in the body `body(status)` gives. */
  middleware(body: (status: number) => unknown) {
    return async (ctx: Context, next: Next) => {
      if (this.skip > 0) {
        this.skip--;
        return next();
      }
      const failure = this.queue.shift();
      if (!failure) return next();
      ctx.status = failure.status;
      if (failure.status === 429) ctx.set('Retry-After', String(failure.retryAfter));
      ctx.body = body(failure.status);
    };
  }
}
