import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Loading, useCapabilities } from '@seodang/sdk/web';
import type { LectureAsideProps } from '@seodang/plugin-lectures/lecture-slots';
import { slotsApi } from './api.ts';
import './slots.css';

/**
 * The lecture page's "part of these roadmaps" box (slot `lecture.aside`): the channel's published
 * roadmaps that include the lecture or one of its lessons, with my progress on the ones I follow.
 * A small spinner while loading; nothing on an error or when there is none: the box is an extra,
 * not the page.
 */
export default function LectureRoadmaps({ lectureIndex }: LectureAsideProps) {
  const { services } = useCapabilities();
  if (services.ROADMAP === false) return null;
  return <Box lectureIndex={lectureIndex} />;
}

function Box({ lectureIndex }: { lectureIndex: number }) {
  const { t } = useTranslation('roadmaps-slots');
  const titleId = useId();
  const query = useQuery({
    queryKey: ['roadmaps', 'lecture', lectureIndex],
    queryFn: () => slotsApi.ofLecture(lectureIndex),
  });
  if (query.isPending) return <Loading size="sm" />;
  if (!query.data?.length) return null;
  return (
    <section className="sd-card rm-aside" aria-labelledby={titleId} data-testid="roadmaps-of-lecture">
      <h2 id={titleId}>{t('partOf')}</h2>
      <ul>
        {query.data.map((r) => (
          <li key={r.sequence}>
            <Link to={`/roadmap/${r.sequence}`}>{r.title}</Link>
            <span className="rm-meta">{t(`difficulty.${r.difficulty}`)}</span>
            {r.progress ? (
              <label className="rm-meta">
                {t('progress', { percent: r.progress.percent })}
                <progress className="rm-meter" max={100} value={r.progress.percent} />
              </label>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
