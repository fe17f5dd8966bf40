import { useCallback, useEffect, useRef, useState } from 'react';
import type { JanusJS } from 'janus-gateway';
import { attachVideoRoom, openSession } from '@seodang/sdk/web-media';
import type { JoinInfo } from '../../common/index.ts';
import { withTalking } from './talking.ts';
import {
  layerChanges,
  publishedFeeds,
  subscribedStreams,
  subscriptionChange,
  type Layer,
  type PublishedFeed,
  type SubscribedStream,
} from './subscription-plan.ts';

/** A remote publisher's media, by the feed id core gave them: its video (when shown) and its sound. */
export interface RemoteFeed {
  feedId: number;
  video: MediaStream;
  audio: MediaStream;
}

type RoomMessage = {
  videoroom?: string;
  publishers?: { id: number; streams?: { type?: string; mid?: string; disabled?: boolean }[] }[];
  unpublished?: number | 'ok';
  leaving?: number | 'ok';
  error_code?: number;
  /** Given with 'joined': the class's room wants it in every subscription of this session. */
  private_id?: number;
  /** The publisher a 'talking' or 'stopped-talking' event is about. */
  id?: number;
  /** The subscription's streams, with 'attached' and 'updated'. */
  streams?: Parameters<typeof subscribedStreams>[0];
};

/**
 * The join's own token in each `join` request: the class's room admits only the tokens on its
 * list, and Janus checks the one in the join itself (none without token auth).
 */
const listedBy = (token: string | null) => (token ? { token } : {});

/**
 * Publishes the local camera and microphone into the class's room under the feed id core gave
 * (`feedIds.camera`) and receives the others through one multistream subscription: every
 * publisher's sound, and the video only of the feeds last given to `show` (the tiles on screen),
 * at their layer (low in the grid and the strip, full in the spotlight); each `show` (paging, the
 * view, the spotlight) updates the subscription. Answers the publishers in the room (`published`, in the order Janus
 * listed them), the media received (`feeds`), whether the media failed, the feed that spoke last
 * (Janus's audio-level events, null until someone speaks or once they leave) and the feeds
 * speaking now (`talking`, one's own included); everything closes on unmount or a new `info`. A
 * host shares a screen with `shareScreen(stream, feedId)`: a second publisher in the room under
 * the screen feed id core gave.
 */
