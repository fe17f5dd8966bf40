import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  isApiError,
  Loading,
  PageLeaveConfirm,
  showToast,
  TextAreaField,
  TextField,
} from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import { communityApi } from '../api.ts';
import { questionSchema } from '../../common/schemas.ts';
import '../components/community.css';

/** /qna/new (ask) and /qna/:index/edit (the author or an admin). */
export function QnaAskScreen() {
  const { t } = useTranslation('community');
  const params = useParams();
  const index = params.index ? Number(params.index) : null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const existing = useQuery({
    queryKey: ['qna-detail', index],
    queryFn: () => communityApi.question(index as number),
    enabled: index !== null,
  });
  const { register, handleSubmit, formState, reset } = useZodForm(questionSchema, {
    defaultValues: { title: '', contents: '' },
  });

  useEffect(() => {
    if (existing.data)
      reset({ title: existing.data.question.title, contents: existing.data.question.contents });
  }, [existing.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      let target = index;
      if (index === null) target = (await communityApi.ask(values)).index;
      else await communityApi.updateQuestion(index, values);
      reset(values);
      showToast(t(index === null ? 'qna.posted' : 'qna.updated'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['qna'] });
      await client.invalidateQueries({ queryKey: ['qna-detail', target] });
      void navigate(`/qna/${target}`);
    } catch (e) {
      setServerError(isApiError(e) ? e.message : t('common:error.unexpected'));
    }
  });

  if (index !== null && existing.isPending) return <Loading />;
  const e = formState.errors;
  return (
    <div className="sd-container" data-testid="qna-ask-screen">
      <PageLeaveConfirm
        when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful}
      />
      <h1>{index === null ? t('qna.askTitle') : t('qna.editQuestion')}</h1>
      <form className="sd-form sd-card" onSubmit={onSubmit} noValidate>
        {serverError ? (
          <div className="sd-alert sd-alert--error" role="alert" data-testid="form-error">
            {serverError}
          </div>
        ) : null}
        <TextField
          label={t('qna.titleField')}
          hint={t('qna.titleHint')}
          required
          maxLength={100}
          error={e.title}
          errorText={e.title && t(String(e.title.message))}
          {...register('title')}
        />
        <TextAreaField
          label={t('qna.contentsField')}
          hint={t('qna.contentsHint')}
          rows={10}
          maxLength={2000}
          required
          error={e.contents}
          errorText={e.contents && t(String(e.contents.message))}
          {...register('contents')}
        />
        <div className="cm-actions">
          <Button onClick={() => void navigate(-1)}>{t('common:cancel')}</Button>
          <Button type="submit" color="primary" loading={formState.isSubmitting} data-testid="qna-submit">
            {t('common:submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export default QnaAskScreen;
