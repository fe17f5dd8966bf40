import { useTranslation } from 'react-i18next';
import { EmptyState } from '@seodang/sdk/web';
import type { TimelineEntry } from './report-api.ts';
import { clockTime } from './clock.ts';

/** Large pastes, several faces and a new address are what a supervisor looks at first. */
const pasteAlertChars = 30;
const isAlert = (e: TimelineEntry) =>
  (e.kind === 'paste' && Number(e.data?.length ?? 0) >= pasteAlertChars) ||
  (e.kind === 'faces' && Number(e.data?.count ?? 0) >= 2) ||
  e.kind === 'ipChange';

function useDetail() {
  const { t } = useTranslation('assessment');
  return (e: TimelineEntry, quizTitle: (id: string) => string): string => {
    const quiz = e.quizId ? quizTitle(e.quizId) : '';
    switch (e.kind) {
      case 'paste':
        return t('report.detail.paste', { quiz, count: Number(e.data?.length ?? 0) });
      case 'faces':
        return t('report.detail.faces', { count: Number(e.data?.count ?? 0) });
      case 'ipChange':
        return `${String(e.data?.previous ?? '')} → ${e.ip ?? ''}`;
      case 'submission':
        return e.data?.score === null || e.data?.score === undefined
          ? t('report.detail.submissionPending', { quiz })
          : t('report.detail.submission', { quiz, score: e.data.score, maxScore: e.data.maxScore });
      case 'recording':
        return t(`device.${String(e.data?.device)}`, { defaultValue: String(e.data?.device ?? '') });
      case 'access':
        return e.ip ?? '';
      default:
        return quiz;
    }
  };
}

/**
 * One examinee's incidents on one clock. Choosing one moves the video and the writing replay
 * to that moment.
 */
export function IncidentTimeline({
  entries,
  selectedAt,
  onSelect,
  quizTitle,
}: {
  entries: TimelineEntry[];
  selectedAt: number | null;
  onSelect: (entry: TimelineEntry) => void;
  quizTitle: (quizId: string) => string;
}) {
  const { t, i18n } = useTranslation('assessment');
  const detail = useDetail();
  if (!entries.length) return <EmptyState>{t('report.timeline.empty')}</EmptyState>;
  return (
    <ol className="as-timeline" data-testid="incident-timeline">
      {entries.map((e, i) => {
        const label =
          e.kind === 'access'
            ? t(`report.incident.${e.type}`, { defaultValue: e.type })
            : t(`report.incident.${e.kind}`, { defaultValue: e.kind });
        const selected = selectedAt === Date.parse(e.at);
        return (
          <li
            key={`${e.at}-${i}`}
            className={`as-timeline__item as-timeline__item--${e.kind}${isAlert(e) ? ' is-alert' : ''}`}
          >
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(e)}
              data-kind={e.type ?? e.kind}
            >
              <time dateTime={e.at}>{clockTime(e.at, i18n.language)}</time>
              <strong>{label}</strong>
              <span>{detail(e, quizTitle)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
