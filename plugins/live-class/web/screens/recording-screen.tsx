import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, usePageTitle } from '@seodang/sdk/web';
import type { TimelineEvent } from '../../common/index.ts';
import { liveApi } from '../api.ts';
import '../live.css';

/** `m:ss` of a second count. */
export const clock = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * `/live/{meetingIndex}/recording`: an ended class's video with its chat replayed on the video's
 * clock (a message appears when the video reaches it) and the class's events (chat, hands, joins,
 * leaves) as buttons that seek to their moment. While the video is being made it shows how far
 * along; a failed or missing recording says so.
 */
export default function RecordingScreen() {
  const { t } = useTranslation('live-class');
  const meetingIndex = Number(useParams().meetingIndex);
  const meeting = useQuery({
    queryKey: ['live', meetingIndex],
    queryFn: () => liveApi.meeting(meetingIndex),
  });
  const timeline = useQuery({
    queryKey: ['live', meetingIndex, 'timeline'],
    queryFn: () => liveApi.timeline(meetingIndex),
    // While it is being made, look again every few seconds.
    refetchInterval: (q) => (q.state.data?.recording.state === 'processing' ? 3000 : false),
  });
  usePageTitle(meeting.data ? t('playback.title', { name: meeting.data.name }) : t('title'));
  const video = useRef<HTMLVideoElement>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    const el = video.current;
    if (!el) return undefined;
    const tick = () => setNow(el.currentTime);
    el.addEventListener('timeupdate', tick);
    el.addEventListener('seeked', tick);
    return () => {
      el.removeEventListener('timeupdate', tick);
      el.removeEventListener('seeked', tick);
    };
  }, [timeline.data?.recording.state]);
  const seek = (at: number) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = at;
    setNow(at);
    el.focus();
  };
  const error = meeting.error ?? timeline.error;
  if (error) return <ErrorState error={error} onRetry={() => void timeline.refetch()} />;
  if (!meeting.data || !timeline.data) return <Loading />;
  const { state, progress } = timeline.data.recording;
  const events = timeline.data.events;
  const shownChat = events.filter((e) => e.type === 'chat' && e.at <= now);
  return (
    <div className="sd-container lc-playback" data-testid="live-recording">
      <h1>{t('playback.title', { name: meeting.data.name })}</h1>
      <p>
        <Link to="/live">{t('room.backToList')}</Link>
      </p>
      {state === 'processing' ? (
        <p role="status" data-testid="live-recording-processing">
          {t('playback.processing', { progress })}
        </p>
      ) : null}
      {state === 'failed' ? <p role="alert">{t('playback.failed')}</p> : null}
      {state === 'none' || state === 'recording' ? <EmptyState>{t('playback.none')}</EmptyState> : null}
      {state === 'ready' ? (
        <div className="lc-playback__body">
          <video
            ref={video}
            className="lc-playback__video"
            src={liveApi.recordingUrl(meetingIndex)}
            controls
            preload="metadata"
            aria-label={t('playback.video', { name: meeting.data.name })}
            data-testid="live-recording-video"
          />
          <section className="lc-playback__chat" aria-labelledby="lc-playback-chat">
            <h2 id="lc-playback-chat">{t('playback.chat')}</h2>
            <ul aria-live="polite" data-testid="live-recording-chat">
              {shownChat.length ? (
                shownChat.map((e, i) => (
                  <li key={i} className="lc-chat__item">
                    <strong>{e.name}</strong> <span>{e.message}</span>
                  </li>
                ))
              ) : (
                <li>{t('playback.noChatYet')}</li>
              )}
            </ul>
          </section>
          <section className="lc-playback__events" aria-labelledby="lc-playback-events">
            <h2 id="lc-playback-events">{t('playback.events')}</h2>
            {events.length ? (
              <ol data-testid="live-recording-events">
                {events.map((e, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className="sd-btn sd-btn--ghost sd-btn--sm"
                      aria-current={e.at <= now && (events[i + 1]?.at ?? Infinity) > now ? 'true' : undefined}
                      onClick={() => seek(e.at)}
                    >
                      <time>{clock(e.at)}</time> {describe(t, e)}
                    </button>
                  </li>
                ))}
              </ol>
            ) : (
              <EmptyState>{t('playback.noEvents')}</EmptyState>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}

function describe(t: (key: string, values?: Record<string, unknown>) => string, e: TimelineEvent): string {
  if (e.type === 'chat') return t('playback.chatEvent', { name: e.name, message: e.message });
  return t(`playback.${e.type}`, { name: e.name });
}
