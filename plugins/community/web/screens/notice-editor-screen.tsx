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
  useAuth,
} from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import { communityApi } from '../api.ts';
import { noticeSchema } from '../../common/schemas.ts';
import '../components/community.css';

/** /notice/new and /notice/:index/edit (admins). */
export function NoticeEditorScreen() {
  const { t } = useTranslation('community');
  const params = useParams();
  const index = params.index ? Number(params.index) : null;
  const { userData } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const existing = useQuery({
    queryKey: ['notice', index],
    queryFn: () => communityApi.notice(index as number),
    enabled: index !== null,
  });
  const { register, handleSubmit, formState, reset } = useZodForm(noticeSchema, {
    defaultValues: { title: '', contents: '', isPinned: false },
  });

  useEffect(() => {
    if (existing.data)
      reset({
        title: existing.data.title,
        contents: existing.data.contents,
        isPinned: existing.data.isPinned,
      });
  }, [existing.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved =
        index === null
          ? await communityApi.createNotice(values)
          : await communityApi.updateNotice(index, values);
      showToast(t('notice.saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['notices'] });
      await client.invalidateQueries({ queryKey: ['notice', saved?.index ?? index] });
      reset(values);
      void navigate(`/notice/${saved?.index ?? index}`);
    } catch (e) {
      setServerError(isApiError(e) ? e.message : t('common:error.unexpected'));
    }
  });

  if (userData?.role !== 'admin') return <p className="sd-container">{t('common:error.unexpected')}</p>;
  if (index !== null && existing.isPending) return <Loading />;
  const e = formState.errors;
  return (
    <div className="sd-container" data-testid="notice-editor">
      <PageLeaveConfirm
        when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful}
      />
      <h1>{index === null ? t('notice.new') : t('notice.edit')}</h1>
      <form className="sd-form sd-card" onSubmit={onSubmit} noValidate>
        {serverError ? (
          <div className="sd-alert sd-alert--error" role="alert">
            {serverError}
          </div>
        ) : null}
        <TextField
          label={t('notice.titleField')}
          required
          error={e.title}
          errorText={e.title && t(String(e.title.message))}
          {...register('title')}
        />
        <TextAreaField
          label={t('notice.contentsField')}
          rows={10}
          required
          error={e.contents}
          errorText={e.contents && t(String(e.contents.message))}
          {...register('contents')}
        />
        <label className="sd-check">
          <input type="checkbox" {...register('isPinned')} /> {t('notice.pin')}
        </label>
        <div className="cm-actions">
          <Button onClick={() => void navigate(-1)}>{t('common:cancel')}</Button>
          <Button type="submit" color="primary" loading={formState.isSubmitting} data-testid="notice-save">
            {t('common:save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export default NoticeEditorScreen;