export function useLiveRoom(info: JoinInfo | null, local: MediaStream | null) {
  const [feeds, setFeeds] = useState<RemoteFeed[]>([]);
  const [published, setPublished] = useState<PublishedFeed[]>([]);
  /** The feeds on screen and their layers (none until the tiles say). */
  const shownRef = useRef<ReadonlyMap<number, Layer>>(new Map());
  /** Brings the subscription in line with the publishers and `shown` (set while in the room). */
  const reconcileRef = useRef<() => void>(() => undefined);
  const [failed, setFailed] = useState(false);
  /** The own publisher is in the room (reset on every new `info`). */
  const [connected, setConnected] = useState(false);
  const [speaking, setSpeaking] = useState<number | null>(null);
  const [talking, setTalking] = useState<ReadonlySet<number>>(new Set());
  const localRef = useRef(local);
  localRef.current = local;
  const sessionRef = useRef<JanusJS.Janus | null>(null);
  const screenRef = useRef<JanusJS.PluginHandle | null>(null);
  /** The camera's publisher once Janus took its offer (null before, and after leaving). */
  const publisherRef = useRef<JanusJS.PluginHandle | null>(null);
  const ownScreen = useRef<number | null>(null);

  /** Stops publishing the screen (the handle leaves the room; the others are told it unpublished). */
  const stopScreen = useCallback(() => {
    screenRef.current?.detach({});
    screenRef.current = null;
    ownScreen.current = null;
  }, []);

  /** Publishes `stream`'s video as the screen feed `feedId`; resolves once Janus took the offer. */
  const shareScreen = useCallback(
    async (stream: MediaStream, feedId: number) => {
      const session = sessionRef.current;
      const video = stream.getVideoTracks()[0];
      if (!session || !info || !video) throw new Error('not in the room');
      stopScreen();
      ownScreen.current = feedId;
      const { room, pin } = info.janus;
      const listed = listedBy(info.janus.token);
      await new Promise<void>((resolve, reject) => {
        let attached: JanusJS.PluginHandle | null = null;
        attachVideoRoom(session, {
          onmessage: (msg, jsep) => {
            const m = msg as RoomMessage;
            if (!attached) return;
            const h = attached;
            if (m.error_code) reject(new Error(`screen refused: ${m.error_code}`));
            if (m.videoroom === 'joined')
              h.createOffer({
                tracks: [{ type: 'video', capture: video, recv: false, dontStop: true }],
                success: (offer) =>
                  h.send({ message: { request: 'publish', audio: false, video: true }, jsep: offer }),
                error: reject,
              });
            if (jsep) {
              h.handleRemoteJsep({ jsep });
              resolve();
            }
          },
        }).then((h) => {
          attached = h;
          screenRef.current = h;
          h.send({ message: { request: 'join', ptype: 'publisher', room, pin, id: feedId, ...listed } });
        }, reject);
      });
    },
    [info, stopScreen],
  );

  useEffect(() => {
    if (!info?.janus.wsUrl) return;
    const { wsUrl, room, pin, token } = info.janus;
    const listed = listedBy(token);
    // A new join (after a drop) starts clean.
    setFailed(false);
    setConnected(false);
    let gone = false;
    // Only this join's own failures count: closing it (a new join, unmount) fails nothing.
    const fail = () => {
      if (!gone) setFailed(true);
    };
    let session: JanusJS.Janus | null = null;
    // The private id Janus gave the camera's publisher join: the room admits only subscriptions that give it.
    let privateId: number | undefined;
    /** The publishers in the room but oneself (camera and shared screen), in Janus's order. */
    let others: PublishedFeed[] = [];
    const own = (feedId: number) => feedId === info.feedIds.camera || feedId === ownScreen.current;
    const setOthers = (list: PublishedFeed[]) => {
      others = list;
      setPublished(list);
    };

    // The one subscription: joined with the first streams wanted, then changed by `update`
    // requests, one at a time (Janus answers each with an offer, or postpones it with 'updating').
    let subscriber: JanusJS.PluginHandle | null = null;
    let subscribed: SubscribedStream[] = [];
    let busy = false;
    let again = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    /** The substream last asked for each video mid of the subscription. */
    const sentLayer = new Map<string, number>();
    /** The tracks received, by the subscription's mid. */
    const received = new Map<string, MediaStreamTrack>();
    const media = new Map<number, RemoteFeed>();
    /** The received tracks as each feed's video and sound (a stream is new when its track is). */
    const showMedia = () => {
      const feedOf = new Map(subscribed.filter((st) => st.active).map((st) => [st.mid, st.feedId]));
      const found = new Map<number, { audio?: MediaStreamTrack; video?: MediaStreamTrack }>();
      for (const [mid, track] of received) {
        const feedId = feedOf.get(mid);
        if (feedId === undefined) continue;
        const kinds = found.get(feedId) ?? {};
        kinds[track.kind === 'audio' ? 'audio' : 'video'] = track;
        found.set(feedId, kinds);
      }
      const keep = (old: MediaStream | undefined, track: MediaStreamTrack | undefined) =>
        old && old.getTracks()[0] === track ? old : new MediaStream(track ? [track] : []);
      for (const feedId of [...media.keys()]) if (!found.has(feedId)) media.delete(feedId);
      for (const [feedId, kinds] of found) {
        const old = media.get(feedId);
        media.set(feedId, {
          feedId,
          video: keep(old?.video, kinds.video),
          audio: keep(old?.audio, kinds.audio),
        });
      }
      setFeeds([...media.values()]);
    };
    const settled = () => {
      busy = false;
      if (again) {
        again = false;
        reconcile();
      }
    };
    const reconcile = () => {
      if (gone || !session || privateId === undefined) return;
      if (busy) {
        again = true;
        return;
      }
      const change = subscriptionChange(others, subscribed, shownRef.current);
      if (!subscriber) {
        if (change.subscribe.length)
          void join(change.subscribe).catch(() => {
            busy = false;
            later();
          });
        return;
      }
      if (change.subscribe.length || change.unsubscribe.length) {
        busy = true;
        for (const ref of change.subscribe)
          if (ref.substream !== undefined) sentLayer.set(`${ref.feed}/${ref.mid}`, ref.substream);
        subscriber.send({
          message: {
            request: 'update',
            ...(change.subscribe.length ? { subscribe: change.subscribe } : {}),
            ...(change.unsubscribe.length ? { unsubscribe: change.unsubscribe } : {}),
          },
          error: () => {
            busy = false;
            later();
          },
        });
        return;
      }
      const layers = layerChanges(subscribed, shownRef.current, sentLayer);
      if (layers.length) {
        for (const l of layers) sentLayer.set(l.mid, l.substream);
        subscriber.send({ message: { request: 'configure', streams: layers } });
      }
    };
    reconcileRef.current = reconcile;
    /** A refused change (a publisher left as it was asked for): try again from what is known then. */
    const later = () => {
      if (gone || retry) return;
      retry = setTimeout(() => {
        retry = null;
        reconcile();
      }, 1000);
    };
    const join = async (streams: { feed: number; mid: string; substream?: number }[]) => {
      if (!session) return;
      busy = true;
      const handle: JanusJS.PluginHandle = await attachVideoRoom(session, {
        onmessage: (msg, jsep) => {
          const m = msg as RoomMessage;
          if (m.error_code) {
            // The join itself was refused: start over with a fresh handle.
            if (!subscribed.length && subscriber === handle) {
              subscriber = null;
              handle.detach({});
            }
            busy = false;
            return later();
          }
          if (m.videoroom === 'attached' || m.videoroom === 'updated') {
            if (m.streams) {
              subscribed = subscribedStreams(m.streams);
              // A substream asked with the stream is known by the subscription's mid from now on.
              for (const st of subscribed) {
                const asked = sentLayer.get(`${st.feedId}/${st.feedMid}`);
                if (asked !== undefined && st.type === 'video') sentLayer.set(st.mid, asked);
              }
              showMedia();
            }
            if (!jsep) return settled();
          }
          if (!jsep) return;
          handle.createAnswer({
            jsep,
            tracks: [{ type: 'data', capture: false }],
            success: (answer) => {
              handle.send({ message: { request: 'start' }, jsep: answer });
              settled();
            },
            error: () => {
              busy = false;
              fail();
            },
          });
        },
        onremotetrack: (track, mid, on) => {
          if (on) received.set(mid, track);
          else if (received.get(mid) === track) received.delete(mid);
          showMedia();
        },
        iceState: (state) => {
          if (state === 'failed') fail();
        },
      });
      if (gone) return handle.detach({});
      subscriber = handle;
      for (const ref of streams)
        if (ref.substream !== undefined) sentLayer.set(`${ref.feed}/${ref.mid}`, ref.substream);
      handle.send({
        message: {
          request: 'join',
          ptype: 'subscriber',
          room,
          pin,
          streams,
          ...listed,
          private_id: privateId,
        },
      });
    };
    const onPublishers = (msg: RoomMessage) => {
      let list = others;
      const added = publishedFeeds(msg.publishers ?? []).filter((p) => !own(p.feedId));
      if (added.length) list = [...list.filter((p) => !added.some((a) => a.feedId === p.feedId)), ...added];
      for (const key of ['unpublished', 'leaving'] as const) {
        const id = msg[key];
        if (typeof id === 'number') {
          list = list.filter((p) => p.feedId !== id);
          setSpeaking((speaker) => (speaker === id ? null : speaker));
          setTalking((set) => withTalking(set, id, false));
        }
      }
      if (list !== others) {
        setOthers(list);
        reconcile();
      }
    };
    const run = async () => {
      session = await openSession(wsUrl, token, fail);
      if (gone) return session.destroy({});
      sessionRef.current = session;
      const publisher: JanusJS.PluginHandle = await attachVideoRoom(session, {
        onmessage: (msg, jsep) => {
          const m = msg as RoomMessage;
          // Janus lost the room (it restarted, or the room was closed under us): enter again.
          if (m.error_code || m.videoroom === 'destroyed') fail();
          // The one who spoke last stays the speaker until someone else speaks.
          if (m.videoroom === 'talking' && typeof m.id === 'number') setSpeaking(m.id);
          if ((m.videoroom === 'talking' || m.videoroom === 'stopped-talking') && typeof m.id === 'number')
            setTalking((set) => withTalking(set, m.id as number, m.videoroom === 'talking'));
          if (m.videoroom === 'joined') {
            privateId = m.private_id;
            setConnected(true);
            const stream = localRef.current;
            const tracks: JanusJS.TrackOption[] = [];
            const audio = stream?.getAudioTracks()[0];
            const video = stream?.getVideoTracks()[0];
            // dontStop: the tracks are the room's (it stops them on leaving); entering again after a
            // drop publishes the same ones.
            if (audio) tracks.push({ type: 'audio', capture: audio, recv: false, dontStop: true });
            if (video)
              tracks.push({ type: 'video', capture: video, recv: false, simulcast: true, dontStop: true });
            if (tracks.length)
              publisher.createOffer({
                tracks,
                success: (offer) =>
                  publisher.send({
                    message: { request: 'publish', audio: !!audio, video: !!video },
                    jsep: offer,
                  }),
                error: fail,
              });
          }
          onPublishers(m);
          if (jsep) {
            publisher.handleRemoteJsep({ jsep });
            publisherRef.current = publisher;
          }
        },
        iceState: (state) => {
          if (state === 'failed') fail();
        },
        // The server hung up on the publisher (the room is gone): enter again.
        oncleanup: () => {
          fail();
        },
      });
      if (gone) return;
      publisher.send({
        message: { request: 'join', ptype: 'publisher', room, pin, id: info.feedIds.camera, ...listed },
      });
    };
    run().catch(fail);
    return () => {
      gone = true;
      stopScreen();
      sessionRef.current = null;
      publisherRef.current = null;
      if (retry) clearTimeout(retry);
      reconcileRef.current = () => undefined;
      subscriber?.detach({});
      session?.destroy({});
      setFeeds([]);
      setPublished([]);
      setSpeaking(null);
      setTalking(new Set());
    };
  }, [info, stopScreen]);
  /** Paging, the view or the spotlight changed what is on screen: the subscription follows. */
  const show = useCallback((shown: ReadonlyMap<number, Layer>) => {
    shownRef.current = shown;
    reconcileRef.current();
  }, []);

  /**
   * Sends `track` in place of the published track of its kind (another camera or microphone chosen
   * in the settings): the same sender, so the others keep their subscription. Answers false when
   * nothing of that kind is published (entered without that device, or not in the room now): the
   * next join publishes the local stream's tracks.
   */
  const replaceTrack = useCallback(async (track: MediaStreamTrack): Promise<boolean> => {
    const publisher = publisherRef.current;
    const kind = track.kind as 'audio' | 'video';
    const sending = publisher?.webrtcStuff?.pc?.getSenders().some((sender) => sender.track?.kind === kind);
    if (!publisher || !sending) return false;
    await new Promise<void>((resolve, reject) =>
      publisher.replaceTracks({
        tracks: [{ type: kind, capture: track, recv: false, dontStop: true }],
        success: () => resolve(),
        error: (e) => reject(new Error(String(e))),
      }),
    );
    return true;
  }, []);

  return {
    published,
    feeds,
    show,
    failed,
    connected,
    speaking,
    talking,
    shareScreen,
    stopScreen,
    replaceTrack,
  };
}
