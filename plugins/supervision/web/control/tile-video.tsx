import { useEffect, useRef } from 'react';
import type { JanusJS } from 'janus-gateway';
import { attachVideoRoom, openSession } from '@seodang/plugin-assessment/janus';
import { supervisionApi } from '../api.ts';
import { watchIncomingVideo } from './media-watch.ts';

let shared: { url: string; session: Promise<JanusJS.Janus> } | null = null;
/**
 * One Janus session for every tile, opened with the first meeting info's token (a token lets
 * its holder talk to the VideoRoom; each examinee's room still asks for its own pin). A session
 * that could not open, or ended later (Janus restarted, the token expired), is opened again by
 * the next tile that subscribes; the tiles on it notice their feed stopped and subscribe again.
 */
const sessionFor = (url: string, token: string | null) => {
  if (!shared || shared.url !== url) {
    const forget = () => { if (shared?.session === session) shared = null; };
    const session = openSession(url, token, forget);
    shared = { url, session };
    session.catch(forget);
  }
  return shared.session;
};

/** How long a tile waits before looking for its feed again: 2 s, doubling, at most 10 s (it never gives up). */
const retryDelay = (attempt: number) => Math.min(2000 * 2 ** attempt, 10_000);

/** VideoRoom messages on a subscriber handle that mean the feed it shows is gone. */
const feedGone = (msg: { error?: unknown; unpublished?: unknown; leaving?: unknown; left?: unknown }, feed: number) =>
  !!msg.error || msg.unpublished === feed || msg.leaving === feed || msg.left === 'ok';

/**
 * One examinee's feed of one video type, in the examinee's own room (its pin from the meeting
 * info), subscribed only while the tile is shown: the low
 * simulcast layer in the grid, the full one when focused. The webcam feed carries the
 * examinee's microphone; `muted` silences it (element and track), and a new subscription
 * starts in the current mute state and layer. When the feed goes away (unpublished, the
 * examinee left or came back under the same id, the connection or the video track dropped)
 * the tile detaches and looks for the feed again, so a supervisor never silently loses sight.
 */
export function TileVideo({ examIndex, userId, type, focused, muted }: { examIndex: number; userId: number; type: string; focused: boolean; muted: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const focusedRef = useRef(focused);
  focusedRef.current = focused;
  const handleRef = useRef<JanusJS.PluginHandle | null>(null);
  useEffect(() => {
    let handle: JanusJS.PluginHandle | null = null;
    let gone = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let unwatch = () => undefined as void;
    const later = (run: () => void, delay: number) => {
      if (retry) clearTimeout(retry);
      retry = setTimeout(() => { retry = null; if (!gone) run(); }, delay);
    };
    const drop = () => {
      unwatch();
      handle?.detach({});
      handle = null;
      handleRef.current = null;
    };

    const subscribe = async () => {
      const info = await supervisionApi.meeting(examIndex, userId);
      if (!info.janus.wsUrl || gone) return;
      const feedId = info.feedIds[type];
      const { room, pin } = info.janus;
      const session = await sessionFor(info.janus.wsUrl, info.janus.token);
      if (gone) return;
      // Only the current handle may report a loss: a detached one still hangs up on its way out.
      const lost = (h: JanusJS.PluginHandle) => { if (h === handle) again(); };
      const h: JanusJS.PluginHandle = await attachVideoRoom(session, {
        onmessage: (msg, jsep) => {
          if (feedGone(msg as Parameters<typeof feedGone>[0], feedId)) return lost(h);
          if (!jsep) return;
          h.createAnswer({
            jsep,
            tracks: [{ type: 'data', capture: false }],
            success: (answer) => {
              h.send({ message: { request: 'start', room }, jsep: answer });
              h.send({ message: { request: 'configure', substream: focusedRef.current ? 2 : 0 } });
            },
            error: () => lost(h),
          });
        },
        onremotetrack: (track, _mid, on) => {
          if (!on) {
            if (track.kind === 'video') lost(h);
            return;
          }
          attempt = 0;
          if (track.kind === 'video' && ref.current) ref.current.srcObject = new MediaStream([track]);
          if (track.kind === 'audio' && audioRef.current) {
            track.enabled = !mutedRef.current;
            audioRef.current.srcObject = new MediaStream([track]);
          }
        },
        iceState: (state) => { if (state === 'failed') lost(h); },
        webrtcState: (up) => {
          if (!up) return lost(h);
          unwatch();
          unwatch = watchIncomingVideo(h.webrtcStuff.pc, () => lost(h));
        },
      });
      if (gone) return h.detach({});
      handle = h;
      handleRef.current = h;
      // The examinee may publish after the tile appears: look for the feed until it is there.
      const find = () => h.send({
        message: { request: 'listparticipants', room },
        success: (r: { participants?: { id: number; publisher?: boolean }[] }) => {
          if (gone || h !== handle) return;
          // A participant is listed as soon as it joins; only subscribe once it publishes media.
          if (r.participants?.some((p) => p.id === feedId && p.publisher === true)) h.send({ message: { request: 'join', ptype: 'subscriber', room, pin, streams: [{ feed: feedId }] } });
          else later(find, 2000);
        },
        error: () => lost(h),
      });
      find();
    };
    // Detach whatever is left and subscribe afresh, after a pause that grows with each failure.
    const again = () => {
      if (gone) return;
      drop();
      later(() => void subscribe().catch(again), retryDelay(attempt++));
    };
    void subscribe().catch(again);
    return () => {
      gone = true;
      if (retry) clearTimeout(retry);
      drop();
    };
  }, [examIndex, userId, type]);
  useEffect(() => {
    handleRef.current?.send({ message: { request: 'configure', substream: focused ? 2 : 0 } });
  }, [focused]);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.muted = muted;
    for (const track of (audio.srcObject as MediaStream | null)?.getAudioTracks() ?? []) track.enabled = !muted;
  }, [muted]);
  return (
    <>
      <video ref={ref} autoPlay muted playsInline className="sv-video" data-testid={`tile-video-${userId}`} />
      <audio ref={audioRef} autoPlay muted={muted} data-testid={`tile-audio-${userId}`} />
    </>
  );
}
