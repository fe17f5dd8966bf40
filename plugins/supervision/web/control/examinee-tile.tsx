import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayStatusLabelKeys, isWarningStatus } from '@seodang/plugin-assessment/common';
import type { VideoType } from '../../common/index.ts';
import type { SupervisedUser } from '../api.ts';
import { ExitCountdown } from './exit-countdown.tsx';
import { TileVideo } from './tile-video.tsx';

interface Props {
  user: SupervisedUser;
  examIndex: number;
  /** Shown in the focus view: every active video type at full resolution. */
  focused: boolean;
  videoAvailable: boolean;
  video: { active: VideoType[]; main: VideoType };
  muted: boolean;
  /** Ctrl/⌘-picked for a multiple focus. */
  picked?: boolean;
  incidents: number;
  /** A click or Enter/Space on the video area; Ctrl/⌘ picks for a multiple focus. */
  onSelect: (e: { ctrlKey: boolean; metaKey: boolean }) => void;
  onPause: () => void;
  onMute: () => void;
  onIdentify: () => void;
  /** Where the examinee's report is. */
  reportHref: string;
}

/** One examinee in the control room: video, display status, disconnect countdown and per-user controls. */
export function ExamineeTile({
  user: u,
  examIndex,
  focused,
  videoAvailable,
  video,
  muted,
  picked = false,
  incidents,
  onSelect,
  onPause,
  onMute,
  onIdentify,
  reportHref,
}: Props) {
  const { t } = useTranslation('supervision');
  const types = video.active.filter((v) => v === video.main || focused);
  return (
    <article
      className={`sv-tile${focused ? ' sv-tile--focus' : ''}${picked ? ' sv-tile--picked' : ''}`}
      data-picked={picked}
      data-testid="tile"
      data-user={u.id}
      data-status={u.status}
      data-muted={muted}
      data-paused={u.isPaused}
    >
      <div className="sv-tile__videos">
        {/* The focus target lies under the videos' labels, not around them: a button's name stays its own, and "reconnect now" is no nested control. */}
        <div
          className="sv-tile__hit"
          onClick={onSelect}
          data-testid="tile-select"
          role="button"
          tabIndex={0}
          aria-label={t('focusUser', { name: u.name })}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            onSelect(e);
          }}
        />
        {videoAvailable
          ? types.map((v) => (
              <TileVideo
                key={v}
                examIndex={examIndex}
                userId={u.id}
                type={v}
                focused={focused}
                muted={muted || v !== 'webcam'}
                retryKey={`${u.status}|${u.videoStatus}`}
              />
            ))
          : null}
        {u.isPaused ? <span className="sv-paused">{t('paused')}</span> : null}
        {muted ? (
          <span className="sv-muted" data-testid="tile-muted">
            {t('mutedLabel')}
          </span>
        ) : null}
      </div>
      <footer>
        <strong data-testid="tile-name">{u.name}</strong>
        <span
          className={`sv-status${isWarningStatus(u.status) ? ' sv-status--warn' : ''}`}
          data-testid="tile-status"
        >
          {t(`status.${displayStatusLabelKeys[u.status]}`)}
        </span>
        <ExitCountdown timer={u.exitTimer} />
        {incidents ? (
          <span className="sv-incident" title={t('incidents')}>
            ⚠ {incidents}
          </span>
        ) : null}
        {/* A verified examinee's check opens again, read-only, to look at the photo and the webcam. */}
        {u.identification.checked ? (
          <button
            type="button"
            className="sv-identified"
            onClick={onIdentify}
            title={t('identified')}
            aria-label={t('identityCheck.view', { name: u.name })}
            data-testid="tile-identified"
          >
            ✔
          </button>
        ) : (
          <button
            type="button"
            className="sd-btn sd-btn--secondary sd-btn--sm sd-btn--outline"
            onClick={onIdentify}
            data-testid="tile-identify"
          >
            {t('identify')}
          </button>
        )}
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--sm sd-btn--outline"
          data-testid="tile-pause"
          onClick={onPause}
        >
          {u.isPaused ? t('action.resume') : t('action.pause')}
        </button>
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--sm sd-btn--outline"
          data-testid="tile-mute"
          aria-pressed={muted}
          onClick={onMute}
        >
          {muted ? t('unmute') : t('mute')}
        </button>
        <Link to={reportHref} data-testid="tile-report" aria-label={t('reportOf', { name: u.name })}>
          {t('report')}
        </Link>
      </footer>
    </article>
  );
}
