import { useCallback, useEffect, useRef, useState } from 'react';
import type { JanusJS } from 'janus-gateway';
import { attachVideoRoom, openSession } from '@seodang/sdk/web-media';
import type { JoinInfo } from '../../common/index.ts';
import { withTalking } from './talking.ts';

/** A remote publisher's media, by the feed id core gave them. */
export interface RemoteFeed {
  feedId: number;
  stream: MediaStream;
}

type RoomMessage = {
  videoroom?: string;
  publishers?: { id: number }[];
  unpublished?: number | 'ok';
  leaving?: number | 'ok';
  error_code?: number;
  /** Given with 'joined': the class's room wants it in every subscription of this session. */
  private_id?: number;
  /** The publisher a 'talking' or 'stopped-talking' event is about. */
  id?: number;
};

/**
 * The join's own token in each `join` request: the class's room admits only the tokens on its
 * list, and Janus checks the one in the join itself (none without token auth).
 */
const listedBy = (token: string | null) => (token ? { token } : {});

/**
 * Publishes the local camera and microphone into the class's room under the feed id core gave
 * (`feedIds.camera`) and subscribes to every other publisher, one handle each. Answers the
 * remote feeds, whether the media failed, the feed that spoke last (Janus's audio-level
 * events, null until someone speaks or once they leave) and the feeds speaking now (`talking`,
 * one's own included); everything closes on unmount or a new `info`. A host shares a screen with
 * `shareScreen(stream, feedId)`: a second publisher in the room under the screen feed id core gave.
 */
export function useLiveRoom(info: JoinInfo | null, local: MediaStream | null) {
  const [feeds, setFeeds] = useState<RemoteFeed[]>([]);
  const [failed, setFailed] = useState(false);
  /** The own publisher is in the room (reset on every new `info`). */
  const [connected, setConnected] = useState(false);
  const [speaking, setSpeaking] = useState<number | null>(null);
  const [talking, setTalking] = useState<ReadonlySet<number>>(new Set());
  const localRef = useRef(local);
  localRef.current = local;
  const sessionRef = useRef<JanusJS.Janus | null>(null);
  const screenRef = useRef<JanusJS.PluginHandle | null>(null);
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
    const subscribers = new Map<number, JanusJS.PluginHandle>();
    // The private id Janus gave the camera's publisher join: the room admits only subscriptions that give it.
    let privateId: number | undefined;
    const drop = (feedId: number) => {
      subscribers.get(feedId)?.detach({});
      subscribers.delete(feedId);
      setFeeds((list) => list.filter((f) => f.feedId !== feedId));
      setSpeaking((id) => (id === feedId ? null : id));
      setTalking((set) => withTalking(set, feedId, false));
    };
    const subscribe = async (feedId: number) => {
      if (gone || !session || subscribers.has(feedId) || feedId === info.feedIds.camera) return;
      if (feedId === ownScreen.current) return;
      const stream = new MediaStream();
      const handle: JanusJS.PluginHandle = await attachVideoRoom(session, {
        onmessage: (msg, jsep) => {
          if (!jsep) return;
          handle.createAnswer({
            jsep,
            tracks: [{ type: 'data', capture: false }],
            success: (answer) => handle.send({ message: { request: 'start', room }, jsep: answer }),
            error: () => drop(feedId),
          });
          void msg;
        },
        onremotetrack: (track, _mid, on) => {
          if (on) stream.addTrack(track);
          else stream.removeTrack(track);
          setFeeds((list) => [...list.filter((f) => f.feedId !== feedId), { feedId, stream }]);
        },
      });
      if (gone) return handle.detach({});
      subscribers.set(feedId, handle);
      handle.send({
        message: {
          request: 'join',
          ptype: 'subscriber',
          room,
          pin,
          streams: [{ feed: feedId }],
          ...listed,
          ...(privateId === undefined ? {} : { private_id: privateId }),
        },
      });
    };
    const onPublishers = (msg: RoomMessage) => {
      for (const p of msg.publishers ?? []) void subscribe(p.id).catch(() => undefined);
      for (const key of ['unpublished', 'leaving'] as const) {
        const id = msg[key];
        if (typeof id === 'number') drop(id);
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
          if (jsep) publisher.handleRemoteJsep({ jsep });
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
      for (const h of subscribers.values()) h.detach({});
      session?.destroy({});
      setFeeds([]);
      setSpeaking(null);
      setTalking(new Set());
    };
  }, [info, stopScreen]);

  return { feeds, failed, connected, speaking, talking, shareScreen, stopScreen };
}
