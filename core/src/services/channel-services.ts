import type { Knex } from 'knex';
import { TtlCache } from '@seodang/sdk';

/**
 * Per-channel service switches (`channel_services`). A service without a row is on:
 * installing a plugin makes its services available, and admins switch them off per channel —
 * except a service its plugin declares off by default, which is off until an admin turns it on.
 * Cached per channel for a few seconds; a switch invalidates every instance's cache. Every request
 * reads these, so the requests that find a channel's entry expired share one read of it.
 */
export class ChannelServices {
  private readonly cache: TtlCache<number, Map<string, boolean>>;
  private readonly db: Knex;
  private readonly known: () => Map<string, string>;
  private readonly offByDefault: () => ReadonlySet<string>;
  constructor(
    db: Knex,
    known: () => Map<string, string>,
    ttlMs = 5_000,
    offByDefault: () => ReadonlySet<string> = () => new Set(),
  ) {
    this.db = db;
    this.known = known;
    this.cache = new TtlCache({ ttlMs, max: 10_000 });
    this.offByDefault = offByDefault;
  }

  private key(channelId: number | null) {
    return channelId ?? 0;
  }

  /** Every installed service key with its state in this channel (null: the public site). */
  states(channelId: number | null): Promise<Map<string, boolean>> {
    return this.cache.getOrLoad(this.key(channelId), () => this.load(channelId));
  }

  private async load(channelId: number | null): Promise<Map<string, boolean>> {
    const rows: { service: string; enabled: boolean }[] = await this.db('channel_services')
      .whereRaw('coalesce(channel_id, 0) = ?', [this.key(channelId)])
      .select('service', 'enabled');
    const map = new Map<string, boolean>();
    const off = this.offByDefault();
    for (const service of this.known().keys()) map.set(service, !off.has(service));
    for (const row of rows) if (map.has(row.service)) map.set(row.service, row.enabled);
    return map;
  }

  async isEnabled(channelId: number | null, service: string): Promise<boolean> {
    return (await this.states(channelId)).get(service) ?? false;
  }

  /** Switches a service; returns the previous state. */
  async set(trx: Knex, channelId: number | null, service: string, enabled: boolean): Promise<boolean> {
    const previous = await this.isEnabled(channelId, service);
    await trx.raw(
      `INSERT INTO channel_services (channel_id, service, enabled, updated_at) VALUES (?, ?, ?, now())
       ON CONFLICT ((coalesce(channel_id, 0)), service) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [channelId, service, enabled],
    );
    this.invalidate();
    return previous;
  }

  invalidate(): void {
    this.cache.clear();
  }
}
