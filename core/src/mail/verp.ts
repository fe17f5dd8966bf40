import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

const localPart = /^bounces\+(\d{1,15})-([0-9a-f]{16})@(.+)$/i;

/**
 * VERP return paths: every mail goes out with the envelope sender `bounces+<id>-<hmac>@<domain>`,
 * so a delivery-status report that comes back days later names its mail, and nobody can mark
 * another mail bounced without having seen its address (the HMAC). The key is the configured
 * secret, or a random key kept in Redis so every core instance signs alike.
 */
export class VerpAddresses {
  readonly domain: string;
  private readonly redis: Redis;
  private readonly keyName: string;
  private readonly secret: string | undefined;
  private cached: Promise<string> | undefined;

  constructor(options: { redis: Redis; prefix: string; domain: string; secret?: string }) {
    this.redis = options.redis;
    this.keyName = `${options.prefix}:mail:verp-key`;
    this.domain = options.domain.toLowerCase();
    this.secret = options.secret;
  }

  private key(): Promise<string> {
    if (this.secret) return Promise.resolve(this.secret);
    this.cached ??= (async () => {
      await this.redis.set(this.keyName, randomBytes(32).toString('base64url'), 'NX');
      return (await this.redis.get(this.keyName))!;
    })().catch((err: unknown) => {
      this.cached = undefined;
      throw err;
    });
    return this.cached;
  }

  private async mac(id: number): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`mail:${id}`)
      .digest('hex')
      .slice(0, 16);
  }

  /** The return path of one mail. */
  async address(id: number): Promise<string> {
    return `bounces+${id}-${await this.mac(id)}@${this.domain}`;
  }

  /** The mail an address returns to, or null when it is not one of ours or its HMAC is wrong. */
  async mailOf(address: string): Promise<number | null> {
    const m = localPart.exec(address.trim());
    if (!m || m[3].toLowerCase() !== this.domain) return null;
    const id = Number(m[1]);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const expected = Buffer.from(await this.mac(id));
    const given = Buffer.from(m[2].toLowerCase());
    return timingSafeEqual(expected, given) ? id : null;
  }
}

/** The domain of a sender like `Seodang <no-reply@seodang.kr>`. */
export const domainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
