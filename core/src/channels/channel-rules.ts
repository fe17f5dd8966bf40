import { AppError } from '@seodang/sdk';

/**
 * Sub-domains a channel may not take: the platform's own hosts and names people would mistake
 * for it (spec §8 "Channel errors": `not_allowed_channel_index`).
 */
export const reservedChannelSlugs: ReadonlySet<string> = new Set([
  'www',
  'api',
  'mail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'mx',
  'dns',
  'admin',
  'root',
  'static',
  'assets',
  'cdn',
  'media',
  'img',
  'images',
  'files',
  'upload',
  'auth',
  'login',
  'logout',
  'signup',
  'account',
  'accounts',
  'oauth',
  'sso',
  'id',
  'app',
  'dev',
  'test',
  'staging',
  'beta',
  'status',
  'help',
  'support',
  'docs',
  'blog',
  'public',
  'channel',
  'channels',
  'seodang',
  'localhost',
]);

/** A DNS label of 2–63 lower-case letters, digits and inner hyphens. */
const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/;

/** The slug as stored (trimmed, lower case), or the spec's code for why it cannot be one. */
export function checkChannelSlug(raw: string): string {
  const slug = raw.trim().toLowerCase();
  if (!slugPattern.test(slug)) throw new AppError(400, 'invalid_channel_index');
  if (reservedChannelSlugs.has(slug)) throw new AppError(400, 'not_allowed_channel_index');
  return slug;
}

/** A host name of dot-separated DNS labels with a top-level domain of letters. */
const domainPattern = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A custom domain as stored (trimmed, lower case, no trailing dot), or `not_allowed_channel_index`. */
export function checkChannelDomain(raw: string, baseDomain: string): string {
  const domain = raw.trim().toLowerCase().replace(/\.$/, '');
  const base = baseDomain.toLowerCase();
  // The platform's own names are never a channel's domain: they route to the public site.
  if (!domainPattern.test(domain) || domain === base || domain.endsWith(`.${base}`))
    throw new AppError(400, 'not_allowed_channel_index');
  return domain;
}

/** Organisation types (spec §3 "Channel"): a value ending in `_school`, `univ` or `corp`. */
export const organizationTypePattern = /^(?:[a-z]+_school|univ|corp)$/;
