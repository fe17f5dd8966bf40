import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextAreaField, TextField, useMessage } from '@seodang/sdk/web';
import {
  assessmentMessages,
  defaultAiExam,
  deviceGraceMs,
  deviceGraceSecondsRange,
  examInputSchema,
  type ExamInput,
} from '../../common/index.ts';
import { levelMessages } from '../../common/level-messages.ts';
import type { ManagedExam } from '../api.ts';
import { fromDateTimeInput, toDateTimeInput } from './datetime-input.ts';
import { ExamQuizPicker } from './exam-quiz-picker.tsx';
import { ExamMemberPicker } from './exam-member-picker.tsx';
import { ExamAiField } from './exam-ai-field.tsx';
import { useSubmit } from './use-submit.ts';
import './manage-assessment.css';

const deviceKinds = ['webcam', 'screen', 'mobile'] as const;
const deviceRules = ['off', 'optional', 'required'] as const;
const catalogues = [assessmentMessages, levelMessages];

/**
 * Adds or edits an exam: title, window, which proctoring devices are off, optional or
 * required and how long a lost one may take to come back, the identity photo, the agreement text, the ordered exam_mode quizzes, examinees and
 * supervisors, whether it is a level test (the level it certifies, pass score, validity) and an
 * AI exam (the assistant's guardrail and prompts per examinee).
 * Checked with the shared exam schema before sending, so the browser and the server agree.
 */
