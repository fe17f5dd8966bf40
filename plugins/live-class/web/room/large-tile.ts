import type { TileInfo } from './remote-tile.tsx';

/** Why the speaker view shows a tile large. */
export type LargeReason = 'spotlight' | 'screen' | 'speaking' | 'host' | 'me';

/**
 * The speaker view's large tile: the one in the spotlight, else a shared screen, else the one who
 * spoke last (`speaking`, a tile's key, when it is still in the room), else a host, else the first
 * tile (oneself).
 */
export function largeTile(
  tiles: readonly TileInfo[],
  speaking: string | null,
  isHost: (objectId: number) => boolean,
): { tile: TileInfo; reason: LargeReason } | null {
  const spotlit = tiles.find((x) => x.spotlit);
  if (spotlit) return { tile: spotlit, reason: 'spotlight' };
  const screen = tiles.find((x) => x.screen);
  if (screen) return { tile: screen, reason: 'screen' };
  const speaker = speaking === null ? undefined : tiles.find((x) => x.key === speaking);
  if (speaker) return { tile: speaker, reason: 'speaking' };
  const host = tiles.find((x) => x.objectId !== null && isHost(x.objectId));
  if (host) return { tile: host, reason: 'host' };
  return tiles[0] ? { tile: tiles[0], reason: 'me' } : null;
}
