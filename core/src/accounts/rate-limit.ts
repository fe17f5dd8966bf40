import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config, FailureLimit } from '@seodang/config';

/** How long a key's earlier locks are remembered, so that the next lock lasts longer. */
const lockMemorySeconds = 24 * 3600;

const waitOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * One failure budget in Redis, shared by every core instance: `failures` within the window lock
 * the key for `blockSeconds`, and each further lock within a day lasts twice as long (up to
 * `maxBlockSeconds`).
 */
export class FailureLimiter {
  private readonly limit: FailureLimit;
  private readonly failures: RateLimiterRedis;
  private readonly locks: RateLimiterRedis;
  constructor(redis: Redis, keyPrefix: string, limit: FailureLimit) {
    this.limit = limit;
    this.failures = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${keyPrefix}:fail`,
      points: limit.failures,
      duration: limit.windowSeconds,
    });
    this.locks = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${keyPrefix}:lock`,
      points: 1_000_000,
      duration: Math.max(lockMemorySeconds, 2 * limit.maxBlockSeconds),
    });
  }

  /** Seconds until `key` may try again; 0 when it may try now. */
  async wait(key: string): Promise<number> {
    const res = await this.failures.get(key);
    return res && res.remainingPoints <= 0 ? waitOf(res) : 0;
  }

  /** Counts one failure; when it uses up the budget, locks the key and answers the lock's seconds. */
  async fail(key: string): Promise<number> {
    const res = await this.failures.penalty(key);
    // Exactly at the budget: concurrent failures past it do not lock (and lengthen) twice.
    if (res.consumedPoints !== this.limit.failures) return 0;
    const locks = await this.locks.penalty(key);
    const seconds = Math.min(
      this.limit.blockSeconds * 2 ** Math.min(locks.consumedPoints - 1, 30),
      this.limit.maxBlockSeconds,
    );
    await this.failures.block(key, seconds);
    return seconds;
  }

  /** Forgets the key's failures and earlier locks. */
  async reset(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.locks.delete(key)]);
  }
}

/**
 * The address a limit counts: IPv4 as it is, IPv6 by its /64 (one subscriber's network), so a
 * client cannot step around an address limit by rotating through its own addresses.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** One sign-in attempt as the throttle sees it. */
export interface LoginAttempt {
  /** The login name as typed, lower-cased (accounts that do not exist are throttled alike). */
  account: string;
  ip: string;
  /** The nonce of this browser's genuine device cookie for the account, if it holds one. */
  device: string | null;
}

/**
 * Sign-in throttling after OWASP's authentication guidance: consecutive failures per account and
 * address, a larger budget per account from anywhere (which a browser holding the account's
 * device cookie skips, while it keeps within its own budget), and a per-address ceiling only for
 * abusive volume. Failures for other accounts never lock an account out of an address below that
 * ceiling, so a classroom behind one NAT address keeps signing in.
 */
export class LoginThrottle {
  private readonly accountIp: FailureLimiter;
  private readonly account: FailureLimiter;
  private readonly device: FailureLimiter;
  private readonly ip: FailureLimiter;
  constructor(redis: Redis, prefix: string, limits: Config['login']) {
    this.accountIp = new FailureLimiter(redis, `${prefix}:login:account-ip`, limits.accountIp);
    this.account = new FailureLimiter(redis, `${prefix}:login:account`, limits.account);
    this.device = new FailureLimiter(redis, `${prefix}:login:device`, limits.device);
    this.ip = new FailureLimiter(redis, `${prefix}:login:ip`, limits.ip);
  }

  private keys(a: LoginAttempt) {
    const ip = addressKey(a.ip);
    return {
      ip,
      account: a.account,
      accountIp: `${a.account}|${ip}`,
      device: a.device ? `${a.account}|${a.device}` : null,
    };
  }

  /** Seconds this attempt must wait before its password is even checked; 0 when it may try. */
  async wait(a: LoginAttempt): Promise<number> {
    const k = this.keys(a);
    // A trusted browser answers to its own budget only; past it, it is a stranger again.
    if (k.device && (await this.device.wait(k.device)) === 0) return 0;
    const waits = await Promise.all([
      this.ip.wait(k.ip),
      this.account.wait(k.account),
      this.accountIp.wait(k.accountIp),
    ]);
    return Math.max(...waits);
  }

  /** Counts a wrong password; answers how long this client must now wait (0: it may try again). */
  async failed(a: LoginAttempt): Promise<number> {
    const k = this.keys(a);
    await Promise.all([
      this.ip.fail(k.ip),
      this.account.fail(k.account),
      this.accountIp.fail(k.accountIp),
      k.device ? this.device.fail(k.device) : null,
    ]);
    return this.wait(a);
  }

  /** A correct password: the account's failures from this address and this device start over. */
  async succeeded(a: LoginAttempt): Promise<void> {
    const k = this.keys(a);
    await Promise.all([this.accountIp.reset(k.accountIp), k.device ? this.device.reset(k.device) : null]);
  }
}

/** A plain per-address request budget (sign-up, which tells whether an id or e-mail exists). */
export class RequestLimiter {
  private readonly limiter: RateLimiterRedis;
  constructor(redis: Redis, keyPrefix: string, points: number, windowSeconds: number) {
    this.limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: windowSeconds });
  }

  /** Counts one request from `ip`; answers the seconds to wait when it is over budget, else 0. */
  async hit(ip: string): Promise<number> {
    try {
      await this.limiter.consume(addressKey(ip));
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return waitOf(rejection);
      throw rejection;
    }
  }
}
