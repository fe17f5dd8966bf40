import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, Button, TextAreaField, TextField, useMessage, useFormat } from '@seodang/sdk/web';
import { answerProblems, type AdditionalQuestion } from '../../common/additional-form.ts';
import { examineeMessages } from '../../common/examinee-messages.ts';
import { assessmentApi, type AdditionalForm } from '../api.ts';

const catalogues = [examineeMessages];

/** One question's input: a line, a paragraph, or a choice of options. */
function QuestionInput({
  q,
  value,
  error,
  disabled,
  onChange,
}: {
  q: AdditionalQuestion;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('assessment');
  const shown = error ? { errorText: error, error: {} } : {};
  if (q.type === 'text')
    return (
      <TextField
        label={q.label}
        value={value}
        required={q.required}
        disabled={disabled}
        maxLength={2000}
        {...shown}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`q-${q.key}`}
      />
    );
  if (q.type === 'textarea')
    return (
      <TextAreaField
        label={q.label}
        value={value}
        required={q.required}
        disabled={disabled}
        maxLength={2000}
        rows={4}
        {...shown}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`q-${q.key}`}
      />
    );
  const errorId = `q-${q.key}-error`;
  return (
    <fieldset
      className="as-question"
      data-testid={`q-${q.key}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="sd-field__label">
        {q.label}
        {q.required ? (
          <span className="sd-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {q.options.map((o) => (
        <label key={o}>
          <input
            type="radio"
            name={q.key}
            value={o}
            checked={value === o}
            disabled={disabled}
            onChange={() => onChange(o)}
          />{' '}
          {o}
        </label>
      ))}
      {!q.required && value ? (
        <Button size="sm" onClick={() => onChange('')} disabled={disabled}>
          {t('form.clearChoice')}
        </Button>
      ) : null}
      {error ? (
        <p className="sd-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The applicant's additional form: checked here with the server's own rules first, then sent
 * once (POST) and edited (PUT) until registration closes; afterwards it is read-only.
 */
export function AdditionalFormFill({ form, completePath }: { form: AdditionalForm; completePath: string }) {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const message = useMessage(catalogues);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() => form.answer?.answers ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const readOnly = !form.editable;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problems = answerProblems(form.questions, values);
    setErrors(Object.fromEntries(problems.map((p) => [p.key, message(p.messageKey)])));
    if (problems.length) return;
    setSending(true);
    try {
      await assessmentApi.sendAdditionalAnswers(form.lectureSeq, values, !!form.answer);
      await queryClient.invalidateQueries({ queryKey: ['additional-form', form.lectureSeq] });
      navigate(completePath);
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) {
        setErrors(
          Object.fromEntries(err.fields.map((f) => [f.path.replace(/^body\.answers\./, ''), f.message])),
        );
      }
      setFormError(err instanceof Error ? err.message : t('form.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="as-form" onSubmit={submit} noValidate data-testid="additional-form">
      {form.answer ? (
        <p className="as-hint" data-testid="form-submitted-at">
          {t('form.submittedAt', { date: formatDateTime(form.answer.updatedAt) })}
        </p>
      ) : null}
      {readOnly ? (
        <p className="as-warning" role="status" data-testid="form-closed">
          {t('form.closed')}
        </p>
      ) : null}
      {form.questions.map((q) => (
        <QuestionInput
          key={q.key}
          q={q}
          value={values[q.key] ?? ''}
          error={errors[q.key]}
          disabled={readOnly || sending}
          onChange={(v) => setValues((s) => ({ ...s, [q.key]: v }))}
        />
      ))}
      {formError ? (
        <p className="as-error" role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="as-form__actions">
          <Button type="submit" color="primary" disabled={sending} data-testid="form-submit">
            {form.answer ? t('form.save') : t('form.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
