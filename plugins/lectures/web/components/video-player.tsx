import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import { embedUrlOf, reachabilityProbeOf } from '../../common/index.ts';

/** How long the video host gets to answer before the player says it cannot be reached. */
const probeTimeoutMs = 8000;

type HostState = 'checking' | 'reachable' | 'unreachable';

/** Loads an image from the video's host: whether the host answers (and, for YouTube, the poster). */
function useHostState(probe: string | null, attempt: number): HostState {
  const [state, setState] = useState<HostState>(probe ? 'checking' : 'reachable');
  useEffect(() => {
    if (!probe) return;
    setState('checking');
    const image = new Image();
    const timer = window.setTimeout(() => setState('unreachable'), probeTimeoutMs);
    image.onload = () => {
      window.clearTimeout(timer);
      setState('reachable');
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      setState('unreachable');
    };
    image.src = `${probe}${attempt ? `?retry=${attempt}` : ''}`;
    return () => {
      window.clearTimeout(timer);
      image.onload = image.onerror = null;
    };
  }, [probe, attempt]);
  return state;
}

/**
 * A sharing-site player (YouTube, Vimeo) or a <video> for a file. The site's player loads only
 * when the learner presses play (no third-party page until then), and only once its host has
 * answered; when the host cannot be reached (a school network that blocks it, no connection), the
 * learner gets a message, a link to try the video's own page and a retry, and the lesson goes on.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('lectures');
  const embed = embedUrlOf(url);
  const probe = reachabilityProbeOf(url);
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [fileFailed, setFileFailed] = useState(false);
  const host = useHostState(probe?.image ?? null, attempt);

  const unreachable = (
    <div className="lc-video__fallback" role="status" data-testid="video-unreachable">
      <p className="lc-video__fallback-title">{t('video.unreachable')}</p>
      <p>{t('video.unreachableHint')}</p>
      <div className="lc-video__fallback-actions">
        <a className="sd-btn sd-btn--secondary" href={url} target="_blank" rel="noopener noreferrer">
          {t('video.openOnSite')}
        </a>
        <Button
          onClick={() => {
            setFileFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('video.retry')}
        </Button>
      </div>
    </div>
  );

  if (!embed) {
    return (
      <div className="lc-video">
        {fileFailed ? (
          unreachable
        ) : (
          <video
            key={attempt}
            src={url}
            controls
            preload="metadata"
            title={title}
            onError={() => setFileFailed(true)}
          />
        )}
      </div>
    );
  }
  return (
    <div className="lc-video" data-host-state={host}>
      {host === 'unreachable' ? (
        unreachable
      ) : playing && host === 'reachable' ? (
        <iframe
          src={`${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="lc-video__play"
          style={
            probe?.isPoster && host === 'reachable' ? { backgroundImage: `url(${probe.image})` } : undefined
          }
          disabled={host !== 'reachable'}
          aria-busy={host === 'checking'}
          onClick={() => setPlaying(true)}
          data-testid="video-play"
        >
          <span className="lc-video__play-icon" aria-hidden="true">
            ▶
          </span>
          <span className="lc-video__play-label">
            {host === 'checking' ? t('video.checking') : t('video.play', { title })}
          </span>
        </button>
      )}
    </div>
  );
}
