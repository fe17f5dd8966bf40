import { randomInt } from 'node:crypto';
import { codeAlphabet, codeLength } from '../common/index.ts';
import { attendanceRedis } from './redis.ts';

/** How long a dead code still answers "expired" rather than "unknown". */
const rememberMs = 6 * 3600_000;

/** The session's code as it is shown now. */
export interface ShownCode {
  code: string;
  /** When the next code takes over (ms since the epoch, server time). */
  rotatesAt: number;
  /** True when this call made the code (the display topic is told). */
  minted: boolean;
}

/** What the store needs of a session. */
export interface CodeSession {
  id: number;
  channel_id: number | null;
  code_interval_seconds: number;
  code_margin_seconds: number;
}

const channelKey = (channelId: number | null) => (channelId === null ? 'site' : String(channelId));
const randomCode = () =>
  Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/**
 * Rotating codes in Redis. A code lives for interval + margin (`code:{channel}:{CODE}` → session,
 * `SET NX`, so no two open sessions of a channel share one); the session's current code lives for
 * the interval (`current:{session}`), and the first caller after it ends makes the next one.
 */
export const codeStore = {
  async current(session: CodeSession, now = Date.now()): Promise<ShownCode> {
    const { redis, prefix } = attendanceRedis();
    const currentKey = `${prefix}current:${session.id}`;
    const shown = await redis.get(currentKey);
    if (shown) return { ...(JSON.parse(shown) as { code: string; rotatesAt: number }), minted: false };
    const interval = session.code_interval_seconds * 1000;
    const life = interval + session.code_margin_seconds * 1000;
    const channel = channelKey(session.channel_id);
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = randomCode();
      const codeKey = `${prefix}code:${channel}:${code}`;
      if ((await redis.set(codeKey, String(session.id), 'PX', life, 'NX')) !== 'OK') continue;
      const next = { code, rotatesAt: now + interval };
      if ((await redis.set(currentKey, JSON.stringify(next), 'PX', interval, 'NX')) !== 'OK') {
        // Another display made this window's code first: show that one.
        await redis.del(codeKey);
        return codeStore.current(session, now);
      }
      await redis.set(`${prefix}seen:${channel}:${code}`, String(session.id), 'PX', rememberMs);
      return { ...next, minted: true };
    }
    throw new Error('no free attendance code after 20 attempts');
  },

  /** The session a typed code belongs to: live, expired (seen in the last hours) or unknown. */
  async lookup(
    channelId: number | null,
    code: string,
  ): Promise<{ live: true; sessionId: number } | { live: false; sessionId: number } | null> {
    const { redis, prefix } = attendanceRedis();
    const channel = channelKey(channelId);
    const [live, seen] = await redis.mget(
      `${prefix}code:${channel}:${code}`,
      `${prefix}seen:${channel}:${code}`,
    );
    if (live) return { live: true, sessionId: Number(live) };
    if (seen) return { live: false, sessionId: Number(seen) };
    return null;
  },

  /** Ends the session's current code at once (on close or delete). */
  async retire(session: CodeSession): Promise<void> {
    const { redis, prefix } = attendanceRedis();
    const currentKey = `${prefix}current:${session.id}`;
    const shown = await redis.get(currentKey);
    await redis.del(currentKey);
    if (shown) {
      const { code } = JSON.parse(shown) as { code: string };
      await redis.del(`${prefix}code:${channelKey(session.channel_id)}:${code}`);
    }
  },
};
