import '../components/roadmaps.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, usePageTitle } from '@seodang/sdk/web';
import { roadmapsApi } from '../api.ts';
import { CardBody } from '../components/bits.tsx';

/** `/teacher/{sequence}/roadmap`: a teacher's published roadmaps (`GET /api/teacher/{sequence}/route`). */
export default function TeacherScreen() {
  const { t } = useTranslation('roadmaps');
  const sequence = Number(useParams().sequence);
  const list = useQuery({
    queryKey: ['roadmaps', 'teacher', sequence],
    queryFn: () => roadmapsApi.ofTeacher(sequence),
  });
  const name = list.data?.[0]?.teacher.name;
  usePageTitle(name ? t('teacher.title', { name }) : t('title.list'));
  return (
    <div className="sd-container" data-testid="roadmap-teacher">
      <h1>{name ? t('teacher.title', { name }) : t('title.list')}</h1>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <EmptyState>{t('teacher.empty')}</EmptyState> : null}
      {list.data?.length ? (
        <ul className="rm-cards">
          {list.data.map((card) => (
            <li key={card.sequence} className="sd-card">
              <CardBody card={card} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
