import type { RequestContext } from '@seodang/sdk';
import { issuerSettings } from './issuer-settings.ts';

/** The origin a request came through (`https://school.example`): the issuer's and keys' URLs use it. */
export function originOf(rc: RequestContext): string {
  const raw = rc.raw as { protocol: string; host: string };
  return `${raw.protocol}://${raw.host}`;
}

/** The issuer's id: the channel (or the public site) is the issuer at its own host. */
export const issuerIdFor = (origin: string) => `${origin}/api/credentials/issuer`;

/** The issuer's name and page: the channel admin's settings, else the channel's (or the site's) own. */
export function issuerOf(rc: RequestContext, siteName: string): Promise<{ name: string; url: string }> {
  return issuerSettings(rc, { name: rc.channel?.name ?? siteName, url: originOf(rc) });
}

/** The Open Badges `Profile` of the request's channel, as `GET /api/credentials/issuer` serves it. */
export async function issuerProfile(rc: RequestContext, siteName: string) {
  const origin = originOf(rc);
  const issuer = await issuerOf(rc, siteName);
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: issuerIdFor(origin),
    type: ['Profile'],
    name: issuer.name,
    url: issuer.url,
  };
}
