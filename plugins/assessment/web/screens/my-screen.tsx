import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { assessmentApi } from '../api.ts';
import { examPath, controlPath } from '../paths.ts';
import { examineeReportPath } from '../../common/report-path.ts';
import { LevelTestsSection } from '../components/level-tests.tsx';
import '../assessment.css';

/** /assessment/my: the exams I take or supervise, and my level tests. */
export function MyAssessmentScreen() {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const q = useQuery({ queryKey: ['assessment', 'my'], queryFn: assessmentApi.my });
  return (
    <div className="sd-container" data-testid="my-assessments">
      <h1>{t('my.title')}</h1>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorState error={q.error} />
      ) : q.data.length === 0 ? (
        <EmptyState>{t('my.empty')}</EmptyState>
      ) : (
        <ul className="sd-card as-list">
          {q.data.map((e) => (
            <li key={`${e.examIndex}-${e.role}`}>
              <Link to={`/assessment/${e.lectureSeq}/${e.lectureSlug}`}>{e.assessmentTitle}</Link> · {e.title}
              <span>
                {formatDateTime(e.startAt)} – {formatDateTime(e.endAt)}
              </span>
              {e.role === 'student' ? (
                <Link
                  className="sd-btn sd-btn--primary sd-btn--sm"
                  to={examPath(e.lectureSeq, e.lectureSlug, e.examIndex)}
                  data-testid="go-exam"
                >
                  {t('my.take')}
                </Link>
              ) : (
                <>
                  <Link
                    className="sd-btn sd-btn--secondary sd-btn--sm"
                    to={controlPath(e.lectureSeq, e.lectureSlug, e.examIndex)}
                    data-testid="go-control"
                  >
                    {t('my.supervise')}
                  </Link>
                  <Link
                    className="sd-btn sd-btn--secondary sd-btn--sm"
                    to={examineeReportPath(e.lectureSeq, e.lectureSlug, e.examIndex)}
                    data-testid="go-reports"
                  >
                    {t('my.reports')}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <LevelTestsSection />
    </div>
  );
}

export default MyAssessmentScreen;
