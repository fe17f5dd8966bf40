import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { assessmentApi } from '../api.ts';
import { AdditionalFormFill } from '../additional-form/form-fill.tsx';
import { AdditionalFormEditor } from '../additional-form/form-editor.tsx';
import { AdditionalFormAnswers } from '../additional-form/form-answers.tsx';
import '../assessment.css';
import '../examinee.css';

/**
 * /assessment/{sequence}/{url_slug}/additional-form: the applicant fills in the additional form
 * (then its completion page); the assessment's owner defines its questions and reads the answers.
 */
export function AdditionalFormScreen() {
  const { t } = useTranslation('assessment');
  const { formatDate } = useFormat();
  const { sequence, url_slug: slug } = useParams();
  const seq = Number(sequence);
  const form = useQuery({
    queryKey: ['additional-form', seq],
    queryFn: () => assessmentApi.additionalForm(seq),
  });
  const page = useQuery({ queryKey: ['assessment', seq], queryFn: () => assessmentApi.page(seq) });
  if (form.isPending || page.isPending) return <Loading />;
  if (form.isError) return <ErrorState error={form.error} onRetry={() => void form.refetch()} />;
  const data = form.data;
  const manager = page.data?.isManager ?? false;
  return (
    <div className="sd-container as-form-page" data-testid="additional-form-page">
      <h1>{t('form.title')}</h1>
      <p>
        <Link to={`/assessment/${seq}/${slug}`}>{data.title}</Link> · {t('page.registration')}:{' '}
        {formatDate(data.registerOpen)} – {formatDate(data.registerClose)}
      </p>
      {manager ? (
        <>
          <AdditionalFormEditor key={JSON.stringify(data.questions)} seq={seq} questions={data.questions} />
          <AdditionalFormAnswers seq={seq} />
        </>
      ) : data.questions.length === 0 ? (
        <EmptyState>{t('form.empty')}</EmptyState>
      ) : (
        <AdditionalFormFill
          form={data}
          completePath={`/assessment/${seq}/${slug}/additional-form/complete`}
        />
      )}
    </div>
  );
}

export default AdditionalFormScreen;
