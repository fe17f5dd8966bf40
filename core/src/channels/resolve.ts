import type { Knex } from 'knex';
import type { ChannelData } from '@seodang/sdk';
import { Channel } from './models.ts';

/** Reads the channel slug (or custom domain) from a Host header; null means the public site. */
export function channelKeyFromHost(
  host: string | undefined,
  baseDomain: string,
): { slug: string } | { domain: string } | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const base = baseDomain.toLowerCase();
  if (name === base || name === `www.${base}` || name === '127.0.0.1' || name === '[::1]') return null;
  if (name.endsWith(`.${base}`)) {
    const slug = name.slice(0, -(base.length + 1));
    return slug.includes('.') ? { domain: name } : { slug };
  }
  return { domain: name };
}

/** The channel as requests and pages see it. */
export function toChannelData(c: Channel): ChannelData {
  return {
    index: c.id,
    slug: c.slug,
    name: c.name,
    faviconPath: c.favicon_path,
    channelType: c.channel_type,
    organizationType: c.organization_type,
    useTextbook: c.use_textbook,
    customStyleName: c.custom_style_name,
    isSchoolChannel: /_school$/.test(c.organization_type ?? ''),
    isPartnerAcademy: c.is_partner_academy,
    canChangeOwnInfoDefault: c.can_change_own_info_default,
  };
}

/**
 * Resolves channels with a short in-process cache: the channel lookup sits on every
 * request, and channel settings change rarely (admins' edits invalidate it).
 */
export class ChannelResolver {
  private cache = new Map<
    string,
    { at: number; channel: (ChannelData & { menuRestrictions: string[] }) | null }
  >();
  private readonly ttlMs: number;
  private readonly db: Knex;
  constructor(db: Knex, ttlMs = 10_000) {
    this.db = db;
    this.ttlMs = ttlMs;
  }

  async resolve(
    key: { slug: string } | { domain: string },
  ): Promise<(ChannelData & { menuRestrictions: string[] }) | null> {
    const cacheKey = 'slug' in key ? `s:${key.slug}` : `d:${key.domain}`;
    const hit = this.cache.get(cacheKey);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.channel;
    const row =
      'slug' in key
        ? await Channel.query(this.db).findOne({ slug: key.slug })
        : await Channel.query(this.db).findOne({ custom_domain: key.domain });
    const channel = row ? { ...toChannelData(row), menuRestrictions: row.menu_restrictions ?? [] } : null;
    this.cache.set(cacheKey, { at: Date.now(), channel });
    return channel;
  }

  invalidate(): void {
    this.cache.clear();
  }
}