export function ExamEditor({
  seq,
  exam,
  onSave,
  onCancel,
  onMemberRemoved,
}: {
  seq: number;
  /** The exam being edited; none to add one. */
  exam: ManagedExam | null;
  onSave: (body: ExamInput) => Promise<void>;
  onCancel: () => void;
  /** A saved member was removed on the server (the list refreshes). */
  onMemberRemoved?: () => void;
}) {
  const { t } = useTranslation('assessment');
  const message = useMessage(catalogues);
  const [form, setForm] = useState({
    title: exam?.title ?? '',
    startAt: toDateTimeInput(exam?.startAt),
    endAt: toDateTimeInput(exam?.endAt),
    devices: exam?.devices ?? { webcam: 'required', screen: 'required', mobile: 'off' },
    identificationUpload: exam?.identificationUpload ?? false,
    agreement: exam?.agreement ?? '',
    deviceGraceSeconds: String(exam?.deviceGraceSeconds ?? deviceGraceMs / 1000),
    quizzes: exam?.quizzes ?? [],
    members: exam?.members ?? [],
    isLevelTest: !!exam?.levelTest,
    level: exam?.levelTest?.level ?? '',
    passScore: exam?.levelTest ? String(exam.levelTest.passScore) : '',
    validityDays: exam?.levelTest?.validityDays ? String(exam.levelTest.validityDays) : '',
    aiExam: {
      ...(exam?.aiExam ?? defaultAiExam),
      usageLimit: String((exam?.aiExam ?? defaultAiExam).usageLimit),
    },
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
      title: form.title,
      startAt: fromDateTimeInput(form.startAt),
      endAt: fromDateTimeInput(form.endAt),
      devices: form.devices,
      identificationUpload: form.identificationUpload,
      agreement: form.agreement,
      quizzes: form.quizzes,
      deviceGraceSeconds: Number(form.deviceGraceSeconds.trim() || NaN),
      examineeIds: form.members.filter((m) => m.role === 'student').map((m) => m.id),
      supervisorIds: form.members.filter((m) => m.role === 'supervisor').map((m) => m.id),
      // Numbers as typed (NaN when not a number: the schema says what is wrong); unchecked: a plain exam.
      levelTest: form.isLevelTest
        ? {
            level: form.level,
            passScore: Number(form.passScore || NaN),
            validityDays: form.validityDays.trim() ? Number(form.validityDays) : null,
          }
        : null,
      aiExam: { ...form.aiExam, usageLimit: Number(form.aiExam.usageLimit.trim() || NaN) },
    };
    const parsed = examInputSchema.safeParse(body);
    if (!parsed.success) return setError(message(parsed.error.issues[0]!.message));
    await run(() => onSave(body));
  };
  return (
    <form
      className="sd-card ma-editor"
      onSubmit={submit}
      noValidate
      data-testid="exam-editor"
      aria-labelledby="exam-editor-title"
    >
      <h3 id="exam-editor-title">
        {exam ? t('examEditor.editTitle', { title: exam.title }) : t('examEditor.newTitle')}
      </h3>
      <TextField
        label={t('examEditor.name')}
        name="examTitle"
        value={form.title}
        onChange={(e) => update({ title: e.target.value })}
        required
      />
      <div className="ma-row">
        <TextField
          label={t('examEditor.startAt')}
          name="startAt"
          type="datetime-local"
          value={form.startAt}
          onChange={(e) => update({ startAt: e.target.value })}
          required
        />
        <TextField
          label={t('examEditor.endAt')}
          name="endAt"
          type="datetime-local"
          value={form.endAt}
          onChange={(e) => update({ endAt: e.target.value })}
          required
        />
      </div>
      <fieldset data-testid="exam-devices">
        <legend>{t('examEditor.devices')}</legend>
        <div className="ma-row">
          {deviceKinds.map((kind) => (
            <label key={kind}>
              {t(`device.${kind}`)}
              <select
                name={`device-${kind}`}
                value={form.devices[kind]}
                onChange={(e) => update({ devices: { ...form.devices, [kind]: e.target.value } })}
              >
                {deviceRules.map((rule) => (
                  <option key={rule} value={rule}>
                    {t(`examEditor.${rule}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <TextField
          label={t('examEditor.deviceGrace')}
          hint={t('examEditor.deviceGraceHint')}
          name="deviceGraceSeconds"
          type="number"
          inputMode="numeric"
          min={deviceGraceSecondsRange.min}
          max={deviceGraceSecondsRange.max}
          value={form.deviceGraceSeconds}
          onChange={(e) => update({ deviceGraceSeconds: e.target.value })}
          required
        />
        <label>
          <input
            type="checkbox"
            name="identificationUpload"
            checked={form.identificationUpload}
            onChange={(e) => update({ identificationUpload: e.target.checked })}
          />{' '}
          {t('examEditor.identification')}
        </label>
      </fieldset>
      <TextAreaField
        label={t('examEditor.agreement')}
        hint={t('examEditor.agreementHint')}
        name="agreement"
        rows={3}
        maxLength={5000}
        value={form.agreement}
        onChange={(e) => update({ agreement: e.target.value })}
      />
      <fieldset data-testid="exam-level-test">
        <legend>{t('examEditor.levelTest')}</legend>
        <label>
          <input
            type="checkbox"
            name="isLevelTest"
            checked={form.isLevelTest}
            onChange={(e) => update({ isLevelTest: e.target.checked })}
          />{' '}
          {t('examEditor.isLevelTest')}
        </label>
        {form.isLevelTest ? (
          <div className="ma-row">
            <TextField
              label={t('examEditor.level')}
              name="level"
              maxLength={20}
              value={form.level}
              onChange={(e) => update({ level: e.target.value })}
              required
            />
            <TextField
              label={t('examEditor.passScore')}
              name="passScore"
              type="number"
              min={1}
              value={form.passScore}
              onChange={(e) => update({ passScore: e.target.value })}
              required
            />
            <TextField
              label={t('examEditor.validityDays')}
              hint={t('examEditor.validityHint')}
              name="validityDays"
              type="number"
              min={1}
              max={3650}
              value={form.validityDays}
              onChange={(e) => update({ validityDays: e.target.value })}
            />
          </div>
        ) : null}
      </fieldset>
      <ExamAiField value={form.aiExam} onChange={(aiExam) => update({ aiExam })} />
      <ExamQuizPicker value={form.quizzes} onChange={(quizzes) => update({ quizzes })} />
      <ExamMemberPicker
        seq={seq}
        examIndex={exam?.index ?? null}
        saved={saved}
        value={form.members}
        onChange={(members) => update({ members })}
        onSavedRemoved={(id) => {
          setForm((f) => ({ ...f, members: f.members.filter((m) => m.id !== id) }));
          onMemberRemoved?.();
        }}
      />
      {error ? (
        <p className="as-error" role="alert" data-testid="exam-error">
          {error}
        </p>
      ) : null}
      <div className="ma-actions">
        <Button type="submit" color="primary" disabled={busy} data-testid="save-exam">
          {t('examEditor.save')}
        </Button>
        <Button onClick={onCancel} data-testid="cancel-exam">
          {t('examEditor.cancel')}
        </Button>
      </div>
    </form>
  );
}
