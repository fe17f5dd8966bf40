import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { assessmentApi } from '../api.ts';
import { controlPath, examPath } from '../paths.ts';
import { examineeReportPath } from '../../common/report-path.ts';
import { PeriodStatus } from '../components/period-status.tsx';
import '../assessment.css';

/** /assessment/{lectureSeq}/{lectureSlug}: the assessment, its periods and my exams. */
export function AssessmentScreen() {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const seq = Number(useParams().lectureSeq);
  const q = useQuery({ queryKey: ['assessment', seq], queryFn: () => assessmentApi.page(seq) });
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} />;
  const a = q.data;
  return (
    <div className="sd-container" data-testid="assessment-page">
      <h1>{a.title}</h1>
      <p>{a.description}</p>
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
      <Link to={`/assessment/${a.lectureSeq}/${a.lectureSlug}/additional-form`}>
        {t('page.additionalForm')}
      </Link>
      <h2>{t('page.exams')}</h2>
      {a.exams.length === 0 ? (
        <EmptyState>{t('page.noExams')}</EmptyState>
      ) : (
        <ul className="sd-card as-list">
          {a.exams.map((e) => (
            <li key={e.index} data-testid="exam-item">
              <strong>{e.title}</strong>{' '}
              <span>
                {formatDateTime(e.startAt)} – {formatDateTime(e.endAt)}
              </span>
              {e.role === 'student' ? (
                <Link
                  className="sd-btn sd-btn--primary sd-btn--sm"
                  to={examPath(a.lectureSeq, a.lectureSlug, e.index)}
                  data-testid="go-exam"
                >
                  {t('my.take')}
                </Link>
              ) : null}
              {e.role === 'supervisor' ? (
                <Link
                  className="sd-btn sd-btn--secondary sd-btn--sm"
                  to={controlPath(a.lectureSeq, a.lectureSlug, e.index)}
                  data-testid="go-control"
                >
                  {t('my.supervise')}
                </Link>
              ) : null}
              {e.role === 'supervisor' ? (
                <Link
                  className="sd-btn sd-btn--secondary sd-btn--sm"
                  to={examineeReportPath(a.lectureSeq, a.lectureSlug, e.index)}
                  data-testid="go-reports"
                >
                  {t('my.reports')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default AssessmentScreen;
