import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Accounts one browser remembers (a shared classroom computer signs in many); the oldest go first. */
const maxEntries = 20;
const b64 = (buf: Buffer) => buf.toString('base64url');

/**
 * OWASP "device cookies": a browser that has signed in to an account gets a signed token for that
 * account, which exempts it from the account's lock (not from its own failure budget). One cookie
 * holds a short list of `account.nonce.signature` entries; the account is a hash of the login name,
 * so the cookie does not reveal it. The HMAC key is the configured secret, or a random key kept in
 * Redis that every core instance reads.
 */
export class DeviceCookies {
  private readonly redis: Redis;
  private readonly keyName: string;
  private readonly secret: string | undefined;
  constructor(redis: Redis, prefix: string, secret?: string) {
    this.redis = redis;
    this.keyName = `${prefix}:login:device-cookie-key`;
    this.secret = secret;
  }

  private async key(): Promise<string> {
    if (this.secret) return this.secret;
    const stored = await this.redis.get(this.keyName);
    if (stored) return stored;
    await this.redis.set(this.keyName, b64(randomBytes(32)), 'NX');
    return (await this.redis.get(this.keyName))!;
  }

  private static account(login: string): string {
    return b64(createHash('sha256').update(login).digest()).slice(0, 16);
  }

  private static sign(key: string, body: string): string {
    return b64(createHmac('sha256', key).update(body).digest()).slice(0, 22);
  }

  private static entries(value: string | undefined): string[] {
    return (value ?? '').split('~').filter((e) => /^[\w-]{16}\.[\w-]{16}\.[\w-]{22}$/.test(e));
  }

  /** The nonce of this cookie's genuine entry for `login` (lower-cased), or null. */
  async nonceFor(value: string | undefined, login: string): Promise<string | null> {
    const account = DeviceCookies.account(login);
    const entry = DeviceCookies.entries(value).find((e) => e.startsWith(`${account}.`));
    if (!entry) return null;
    const [, nonce, signature] = entry.split('.');
    const expected = DeviceCookies.sign(await this.key(), `${account}.${nonce}`);
    return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? nonce : null;
  }

  /** The cookie's new value after signing in to `login`: a fresh entry for it, first. */
  async issue(value: string | undefined, login: string): Promise<string> {
    const account = DeviceCookies.account(login);
    const nonce = b64(randomBytes(12));
    const body = `${account}.${nonce}`;
    const fresh = `${body}.${DeviceCookies.sign(await this.key(), body)}`;
    const others = DeviceCookies.entries(value).filter((e) => !e.startsWith(`${account}.`));
    return [fresh, ...others].slice(0, maxEntries).join('~');
  }
}
