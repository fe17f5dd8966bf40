import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { OAuthProviderId } from '@seodang/config';
import type { SocialProfile } from './providers.ts';

/** What a sign-in started with, kept until its callback (the browser carries only `state`). */
export interface PendingSignIn {
  provider: OAuthProviderId;
  codeVerifier: string | null;
  nonce: string | null;
  /** The origin the user started from (the base host or a channel's host). */
  origin: string;
  /** Where to go after signing in (a same-origin path). */
  next: string;
  redirectUri: string;
}

/** A signed-in user on their way back to the channel host they started from. */
export interface Handoff {
  userId: number;
  origin: string;
  next: string;
}

/** A provider identity waiting for the owner of an account with the same verified e-mail to confirm. */
export interface PendingLink {
  provider: OAuthProviderId;
  subject: string;
  email: string;
  userId: number;
}

/** A new person's profile, waiting for them to agree to the terms before the account is made. */
export interface PendingSignup {
  profile: SocialProfile & { email: string };
  next: string;
}

const ttl = { state: 600, handoff: 60, link: 600, signup: 600 };

/**
 * Short-lived, single-use sign-in values in Redis, shared by every core instance: the state of an
 * authorization request (10 min), the handoff code to the channel host (1 min) and a link offer
 * (10 min). Each is taken with GETDEL, so a replay finds nothing.
 */
export class OAuthStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = `${prefix}:oauth`;
  }

  private async put(kind: keyof typeof ttl, key: string, value: unknown): Promise<void> {
    await this.redis.set(`${this.prefix}:${kind}:${key}`, JSON.stringify(value), 'EX', ttl[kind]);
  }

  private async take<T>(kind: keyof typeof ttl, key: string): Promise<T | null> {
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(key)) return null;
    const raw = await this.redis.getdel(`${this.prefix}:${kind}:${key}`);
    return raw ? (JSON.parse(raw) as T) : null;
  }

  saveSignIn(state: string, value: PendingSignIn) {
    return this.put('state', state, value);
  }
  takeSignIn(state: string) {
    return this.take<PendingSignIn>('state', state);
  }

  /** Stores a handoff and answers its one-time code. */
  async createHandoff(value: Handoff): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.put('handoff', code, value);
    return code;
  }
  takeHandoff(code: string) {
    return this.take<Handoff>('handoff', code);
  }

  /** Stores a link offer and answers its token. */
  async createLink(value: PendingLink): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.put('link', token, value);
    return token;
  }
  takeLink(token: string) {
    return this.take<PendingLink>('link', token);
  }

  /** Stores a sign-up waiting for consent and answers its token. */
  async createSignup(value: PendingSignup): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.put('signup', token, value);
    return token;
  }
  takeSignup(token: string) {
    return this.take<PendingSignup>('signup', token);
  }
}
