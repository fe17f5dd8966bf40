import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextAreaField, TextField, useMessage } from '@seodang/sdk/web';
import { assessmentMessages, examInputSchema, type ExamInput } from '../../common/index.ts';
import type { ManagedExam } from '../api.ts';
import { fromDateTimeInput, toDateTimeInput } from './datetime-input.ts';
import { ExamQuizPicker } from './exam-quiz-picker.tsx';
import { ExamMemberPicker } from './exam-member-picker.tsx';
import { useSubmit } from './use-submit.ts';
import './manage-assessment.css';

const deviceKinds = ['webcam', 'screen', 'mobile'] as const;
const deviceRules = ['off', 'optional', 'required'] as const;
const catalogues = [assessmentMessages];

/**
 * Adds or edits an exam: title, window, which proctoring devices are off, optional or
 * required, the identity photo, the agreement text, the ordered exam_mode quizzes, examinees and supervisors.
 * Checked with the shared exam schema before sending, so the browser and the server agree.
 */
export function ExamEditor({ seq, exam, onSave, onCancel }: {
  seq: number;
  /** The exam being edited; none to add one. */
  exam: ManagedExam | null;
  onSave: (body: ExamInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('assessment');
  const message = useMessage(catalogues);
  const [form, setForm] = useState({
    title: exam?.title ?? '', startAt: toDateTimeInput(exam?.startAt), endAt: toDateTimeInput(exam?.endAt),
    devices: exam?.devices ?? { webcam: 'required', screen: 'required', mobile: 'off' },
    identificationUpload: exam?.identificationUpload ?? false, agreement: exam?.agreement ?? '',
    quizzes: exam?.quizzes ?? [], members: exam?.members ?? [],
  });
  const saved = useMemo(() => new Set((exam?.members ?? []).map((m) => m.id)), [exam]);
  const { error, setError, busy, run } = useSubmit();
  // A change answers the last refusal: its message would only mislead now.
  const update = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: ExamInput = {
      title: form.title, startAt: fromDateTimeInput(form.startAt), endAt: fromDateTimeInput(form.endAt), devices: form.devices,
      identificationUpload: form.identificationUpload, agreement: form.agreement, quizzes: form.quizzes,
      examineeIds: form.members.filter((m) => m.role === 'student').map((m) => m.id),
      supervisorIds: form.members.filter((m) => m.role === 'supervisor').map((m) => m.id),
    };
    const parsed = examInputSchema.safeParse(body);
    if (!parsed.success) return setError(message(parsed.error.issues[0]!.message));
    await run(() => onSave(body));
  };
  return (
    <form className="sd-card ma-editor" onSubmit={submit} noValidate data-testid="exam-editor" aria-labelledby="exam-editor-title">
      <h3 id="exam-editor-title">{exam ? t('examEditor.editTitle', { title: exam.title }) : t('examEditor.newTitle')}</h3>
      <TextField label={t('examEditor.name')} name="examTitle" value={form.title} onChange={(e) => update({ title: e.target.value })} required />
      <div className="ma-row">
        <TextField label={t('examEditor.startAt')} name="startAt" type="datetime-local" value={form.startAt} onChange={(e) => update({ startAt: e.target.value })} required />
        <TextField label={t('examEditor.endAt')} name="endAt" type="datetime-local" value={form.endAt} onChange={(e) => update({ endAt: e.target.value })} required />
      </div>
      <fieldset data-testid="exam-devices">
        <legend>{t('examEditor.devices')}</legend>
        <div className="ma-row">
          {deviceKinds.map((kind) => (
            <label key={kind}>{t(`device.${kind}`)}
              <select name={`device-${kind}`} value={form.devices[kind]} onChange={(e) => update({ devices: { ...form.devices, [kind]: e.target.value } })}>
                {deviceRules.map((rule) => <option key={rule} value={rule}>{t(`examEditor.${rule}`)}</option>)}
              </select>
            </label>
          ))}
        </div>
        <label><input type="checkbox" name="identificationUpload" checked={form.identificationUpload} onChange={(e) => update({ identificationUpload: e.target.checked })} /> {t('examEditor.identification')}</label>
      </fieldset>
      <TextAreaField label={t('examEditor.agreement')} hint={t('examEditor.agreementHint')} name="agreement" rows={3} maxLength={5000}
        value={form.agreement} onChange={(e) => update({ agreement: e.target.value })} />
      <ExamQuizPicker value={form.quizzes} onChange={(quizzes) => update({ quizzes })} />
      <ExamMemberPicker seq={seq} saved={saved} value={form.members} onChange={(members) => update({ members })} />
      {error ? <p className="as-error" role="alert" data-testid="exam-error">{error}</p> : null}
      <div className="ma-actions">
        <Button type="submit" color="primary" disabled={busy} data-testid="save-exam">{t('examEditor.save')}</Button>
        <Button onClick={onCancel}>{t('examEditor.cancel')}</Button>
      </div>
    </form>
  );
}
