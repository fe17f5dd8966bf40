// What the room's one multistream subscription should hold: every other publisher's sound (a
// voice off screen is still heard), and video only of the tiles on screen, at the low simulcast
// layer in the grid and the strip and the full one in the spotlight. A class of 30 cameras would
// otherwise have every browser decode 30 videos and the server send them all.

/** A publisher in the room as Janus listed it: its feed id and the mids of its sound and video. */
export interface PublishedFeed {
  feedId: number;
  audioMid: string | null;
  videoMid: string | null;
}

/** A stream of the subscription as Janus last described it (`attached` / `updated`). */
export interface SubscribedStream {
  /** The subscription's own mid (what `configure` and the browser's tracks name). */
  mid: string;
  feedId: number;
  /** The publisher's mid this stream carries. */
  feedMid: string;
  type: string;
  active: boolean;
}

/** How much of a shown tile's video: the lowest simulcast layer, or the full one. */
export type Layer = 'low' | 'full';

/** The simulcast substream of a layer (Janus falls back to the best one sent below it). */
export const SUBSTREAM: Record<Layer, number> = { low: 0, full: 2 };

/** One publisher stream to add or remove. */
export interface StreamRef {
  feed: number;
  mid: string;
}

const keyOf = (feed: number, mid: string) => `${feed}/${mid}`;

/**
 * The streams to add and to drop so the subscription holds every publisher's sound and the video
 * of the `shown` feeds only. Streams of publishers no longer listed are left to Janus, which
 * drops them itself when they leave.
 */
export function subscriptionChange(
  published: readonly PublishedFeed[],
  subscribed: readonly SubscribedStream[],
  shown: ReadonlyMap<number, Layer>,
): { subscribe: (StreamRef & { substream?: number })[]; unsubscribe: StreamRef[] } {
  const wanted = new Map<string, StreamRef & { substream?: number }>();
  for (const p of published) {
    if (p.audioMid !== null) wanted.set(keyOf(p.feedId, p.audioMid), { feed: p.feedId, mid: p.audioMid });
    const layer = shown.get(p.feedId);
    if (p.videoMid !== null && layer)
      wanted.set(keyOf(p.feedId, p.videoMid), {
        feed: p.feedId,
        mid: p.videoMid,
        substream: SUBSTREAM[layer],
      });
  }
  const listed = new Set(published.map((p) => p.feedId));
  const have = new Set<string>();
  const unsubscribe: StreamRef[] = [];
  for (const s of subscribed) {
    if (!s.active) continue;
    const key = keyOf(s.feedId, s.feedMid);
    have.add(key);
    if (listed.has(s.feedId) && !wanted.has(key)) unsubscribe.push({ feed: s.feedId, mid: s.feedMid });
  }
  const subscribe = [...wanted].filter(([key]) => !have.has(key)).map(([, ref]) => ref);
  return { subscribe, unsubscribe };
}

/**
 * The layer changes to send (`configure` streams) for the video streams subscribed now: each
 * shown one at its tile's layer, compared with what was last sent for that mid (`sent`; a stream
 * subscribed with a substream counts as sent).
 */
export function layerChanges(
  subscribed: readonly SubscribedStream[],
  shown: ReadonlyMap<number, Layer>,
  sent: ReadonlyMap<string, number>,
): { mid: string; substream: number }[] {
  const changes: { mid: string; substream: number }[] = [];
  for (const s of subscribed) {
    if (!s.active || s.type !== 'video') continue;
    const layer = shown.get(s.feedId);
    if (!layer) continue;
    const substream = SUBSTREAM[layer];
    if (sent.get(s.mid) !== substream) changes.push({ mid: s.mid, substream });
  }
  return changes;
}

/** The feeds Janus lists in a `publishers` array, with the mids of their first sound and video. */
export function publishedFeeds(
  publishers: readonly { id: number; streams?: { type?: string; mid?: string; disabled?: boolean }[] }[],
): PublishedFeed[] {
  return publishers.map((p) => {
    const live = (p.streams ?? []).filter((s) => !s.disabled && typeof s.mid === 'string');
    return {
      feedId: p.id,
      audioMid: live.find((s) => s.type === 'audio')?.mid ?? null,
      videoMid: live.find((s) => s.type === 'video')?.mid ?? null,
    };
  });
}

/** The subscription's streams from an `attached` or `updated` event's `streams`. */
export function subscribedStreams(
  streams: readonly {
    mid?: string;
    type?: string;
    active?: boolean;
    feed_id?: number;
    feed_mid?: string;
  }[],
): SubscribedStream[] {
  return streams.flatMap((s) =>
    typeof s.mid === 'string' && typeof s.feed_id === 'number' && typeof s.feed_mid === 'string'
      ? [
          {
            mid: s.mid,
            feedId: s.feed_id,
            feedMid: s.feed_mid,
            type: s.type ?? '',
            active: s.active !== false,
          },
        ]
      : [],
  );
}
