import type { Knex } from 'knex';
import type { Config } from '@seodang/config';
import { MediaUnavailableError, type MediaRooms, type MediaServer, type MediaService } from '@seodang/sdk';
import { janusToken } from './janus-auth.ts';
import { janusRooms } from './janus-client.ts';
import { recordingFiles } from './recording-files.ts';

/** How long a server's answer to its info check is trusted before asking again. */
export const healthyForMs = 2000;
/** A server that does not answer its info check within this is skipped. */
const infoTimeoutMs = 1000;

/** The configured media servers: `janus.servers`, else `janus.httpUrl`/`janus.wsUrl` as a list of one. */
export function configuredServers(janus: Config['janus']): MediaServer[] {
  if (janus.servers?.length) return janus.servers.map((s) => ({ httpUrl: s.httpUrl, wsUrl: s.wsUrl }));
  return janus.httpUrl && janus.wsUrl ? [{ httpUrl: janus.httpUrl, wsUrl: janus.wsUrl }] : [];
}

function checkChannel(channelId: number | null): void {
  if (channelId !== null && (!Number.isSafeInteger(channelId) || channelId <= 0))
    throw new TypeError(`invalid channel id: ${channelId}`);
}

interface PlacementRow {
  channel_id: number | null;
  room_key: string;
  server_url: string;
  weight: number;
  placed_at: Date;
}

/**
 * Core's media service over Janus's HTTP API: the configured servers, rooms placed on the least
 * loaded one that answers (`media_placements`, one row per channel and room key, the load being
 * the summed weight of the rooms placed on a server), and each server's rooms.
 */
export function createMediaService({ config, db }: { config: Config; db: Knex }): MediaService {
  const servers = configuredServers(config.janus);
  const byUrl = (url: string) => servers.find((s) => s.httpUrl === url) ?? null;
  const rooms = new Map(servers.map((s) => [s.httpUrl, janusRooms(s.httpUrl)]));
  const healthyUntil = new Map<string, number>();

  /** True when the server answers `/info` (a healthy answer is trusted for a moment). */
  async function answers(server: MediaServer): Promise<boolean> {
    if ((healthyUntil.get(server.httpUrl) ?? 0) > Date.now()) return true;
    const ok = await fetch(`${server.httpUrl}/info`, { signal: AbortSignal.timeout(infoTimeoutMs) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) healthyUntil.set(server.httpUrl, Date.now() + healthyForMs);
    else healthyUntil.delete(server.httpUrl);
    return ok;
  }

  /** The room's row, looked up inside its channel only (the public site is channel 0 here). */
  const ofRoom = (channelId: number | null, key: string) =>
    db<PlacementRow>('media_placements')
      .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
      .where({ room_key: key });
  const row = (channelId: number | null, key: string): Promise<PlacementRow | undefined> =>
    ofRoom(channelId, key).first();

  /** The answering server with the least weight placed on it (configuration order breaks ties). */
  async function leastLoaded(): Promise<MediaServer> {
    const live = (await Promise.all(servers.map(async (s) => ((await answers(s)) ? s : null)))).filter(
      (s): s is MediaServer => s !== null,
    );
    if (!live.length) throw new MediaUnavailableError();
    const loads = new Map(
      (
        (await db('media_placements')
          .whereIn(
            'server_url',
            live.map((s) => s.httpUrl),
          )
          .groupBy('server_url')
          .select('server_url', db.raw('sum(weight)::int as load'))) as { server_url: string; load: number }[]
      ).map((r) => [r.server_url, r.load]),
    );
    return live.reduce((best, s) =>
      (loads.get(s.httpUrl) ?? 0) < (loads.get(best.httpUrl) ?? 0) ? s : best,
    );
  }

  function at(server: MediaServer): MediaRooms {
    const found = rooms.get(server.httpUrl);
    if (!found) throw new MediaUnavailableError(`not a configured media server: ${server.httpUrl}`);
    return found;
  }

  const first = servers[0];

  return {
    urls: () => ({ httpUrl: first?.httpUrl ?? null, wsUrl: first?.wsUrl ?? null }),
    servers: () => servers,
    token: janusToken,
    at,
    recordings: recordingFiles,
    async place(channelId, key, weight) {
      checkChannel(channelId);
      if (!servers.length) throw new MediaUnavailableError('no media server configured');
      const stored = await row(channelId, key);
      const current = stored ? byUrl(stored.server_url) : null;
      if (current && (await answers(current))) return current;
      const chosen = await leastLoaded();
      if (!stored) {
        await db('media_placements')
          .insert({ channel_id: channelId, room_key: key, server_url: chosen.httpUrl, weight })
          .onConflict()
          .ignore();
      } else {
        // Placed again only if nobody moved it meanwhile: two callers finding it gone move it once.
        await ofRoom(channelId, key)
          .where({ server_url: stored.server_url })
          .update({ server_url: chosen.httpUrl, weight, placed_at: db.fn.now() });
      }
      const placed = await row(channelId, key);
      return (placed && byUrl(placed.server_url)) ?? chosen;
    },
    async placed(channelId, key) {
      checkChannel(channelId);
      const stored = await row(channelId, key);
      return stored ? byUrl(stored.server_url) : null;
    },
    async release(channelId, key) {
      checkChannel(channelId);
      await ofRoom(channelId, key).delete();
    },
  };
}
