import { useEffect, useRef } from 'react';
import type { JanusJS } from 'janus-gateway';
import { attachVideoRoom, openSession } from '@seodang/plugin-assessment/janus';
import { supervisionApi } from '../api.ts';

let shared: { url: string; session: Promise<JanusJS.Janus> } | null = null;
const sessionFor = (url: string) => {
  if (!shared || shared.url !== url) shared = { url, session: openSession(url) };
  return shared.session;
};

/**
 * One examinee's feed of one video type, subscribed only while the tile is shown: the low
 * simulcast layer in the grid, the full one when focused. The webcam feed carries the
 * examinee's microphone; `muted` silences it (element and track), and a new subscription
 * starts in the current mute state.
 */
export function TileVideo({ examIndex, userId, type, focused, muted }: { examIndex: number; userId: number; type: string; focused: boolean; muted: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const handleRef = useRef<JanusJS.PluginHandle | null>(null);
  useEffect(() => {
    let handle: JanusJS.PluginHandle | null = null;
    let gone = false;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let find: () => void = () => undefined;
    void (async () => {
      const info = await supervisionApi.meeting(examIndex, userId).catch(() => null);
      if (!info?.janus.wsUrl || gone) return;
      const session = await sessionFor(info.janus.wsUrl);
      const h: JanusJS.PluginHandle = await attachVideoRoom(session, {
        onmessage: (msg, jsep) => {
          // Subscribing to a feed that stopped (or had not started) publishing fails: look again.
          if ((msg as { error?: unknown }).error && !gone) {
            retry = setTimeout(find, 2000);
            return;
          }
          if (!jsep) return;
          h.createAnswer({ jsep, tracks: [{ type: 'data', capture: false }], success: (answer) => h.send({ message: { request: 'start', room: info.janus.room }, jsep: answer }), error: () => undefined });
        },
        onremotetrack: (track, _mid, on) => {
          if (on && track.kind === 'video' && ref.current) ref.current.srcObject = new MediaStream([track]);
          if (on && track.kind === 'audio' && audioRef.current) {
            track.enabled = !mutedRef.current;
            audioRef.current.srcObject = new MediaStream([track]);
          }
        },
      });
      handle = h;
      handleRef.current = h;
      if (gone) return h.detach({});
      // The examinee may publish after the tile appears: look for the feed until it is there.
      find = () => h.send({
        message: { request: 'listparticipants', room: info.janus.room },
        success: (r: { participants?: { id: number; display?: string; publisher?: boolean }[] }) => {
          // A participant is listed as soon as it joins; only subscribe once it publishes media.
          const feed = r.participants?.find((p) => p.id === info.feedIds[type] && p.publisher === true);
          if (gone) return;
          if (feed) h.send({ message: { request: 'join', ptype: 'subscriber', room: info.janus.room, streams: [{ feed: feed.id }] } });
          else retry = setTimeout(find, 2000);
        },
      });
      find();
    })().catch(() => undefined);
    return () => {
      gone = true;
      if (retry) clearTimeout(retry);
      handle?.detach({});
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
