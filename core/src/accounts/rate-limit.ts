import type { Redis } from 'ioredis';

/**
 * A fixed-window counter in Redis, shared by every core instance: `hit` counts one attempt
 * and says whether the caller is still within the limit.
 */
export class RateLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly max: number;
  private readonly windowSeconds: number;
  constructor(redis: Redis, prefix: string, max: number, windowSeconds: number) {
    this.redis = redis;
    this.prefix = prefix;
    this.max = max;
    this.windowSeconds = windowSeconds;
  }

  async isBlocked(key: string): Promise<boolean> {
    const count = Number((await this.redis.get(`${this.prefix}:${key}`)) ?? 0);
    return count >= this.max;
  }

  async hit(key: string): Promise<number> {
    const full = `${this.prefix}:${key}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(full)
      .expire(full, this.windowSeconds, 'NX')
      .exec()) as [[unknown, number]];
    return count;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:${key}`);
  }
}
