import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useMessage } from '@seodang/sdk/web';
import type { Assessment } from '../api.ts';
import { useSubmit } from './use-submit.ts';
import { assessmentInputSchema, assessmentMessages, validateAssessment } from '../../common/index.ts';
import { fromDateTimeInput, toDateTimeInput } from './datetime-input.ts';
import '../assessment.css';

/** What the form sends: ISO instants, the operation period null when left empty. */
export type AssessmentFormValues = Pick<
  Assessment,
  'title' | 'description' | 'registerOpen' | 'registerClose' | 'operateOpen' | 'operateClose'
>;

const catalogues = [assessmentMessages];

/**
 * Title, one-line introduction, registration period (required) and operation period, checked
 * in the browser by the same rules and messages as the server (§5 first, then the periods).
 * Used to create (/manage/assessment/new) and to edit (Manage Assessment).
 */
export function AssessmentForm({
  initial,
  submitLabel,
  onSubmit,
  testId,
}: {
  initial?: Partial<AssessmentFormValues>;
  submitLabel: string;
  onSubmit: (values: AssessmentFormValues) => Promise<void>;
  testId: string;
}) {
  const { t } = useTranslation('assessment');
  const message = useMessage(catalogues);
  const [form, setForm] = useState({
    title: initial?.title ?? '',
    description: initial?.description ?? '',
    registerOpen: toDateTimeInput(initial?.registerOpen),
    registerClose: toDateTimeInput(initial?.registerClose),
    operateOpen: toDateTimeInput(initial?.operateOpen),
    operateClose: toDateTimeInput(initial?.operateClose),
  });
  const { error, setError, busy, run } = useSubmit();
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = validateAssessment(form);
    if (!check.valid) return setError(message(check.messageKey!));
    const values: AssessmentFormValues = {
      title: form.title,
      description: form.description,
      registerOpen: fromDateTimeInput(form.registerOpen),
      registerClose: fromDateTimeInput(form.registerClose),
      operateOpen: fromDateTimeInput(form.operateOpen) || null,
      operateClose: fromDateTimeInput(form.operateClose) || null,
    };
    const parsed = assessmentInputSchema.safeParse(values);
    if (!parsed.success) return setError(message(parsed.error.issues[0]!.message));
    await run(() => onSubmit(values));
  };
  return (
    <form className="as-form" onSubmit={submit} data-testid={testId} noValidate>
      <TextField label={t('new.name')} name="title" value={form.title} onChange={set('title')} required />
      <TextField
        label={t('new.description')}
        name="description"
        value={form.description}
        onChange={set('description')}
        required
      />
      <TextField
        label={t('new.registerOpen')}
        name="registerOpen"
        type="datetime-local"
        value={form.registerOpen}
        onChange={set('registerOpen')}
        required
      />
      <TextField
        label={t('new.registerClose')}
        name="registerClose"
        type="datetime-local"
        value={form.registerClose}
        onChange={set('registerClose')}
        required
      />
      <TextField
        label={t('new.operateOpen')}
        name="operateOpen"
        type="datetime-local"
        value={form.operateOpen}
        onChange={set('operateOpen')}
      />
      <TextField
        label={t('new.operateClose')}
        name="operateClose"
        type="datetime-local"
        value={form.operateClose}
        onChange={set('operateClose')}
      />
      {error ? (
        <p className="as-error" role="alert" data-testid="form-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" color="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
