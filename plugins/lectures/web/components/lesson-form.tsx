import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, TextField, useMessage, RichTextField } from '@seodang/sdk/web';
import {
  contentItemTypes,
  lectureMessages,
  lessonInputSchema,
  lessonTypes,
  quizLanguages,
  type LessonInput,
} from '../../common/index.ts';
import { lectureApi, type EditorLesson, type LessonItem } from '../api.ts';
import { CheckField, SelectField } from './form-controls.tsx';

/** Adds or edits one lesson: title, type, phase, quiz language, preview flag and content items. */
export function LessonForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: EditorLesson;
  onSave: (input: LessonInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('lectures');
  const message = useMessage([lectureMessages]);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [type, setType] = useState<string>(initial?.type ?? 'text');
  const [phase, setPhase] = useState(initial?.phase ?? '');
  const [quizLanguage, setQuizLanguage] = useState(initial?.quizLanguage ?? '');
  const [isPreview, setPreview] = useState(initial?.isPreview ?? false);
  const [items, setItems] = useState<LessonItem[]>(initial?.items ?? [{ type: 'text', content: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // The channel's phase names, offered while typing (the curriculum shows their codes).
  const phases = useQuery({
    queryKey: ['lectures', 'curriculum-codes'],
    queryFn: lectureApi.curriculumCodes,
    staleTime: 60_000,
  });
  const phaseListId = useId();
  const phaseCode = phases.data?.entries.find((e) => e.phase === phase.trim())?.code;
  const submit = async () => {
    const input = {
      title,
      type,
      phase: phase || null,
      quizLanguage: quizLanguage || null,
      isPreview,
      items: items.filter((i) => i.content.trim()),
    };
    const parsed = lessonInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), message(i.message)])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (e) {
      setErrors({ form: isApiError(e) ? e.message : String(e) });
    } finally {
      setSaving(false);
    }
  };
  const setItem = (i: number, patch: Partial<LessonItem>) =>
    setItems((list) => list.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  return (
    <form
      className="sd-form sd-card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="lesson-form"
    >
      {errors.form ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {errors.form}
        </div>
      ) : null}
      <TextField
        label={t('manage.lessonTitle')}
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title ? {} : undefined}
        errorText={errors.title}
        data-testid="lesson-title-input"
      />
      <div className="lc-row">
        <SelectField label={t('manage.lessonType')} value={type} onChange={setType} testId="lesson-type">
          {lessonTypes.map((lt) => (
            <option key={lt} value={lt}>
              {t(`lessonType.${lt}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('manage.phase')}
          hint={phaseCode ? t('manage.phaseCode', { code: phaseCode }) : t('manage.phaseHint')}
          value={phase}
          maxLength={30}
          list={phaseListId}
          onChange={(e) => setPhase(e.target.value)}
          data-testid="lesson-phase-input"
        />
        <datalist id={phaseListId}>
          {phases.data?.entries.map((e) => (
            <option key={e.phase} value={e.phase}>
              {e.code}
            </option>
          ))}
        </datalist>
        <SelectField
          label={t('manage.quizLanguage')}
          value={quizLanguage}
          onChange={setQuizLanguage}
          error={errors.quizLanguage}
        >
          <option value="">-</option>
          {quizLanguages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckField label={t('manage.isPreview')} checked={isPreview} onChange={setPreview} />
      {items.map((item, i) => (
        <fieldset key={i} className="lc-fieldset">
          <legend>
            {t('manage.itemContent')} {i + 1}
          </legend>
          <SelectField
            label={t('manage.itemType')}
            value={item.type}
            onChange={(v) => setItem(i, { type: v as LessonItem['type'] })}
          >
            {contentItemTypes.map((ct) => (
              <option key={ct} value={ct}>
                {t(`manage.itemTypes.${ct}`)}
              </option>
            ))}
          </SelectField>
          {item.type === 'text' ? (
            <RichTextField
              label={t('manage.itemContent')}
              value={item.content}
              onChange={(html) => setItem(i, { content: html })}
              testId="lesson-item-content"
            />
          ) : (
            <TextField
              label={t('manage.itemContent')}
              value={item.content}
              onChange={(e) => setItem(i, { content: e.target.value })}
              data-testid="lesson-item-content"
            />
          )}
          <Button size="sm" outline onClick={() => setItems((list) => list.filter((_, j) => j !== i))}>
            {t('manage.removeItem')}
          </Button>
        </fieldset>
      ))}
      <div className="lc-actions" style={{ justifyContent: 'space-between' }}>
        <Button size="sm" onClick={() => setItems((list) => [...list, { type: 'text', content: '' }])}>
          {t('manage.addItem')}
        </Button>
        <span className="lc-actions">
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" color="primary" loading={saving} data-testid="lesson-save">
            {t('common.save')}
          </Button>
        </span>
      </div>
    </form>
  );
}
