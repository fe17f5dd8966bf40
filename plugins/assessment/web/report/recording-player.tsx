import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, useTabList } from '@seodang/sdk/web';
import type { Recording } from './report-api.ts';
import { clockTime, type ReportFocus } from './clock.ts';

const startOf = (r: Recording) => Date.parse(r.startedAt);
const endOf = (r: Recording) => (r.endedAt ? Date.parse(r.endedAt) : Infinity);

/** A separate audio file of the same device session (recordings made before audio was muxed into the video). */
const companionAudio = (video: Recording, all: Recording[]) =>
  all.find(
    (r) =>
      r.kind === 'audio' &&
      r.url &&
      r.device === video.device &&
      Math.abs(startOf(r) - startOf(video)) < 5000,
  ) ?? null;

/**
 * Plays an examinee's recorded streams: one WebM per device and session with the microphone in
 * it. An older recording whose audio is a file of its own plays it in an audio element kept in
 * step with the video.
 */
export function RecordingPlayer({
  recordings,
  focus,
}: {
  recordings: Recording[];
  focus: ReportFocus | null;
}) {
  const { t, i18n } = useTranslation('assessment');
  const videos = useMemo(() => recordings.filter((r) => r.kind === 'video' && r.url), [recordings]);
  const processing = recordings.filter(
    (r) =>
      r.kind === 'video' && (r.state === 'recording' || r.state === 'pending' || r.state === 'converting'),
  ).length;
  const failed = recordings.filter((r) => r.kind === 'video' && r.state === 'failed').length;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const seekTo = useRef<number | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const selected = videos.find((v) => v.id === selectedId) ?? videos[0] ?? null;
  const sound = selected ? companionAudio(selected, recordings) : null;
  const videoTabs = useTabList({
    tabs: videos.map((v) => String(v.id)),
    value: String(selected?.id ?? ''),
    onChange: (id) => setSelectedId(Number(id)),
    idPrefix: 'as-recording',
  });

  // An incident was chosen: play the recording that covers it from that moment.
  useEffect(() => {
    if (!focus || !videos.length) return;
    const covering =
      videos.find((v) => startOf(v) <= focus.at && focus.at <= endOf(v)) ??
      videos.findLast((v) => startOf(v) <= focus.at) ??
      videos[0];
    seekTo.current = Math.max(0, (focus.at - startOf(covering)) / 1000);
    setSelectedId(covering.id);
    if (video.current && covering.id === selected?.id && video.current.readyState >= 1) applySeek();
    // Only a new focus (or newly ready videos) seeks; the selection itself does not.
  }, [focus, videos]);

  function applySeek() {
    const el = video.current;
    if (!el || seekTo.current === null) return;
    el.currentTime = Math.min(seekTo.current, Number.isFinite(el.duration) ? el.duration : seekTo.current);
    seekTo.current = null;
  }

  const syncAudio = () => {
    const v = video.current;
    const a = audio.current;
    if (!v || !a) return;
    if (Math.abs(a.currentTime - v.currentTime) > 0.3) a.currentTime = v.currentTime;
    if (v.paused) a.pause();
    else void a.play().catch(() => undefined);
  };

  if (!videos.length) {
    return (
      <EmptyState>
        {processing
          ? t('report.video.processing', { count: processing })
          : failed
            ? t('report.video.failed')
            : t('report.video.empty')}
      </EmptyState>
    );
  }
  return (
    <div className="as-player" data-testid="recording-player">
      {videos.length > 1 ? (
        <div className="as-tabs" {...videoTabs.listProps} aria-label={t('report.video.recordings')}>
          {videos.map((v) => (
            <button key={v.id} {...videoTabs.tabProps(String(v.id))}>
              {t(`device.${v.device}`)} · {clockTime(v.startedAt, i18n.language)}
            </button>
          ))}
        </div>
      ) : null}
      <div {...(videos.length > 1 ? videoTabs.panelProps(String(selected!.id)) : {})}>
        <video
          key={selected!.id}
          ref={video}
          src={selected!.url!}
          controls
          preload="metadata"
          data-testid="recording-video"
          aria-label={t('report.video.label', { device: t(`device.${selected!.device}`) })}
          onLoadedMetadata={applySeek}
          onPlay={syncAudio}
          onPause={syncAudio}
          onSeeked={syncAudio}
          onTimeUpdate={(e) => setPosition(startOf(selected!) + e.currentTarget.currentTime * 1000)}
        />
        {sound ? (
          <audio key={sound.id} ref={audio} src={sound.url!} preload="auto" data-testid="recording-audio" />
        ) : null}
        <p className="as-hint">
          {t(`device.${selected!.device}`)} · {clockTime(position ?? startOf(selected!), i18n.language)}
          {processing ? ` · ${t('report.video.processing', { count: processing })}` : ''}
        </p>
      </div>
    </div>
  );
}
