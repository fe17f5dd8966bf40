import { createHmac, randomBytes } from 'node:crypto';

/** The only Janus plugin core's rooms use; tokens open nothing else. */
export const videoRoomPlugin = 'janus.plugin.videoroom';

/**
 * The media server's secrets as core receives them: JANUS_TOKEN_SECRET (Janus core's
 * `token_auth_secret`) signs every Janus token; JANUS_ADMIN_KEY (VideoRoom's `admin_key`) lets
 * core alone create rooms. Both unset: a Janus without token auth or admin key.
 */
export const janusAuth = () => ({
  tokenSecret: process.env.JANUS_TOKEN_SECRET || null,
  adminKey: process.env.JANUS_ADMIN_KEY || null,
});

/**
 * A Janus signed token (`<expiry s>,janus,<plugin>[,<room descriptor>]:<base64 HMAC-SHA1>`,
 * checked by Janus core on every request, keepalives included) valid until `expiresAt` for the
 * VideoRoom only. With a room, one more descriptor names it with a random part: Janus core checks
 * only the signature and the plugin, so that descriptor makes the token unique, the entry a room's
 * token list (VideoRoom's `allowed`) admits. Null when Janus runs without token auth.
 */
export function janusToken(expiresAt: number, room?: number): string | null {
  const { tokenSecret } = janusAuth();
  if (!tokenSecret) return null;
  const descriptors = [videoRoomPlugin, ...(room === undefined ? [] : [roomDescriptor(room)])];
  const data = `${Math.ceil(expiresAt / 1000)},janus,${descriptors.join(',')}`;
  return `${data}:${createHmac('sha1', tokenSecret).update(data).digest('base64')}`;
}

/** `room-<room>-<random>`: base64url, so no `,` or `:` that Janus splits a token on. */
const roomDescriptor = (room: number) => `room-${room}-${randomBytes(12).toString('base64url')}`;

/**
 * A room's secret, derived from core's admin key so every core instance computes the same one
 * and nobody else can.
 */
export function roomSecret(room: number): string {
  return createHmac('sha256', coreKey()).update(`videoroom:${room}`).digest('base64url');
}

/** The key of core's room secrets and list entries (a Janus without admin key or token secret protects nothing anyway). */
function coreKey(): string {
  const { adminKey, tokenSecret } = janusAuth();
  return adminKey ?? tokenSecret ?? 'seodang-media-unprotected';
}

/**
 * Core's own entry on a listed room's token list, derived like the secret: core joins such a room
 * for a moment to read its publishers' streams, and VideoRoom checks the token in the join's body
 * against the list (not Janus core's), so this entry need not be a signed token and is never handed out.
 */
export function coreListEntry(room: number): string {
  return `core-${createHmac('sha256', coreKey()).update(`videoroom-list:${room}`).digest('base64url')}`;
}
