import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading } from '@seodang/sdk/web';
import { assessmentApi } from '../api.ts';
import { PeriodStatus } from '../components/period-status.tsx';
import '../assessment.css';

/** /manage/my: Manage Assessment — my assessments with their periods. */
export function ManageScreen() {
  const { t } = useTranslation('assessment');
  const q = useQuery({ queryKey: ['assessment', 'manage'], queryFn: assessmentApi.manageList });
  return (
    <div className="sd-container" data-testid="manage-assessments">
      <div className="as-toolbar">
        <h1>{t('manage.title')}</h1>
        <Link className="sd-btn sd-btn--primary sd-btn--md" to="/manage/assessment/new">
          {t('manage.new')}
        </Link>
      </div>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorState error={q.error} />
      ) : q.data.length === 0 ? (
        <EmptyState>{t('manage.empty')}</EmptyState>
      ) : (
        <ul className="sd-card as-list">
          {q.data.map((a) => (
            <li key={a.lectureSeq} data-testid="managed-assessment">
              <Link to={`/assessment/${a.lectureSeq}/${a.lectureSlug}`}>{a.title}</Link>{' '}
              <span>{a.description}</span>
              <PeriodStatus
                label={t('page.registration')}
                period={{ open: a.registerOpen, close: a.registerClose }}
                state={a.registration}
                testId="registration-period"
              />
              <PeriodStatus
                label={t('page.operation')}
                period={{ open: a.operateOpen, close: a.operateClose }}
                state={a.operation}
                testId="operation-period"
              />
              <Link
                className="sd-btn sd-btn--secondary sd-btn--sm"
                to={`/manage/assessment/${a.lectureSeq}`}
                data-testid="manage-assessment-link"
                aria-label={t('manageAssessment.openOf', { title: a.title })}
              >
                {t('manageAssessment.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default ManageScreen;
