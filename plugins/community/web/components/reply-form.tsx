import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast, TextAreaField } from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import { answerSchema, commentSchema } from '../../common/schemas.ts';

/** A contents form for answers and comments (new or edit), checked by the Q&A length rules. */
export function ReplyForm({
  kind,
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  testId,
}: {
  kind: 'answer' | 'comment';
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (contents: string) => Promise<unknown>;
  onCancel?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('community');
  const { register, handleSubmit, formState, reset } = useZodForm(
    kind === 'answer' ? answerSchema : commentSchema,
    {
      defaultValues: { contents: initial },
    },
  );
  const submit = handleSubmit(async ({ contents }) => {
    try {
      await onSubmit(contents);
      reset({ contents: '' });
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    }
  });
  const error = formState.errors.contents;
  return (
    <form className="sd-form" onSubmit={submit} noValidate data-testid={testId}>
      <TextAreaField
        label={label}
        hint={t(kind === 'answer' ? 'qna.contentsHint' : 'qna.commentHint')}
        rows={kind === 'answer' ? 5 : 3}
        maxLength={2000}
        error={error}
        errorText={error && t(String(error.message))}
        {...register('contents')}
      />
      <div className="cm-actions">
        {onCancel ? <Button onClick={onCancel}>{t('common:cancel')}</Button> : null}
        <Button type="submit" color="primary" size="sm" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
