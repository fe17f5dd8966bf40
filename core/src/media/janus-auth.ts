import { createHmac } from 'node:crypto';

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
 * A Janus signed token (`<expiry s>,janus,<plugin>:<base64 HMAC-SHA1>`, checked by Janus core
 * on every request, keepalives included) valid until `expiresAt` for the VideoRoom only.
 * Null when Janus runs without token auth.
 */
export function janusToken(expiresAt: number): string | null {
  const { tokenSecret } = janusAuth();
  if (!tokenSecret) return null;
  const data = `${Math.ceil(expiresAt / 1000)},janus,${videoRoomPlugin}`;
  return `${data}:${createHmac('sha1', tokenSecret).update(data).digest('base64')}`;
}

/**
 * A room's secret, derived from core's admin key so every core instance computes the same one
 * and nobody else can (a Janus without admin key or token secret protects nothing anyway).
 */
export function roomSecret(room: number): string {
  const { adminKey, tokenSecret } = janusAuth();
  const key = adminKey ?? tokenSecret ?? 'seodang-media-unprotected';
  return createHmac('sha256', key).update(`videoroom:${room}`).digest('base64url');
}
