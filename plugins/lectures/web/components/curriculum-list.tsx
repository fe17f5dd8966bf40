import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lessonStates } from '../../common/index.ts';
import type { CurriculumEntry } from '../api.ts';

/** The curriculum with each lesson's type, phase code and the learner's state. */
export function CurriculumList({
  lessons,
  current,
  linkable,
}: {
  lessons: CurriculumEntry[];
  current?: number;
  linkable: (l: CurriculumEntry) => boolean;
}) {
  const { t } = useTranslation('lectures');
  return (
    <ol className="lc-curriculum" data-testid="curriculum">
      {lessons.map((l) => {
        const locked = l.state === lessonStates.LOCKED;
        const badge =
          l.state === lessonStates.COMPLETE
            ? 'lc-badge lc-badge--done'
            : locked
              ? 'lc-badge lc-badge--locked'
              : 'lc-badge';
        return (
          <li
            key={l.index}
            aria-current={current === l.index ? 'true' : undefined}
            data-testid="curriculum-item"
          >
            <span className="lc-curriculum__order lc-muted">{l.order}.</span>
            <span className="lc-curriculum__title">
              {linkable(l) && !locked ? <Link to={l.url}>{l.title}</Link> : l.title}
            </span>
            <span className="lc-curriculum__badges">
              {l.isPreview ? <span className="lc-badge">{t('detail.preview')}</span> : null}
              <span className="lc-badge">{t(`lessonType.${l.type}`)}</span>
              {l.contentCode ? (
                <span className="lc-badge" title={l.phase ?? ''}>
                  {l.contentCode}
                </span>
              ) : null}
              <span className={badge} data-testid="lesson-state">
                {t(`state.${l.state}`)}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
