import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, type RequestContext } from '@seodang/sdk';

/** Asks per user and minute, across every core instance (bursts on top of the daily quota). */
export const asksPerMinute = 6;
/** How long an open stream's lease lasts without being released (a crashed instance frees it then). */
export const streamLeaseMs = 150_000;

/** An open stream's lease; `release()` on the stream's end (any end), idempotent. */
export interface StreamLease {
  release(): Promise<void>;
}

// Deletes the lease only when it is still this stream's (an expired lease may be another's now).
const releaseScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Burst limits in Redis: `rate-limiter-flexible` counts asks per user and minute, and a lease
 * (`SET NX PX`) allows one open stream per user.
 */
export class BurstLimits {
  /** Shared with the provider's key state (`providers/key-refusal.ts`). */
  readonly redis: Redis;
  readonly prefix: string;
  private readonly asks: RateLimiterRedis;
  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
    this.asks = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}ai:asks`,
      points: asksPerMinute,
      duration: 60,
    });
  }

  /** Counts one ask; past the budget 429 `ai_rate_limited` with Retry-After (seconds). */
  async consumeAsk(rc: Pick<RequestContext, 'header'>, userId: number): Promise<void> {
    try {
      await this.asks.consume(String(userId));
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      rc.header('Retry-After', String(seconds));
      throw new AppError(429, 'ai_rate_limited', 'ai.error.ai_rate_limited', { seconds });
    }
  }

  /** Opens the user's one stream; a second one meanwhile is 409 `ai_stream_open`. */
  async openStream(userId: number, ttlMs = streamLeaseMs): Promise<StreamLease> {
    const key = `${this.prefix}ai:stream:${userId}`;
    const token = randomUUID();
    const taken = await this.redis.set(key, token, 'PX', ttlMs, 'NX');
    if (taken !== 'OK') throw new AppError(409, 'ai_stream_open', 'ai.error.ai_stream_open');
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.redis.eval(releaseScript, 1, key, token);
      },
    };
  }

  /**
   * Counts the ask and opens the stream at once (one wait on Redis instead of two, before a
   * question's first token), answering as `consumeAsk` then `openStream` would: past the budget
   * 429 (a lease taken meanwhile is given back), else a second stream 409.
   */
  async admit(rc: Pick<RequestContext, 'header'>, userId: number): Promise<StreamLease> {
    const [ask, lease] = await Promise.allSettled([this.consumeAsk(rc, userId), this.openStream(userId)]);
    if (ask.status === 'rejected') {
      if (lease.status === 'fulfilled') await lease.value.release();
      throw ask.reason;
    }
    if (lease.status === 'rejected') throw lease.reason;
    return lease.value;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

let current: BurstLimits | null = null;
let users = 0;

/**
 * Starts the plugin's burst limits on the deployment's Redis (plugin `start`); shared by the core
 * instances of one process (counted, like the workspace's judge connection).
 */
export function startBurstLimits(config: Readonly<Record<string, unknown>>): BurstLimits {
  users += 1;
  if (!current) {
    const redis = new Redis(String(config.redisUrl), { maxRetriesPerRequest: 2 });
    current = new BurstLimits(redis, `${String(config.redisPrefix ?? 'seodang')}:`);
  }
  return current;
}

/** The running burst limits (the ask routes call `burstLimits().admit(…)`). */
export function burstLimits(): BurstLimits {
  if (!current) throw new Error('ai-assistant burst limits are not started');
  return current;
}

/** Closes the Redis connection once the last core instance of the process stops (plugin `stop`). */
export async function stopBurstLimits(): Promise<void> {
  users = Math.max(0, users - 1);
  if (users > 0 || !current) return;
  const limits = current;
  current = null;
  await limits.close();
}
