import type { RequestContext } from '@seodang/sdk';
import { issuerSettings } from './issuer-settings.ts';

/** The issuer's id: the channel (or the public site) is the issuer at its own host. */
export const issuerIdFor = (origin: string) => `${origin}/api/credentials/issuer`;

/** The issuer's name and page: the channel admin's settings, else the channel's (or the site's) own. */
export function issuerOf(rc: RequestContext, siteName: string): Promise<{ name: string; url: string }> {
  return issuerSettings(rc, { name: rc.channel?.name ?? siteName, url: rc.origin });
}

/** The Open Badges `Profile` of the request's channel, as `GET /api/credentials/issuer` serves it. */
export async function issuerProfile(rc: RequestContext, siteName: string) {
  const origin = rc.origin;
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
