import type { RequestContext } from '@seodang/sdk';

/** The origin a request came through (`https://school.example`): the issuer's and keys' URLs use it. */
export function originOf(rc: RequestContext): string {
  const raw = rc.raw as { protocol: string; host: string };
  return `${raw.protocol}://${raw.host}`;
}

/** The issuer's id: the channel (or the public site) is the issuer at its own host. */
export const issuerIdFor = (origin: string) => `${origin}/api/credentials/issuer`;

/** The Open Badges `Profile` of the request's channel, as `GET /api/credentials/issuer` serves it. */
export function issuerProfile(rc: RequestContext, siteName: string) {
  const origin = originOf(rc);
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: issuerIdFor(origin),
    type: ['Profile'],
    name: rc.channel?.name ?? siteName,
    url: origin,
  };
}
