import { createHash, randomBytes } from 'node:crypto';
import type { RequestContext } from '@seodang/sdk';

/** A new invitation token (32 random bytes, base64url) and the SHA-256 that is all we store. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The page a token opens, on the channel's own host. */
export const invitationUrl = (origin: string, token: string): string => `${origin}/invite/${token}`;

/** The scheme and host the request came to: the channel's own address for a link to hand out. */
export function requestOrigin(rc: RequestContext): string {
  const request = rc.raw as { protocol: string; host: string };
  return `${request.protocol}://${request.host}`;
}
