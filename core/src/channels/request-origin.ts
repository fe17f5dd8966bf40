import type { RequestContext } from '@seodang/sdk';

/** The scheme and host (with port) the request came to: the channel's address for links in mails. */
export function requestOrigin(rc: RequestContext): string {
  const request = rc.raw as { protocol: string; host: string };
  return `${request.protocol}://${request.host}`;
}
