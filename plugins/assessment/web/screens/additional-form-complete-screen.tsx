import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { assessmentApi } from '../api.ts';
import '../assessment.css';
import '../examinee.css';

/** The completion page of the additional form: what was sent, and whether it can still be edited. */
export function AdditionalFormCompleteScreen() {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const { sequence, url_slug: slug } = useParams();
  const seq = Number(sequence);
  const form = useQuery({
    queryKey: ['additional-form', seq],
    queryFn: () => assessmentApi.additionalForm(seq),
  });
  if (form.isPending) return <Loading />;
  if (form.isError) return <ErrorState error={form.error} onRetry={() => void form.refetch()} />;
  const { answer, questions, editable } = form.data;
  const formPath = `/assessment/${seq}/${slug}/additional-form`;
  return (
    <div className="sd-container sd-card as-step-body" data-testid="additional-form-complete">
      {answer ? (
        <>
          <h1>{t('form.complete')}</h1>
          <dl className="as-answers">
            {questions.map((q) => (
              <div key={q.key}>
                <dt>{q.label}</dt>
                <dd>{answer.answers[q.key] || '—'}</dd>
              </div>
            ))}
          </dl>
          {editable ? (
            <p>
              {t('form.editUntil', { date: formatDateTime(form.data.registerClose) })}{' '}
              <Link to={formPath} data-testid="form-edit">
                {t('form.edit')}
              </Link>
            </p>
          ) : (
            <p className="as-hint">{t('form.closed')}</p>
          )}
        </>
      ) : (
        <>
          <h1>{t('form.notSubmitted')}</h1>
          <Link to={formPath}>{t('form.title')}</Link>
        </>
      )}
      <Link to={`/assessment/${seq}/${slug}`}>{t('form.back')}</Link>
    </div>
  );
}

export default AdditionalFormCompleteScreen;
