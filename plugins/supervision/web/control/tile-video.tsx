import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JanusJS } from 'janus-gateway';
import { attachVideoRoom, openSession } from '@seodang/sdk/web-media';
import { supervisionApi } from '../api.ts';
import { watchIncomingVideo } from './media-watch.ts';
import { retryDelay, secondsUntil, waitingPollDelay, type FeedState } from './feed-retry.ts';
import { useNow } from './use-now.ts';

let shared: { url: string; session: Promise<JanusJS.Janus> } | null = null;
/**
 * One Janus session for every tile, opened with the first meeting info's token (a token lets
 * its holder talk to the VideoRoom; each examinee's room still asks for its own pin). A session
 * that could not open, or ended later (Janus restarted, the token expired), is opened again by
 * the next tile that subscribes; the tiles on it notice their feed stopped and subscribe again.
 */
const sessionFor = (url: string, token: string | null) => {
  if (!shared || shared.url !== url) {
    const forget = () => {
      if (shared?.session === session) shared = null;
    };
    const session = openSession(url, token, forget);
    shared = { url, session };
    session.catch(forget);
  }
  return shared.session;
};

/** VideoRoom messages on a subscriber handle that mean the feed it shows is gone. */
const feedGone = (
  msg: { error?: unknown; unpublished?: unknown; leaving?: unknown; left?: unknown },
  feed: number,
) => !!msg.error || msg.unpublished === feed || msg.leaving === feed || msg.left === 'ok';

/**
 * One examinee's feed of one video type, in the examinee's own room (its pin from the meeting
 * info), subscribed only while the tile is shown: the low
 * simulcast layer in the grid, the full one when focused. The webcam feed carries the
 * examinee's microphone; `muted` silences it (element and track), and a new subscription
 * starts in the current mute state and layer. When the feed goes away (unpublished, the
 * examinee left or came back under the same id, the connection or the video track dropped)
 * the tile detaches and looks for the feed again (`feed-retry.ts`: backing off, never giving up),
 * and says so on the tile: connecting, waiting for the examinee, or lost with the next attempt's
 * countdown and a "retry now". A change of `retryKey` (the examinee's status or devices) asks at
 * once, so a supervisor never silently loses sight, nor waits long once the examinee is back.
 */
export function TileVideo({
  examIndex,
  userId,
  type,
  focused,
  muted,
  retryKey,
}: {
  examIndex: number;
  userId: number;
  type: 'webcam' | 'screen' | 'mobile';
  focused: boolean;
  muted: boolean;
  /** Changes when the examinee's status or devices change: a feed not playing is looked for again at once. */
  retryKey?: string;
}) {
  const { t } = useTranslation('supervision');
  const [feed, setFeed] = useState<FeedState>({ kind: 'connecting' });
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const retryNowRef = useRef<() => void>(() => undefined);
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
    const show = (state: FeedState) => {
      if (!gone) setFeed(state);
    };
    const later = (run: () => void, delay: number) => {
      if (retry) clearTimeout(retry);
      retry = setTimeout(() => {
        retry = null;
        if (!gone) run();
      }, delay);
    };
    const drop = () => {
      unwatch();
      handle?.detach({});
      handle = null;
      handleRef.current = null;
    };

    const subscribe = async () => {
      show({ kind: 'connecting' });
      const info = await supervisionApi.meeting(examIndex, userId);
      if (!info.janus.wsUrl || gone) return;
      const feedId = info.feedIds[type];
      const { room, pin } = info.janus;
      const session = await sessionFor(info.janus.wsUrl, info.janus.token);
      if (gone) return;
      // Only the current handle may report a loss: a detached one still hangs up on its way out.
      const lost = (h: JanusJS.PluginHandle) => {
        if (h === handle) again();
      };
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
          if (track.kind === 'video') show({ kind: 'live' });
          if (track.kind === 'video' && ref.current) ref.current.srcObject = new MediaStream([track]);
          if (track.kind === 'audio' && audioRef.current) {
            track.enabled = !mutedRef.current;
            audioRef.current.srcObject = new MediaStream([track]);
          }
        },
        iceState: (state) => {
          if (state === 'failed') lost(h);
        },
        webrtcState: (up) => {
          if (!up) return lost(h);
          unwatch();
          unwatch = watchIncomingVideo(h.webrtcStuff.pc, () => lost(h));
        },
      });
      if (gone) return h.detach({});
      handle = h;
      handleRef.current = h;
      // The examinee may publish after the tile appears: look for the feed until it is there,
      // less often the longer it takes (an examinee change asks at once: `retryKey`).
      let polls = 0;
      const find = () =>
        h.send({
          message: { request: 'listparticipants', room },
          success: (r: { participants?: { id: number; publisher?: boolean }[] }) => {
            if (gone || h !== handle) return;
            // A participant is listed as soon as it joins; only subscribe once it publishes media.
            if (r.participants?.some((p) => p.id === feedId && p.publisher === true))
              h.send({
                message: { request: 'join', ptype: 'subscriber', room, pin, streams: [{ feed: feedId }] },
              });
            else {
              show({ kind: 'waiting' });
              later(find, waitingPollDelay(polls++));
            }
          },
          error: () => lost(h),
        });
      find();
    };
    // Detach whatever is left and subscribe afresh, after a pause that grows with each failure.
    const again = () => {
      if (gone) return;
      drop();
      const delay = retryDelay(attempt++);
      show({ kind: 'retrying', attempt, retryAt: Date.now() + delay });
      later(() => void subscribe().catch(again), delay);
    };
    retryNowRef.current = () => {
      if (gone) return;
      drop();
      attempt = 0;
      if (retry) clearTimeout(retry);
      retry = null;
      void subscribe().catch(again);
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
  // The examinee changed (entered, a device came back): a feed that is not playing is looked for now.
  const firstKey = useRef(retryKey);
  useEffect(() => {
    if (retryKey === firstKey.current) return;
    firstKey.current = retryKey;
    if (feedRef.current.kind === 'waiting' || feedRef.current.kind === 'retrying') retryNowRef.current();
  }, [retryKey]);
  const now = useNow(feed.kind === 'retrying');
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.muted = muted;
    for (const track of (audio.srcObject as MediaStream | null)?.getAudioTracks() ?? [])
      track.enabled = !muted;
  }, [muted]);
  const device = t(`video.${type}`);
  return (
    <div className="sv-feed" data-testid={`tile-feed-${userId}-${type}`} data-state={feed.kind}>
      <video ref={ref} autoPlay muted playsInline className="sv-video" data-testid={`tile-video-${userId}`} />
      <audio ref={audioRef} autoPlay muted={muted} data-testid={`tile-audio-${userId}`} />
      {feed.kind === 'live' ? null : (
        <div
          className={`sv-feed__state sv-feed__state--${feed.kind}`}
          role="status"
          data-testid="tile-feed-state"
        >
          {feed.kind === 'retrying' ? (
            <>
              <span>
                {t('feed.retrying', {
                  device,
                  seconds: secondsUntil(feed.retryAt, now),
                  attempt: feed.attempt,
                })}
              </span>
              {/* Inside the tile's focus area: a click here retries, it does not focus. */}
              <button
                type="button"
                onClick={(e) => {
                  e.stopPropagation();
                  retryNowRef.current();
                }}
                onKeyDown={(e) => e.stopPropagation()}
                data-testid="tile-feed-retry"
              >
                {t('feed.retryNow')}
              </button>
            </>
          ) : (
            <span>{t(`feed.${feed.kind}`, { device })}</span>
          )}
        </div>
      )}
    </div>
  );
}
