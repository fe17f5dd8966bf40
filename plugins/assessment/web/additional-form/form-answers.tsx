import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { assessmentApi } from '../api.ts';

/** The owner's view of every applicant's answers, one row per applicant. */
export function AdditionalFormAnswers({ seq }: { seq: number }) {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const q = useQuery({
    queryKey: ['additional-form', seq, 'answers'],
    queryFn: () => assessmentApi.additionalAnswers(seq),
  });
  return (
    <section className="sd-card as-step-body" data-testid="form-answers" aria-labelledby="form-answers-title">
      <h2 id="form-answers-title">{t('formAnswers.title')}</h2>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.list.length === 0 ? (
        <EmptyState>{t('formAnswers.empty')}</EmptyState>
      ) : (
        <div className="as-table-wrap">
          <table className="as-table">
            <thead>
              <tr>
                <th scope="col">{t('formAnswers.applicant')}</th>
                {q.data.questions.map((x) => (
                  <th key={x.key} scope="col">
                    {x.label}
                  </th>
                ))}
                <th scope="col">{t('formAnswers.updatedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.list.map((row) => (
                <tr key={row.user.id} data-testid="answer-row">
                  <td>
                    {row.user.name}
                    <br />
                    <span className="as-hint">{row.user.email}</span>
                  </td>
                  {q.data.questions.map((x) => (
                    <td key={x.key}>{row.answers[x.key] ?? ''}</td>
                  ))}
                  <td>{formatDateTime(row.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
