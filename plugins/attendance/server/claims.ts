import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { attendanceRedis } from './redis.ts';

/** How long a logged-out visitor's claim lasts: long enough to log in. */
export const claimTtlMs = 5 * 60_000;

/** What a claim carries through login. */
export interface ClaimPayload {
  /** Channel (null: public site), session, the code and when the visitor arrived (ms). */
  channelId: number | null;
  sessionId: number;
  code: string;
  arrivedAt: number;
  nonce: string;
  expiresAt: number;
}

/** The signing key: made once per deployment and kept in Redis, so every core instance shares it. */
async function signingKey(): Promise<string> {
  const { redis, prefix } = attendanceRedis();
  await redis.set(`${prefix}claim-key`, randomBytes(32).toString('hex'), 'NX');
  return (await redis.get(`${prefix}claim-key`))!;
}

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** Signs a claim for a visitor who arrived with a live code (5 minutes, single use). */
export async function issueClaim(input: Omit<ClaimPayload, 'nonce' | 'expiresAt'>): Promise<string> {
  const payload: ClaimPayload = {
    ...input,
    nonce: randomBytes(12).toString('base64url'),
    expiresAt: input.arrivedAt + claimTtlMs,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(await signingKey(), body)}`;
}

/**
 * The claim's payload when its signature holds, it has not expired, it belongs to this channel
 * and it was never used; it is used up by this call. Null otherwise.
 */
export async function redeemClaim(token: string, channelId: number | null, now = Date.now()) {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(await signingKey(), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: ClaimPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ClaimPayload;
  } catch {
    return null;
  }
  if (payload.expiresAt < now || payload.channelId !== channelId) return null;
  const { redis, prefix } = attendanceRedis();
  const used = await redis.set(`${prefix}claim-used:${payload.nonce}`, '1', 'PX', claimTtlMs, 'NX');
  return used === 'OK' ? payload : null;
}
