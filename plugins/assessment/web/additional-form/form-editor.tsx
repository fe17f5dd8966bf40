import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, Button, showToast } from '@seodang/sdk/web';
import type { AdditionalQuestion } from '../../common/additional-form.ts';
import { assessmentApi } from '../api.ts';

type Draft = AdditionalQuestion & { optionsText: string };

const toDraft = (q: AdditionalQuestion): Draft => ({ ...q, optionsText: q.options.join(', ') });
const fromDraft = ({ optionsText, ...q }: Draft): AdditionalQuestion => ({
  ...q,
  options:
    q.type === 'choice'
      ? optionsText
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
});

/** The owner's editor of the form's questions (key, label, kind, required, options). */
export function AdditionalFormEditor({ seq, questions }: { seq: number; questions: AdditionalQuestion[] }) {
  const { t } = useTranslation('assessment');
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => questions.map(toDraft));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (i: number, patch: Partial<Draft>) =>
    setDrafts((d) => d.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const add = () =>
    setDrafts((d) => [
      ...d,
      { key: `q${d.length + 1}`, label: '', type: 'text', required: false, options: [], optionsText: '' },
    ]);
  const save = async () => {
    setError(null);
    setSaving(true);
    try {
      await assessmentApi.defineAdditionalForm(seq, drafts.map(fromDraft));
      await queryClient.invalidateQueries({ queryKey: ['additional-form', seq] });
      showToast(t('formEditor.saved'), { type: 'success' });
    } catch (e) {
      const field = e instanceof ApiError ? e.fields[0] : undefined;
      setError(
        field
          ? `${field.path.replace(/^body\.questions\.(\d+)\..*$/, (_m, n: string) => t('formEditor.row', { n: Number(n) + 1 }))}: ${field.message}`
          : (e as Error).message,
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="sd-card as-step-body" data-testid="form-editor" aria-labelledby="form-editor-title">
      <h2 id="form-editor-title">{t('formEditor.title')}</h2>
      {drafts.length === 0 ? <p className="as-hint">{t('formEditor.empty')}</p> : null}
      {drafts.map((q, i) => (
        <div key={i} className="as-editor-row" data-testid="editor-row">
          <label>
            {t('formEditor.key')}{' '}
            <input className="sd-input" value={q.key} onChange={(e) => change(i, { key: e.target.value })} />
          </label>
          <label>
            {t('formEditor.label')}{' '}
            <input
              className="sd-input"
              value={q.label}
              onChange={(e) => change(i, { label: e.target.value })}
              data-testid="editor-label"
            />
          </label>
          <label>
            {t('formEditor.type')}{' '}
            <select
              className="sd-input"
              value={q.type}
              onChange={(e) => change(i, { type: e.target.value as Draft['type'] })}
              data-testid="editor-type"
            >
              <option value="text">{t('formEditor.text')}</option>
              <option value="textarea">{t('formEditor.textarea')}</option>
              <option value="choice">{t('formEditor.choice')}</option>
            </select>
          </label>
          {q.type === 'choice' ? (
            <label>
              {t('formEditor.options')}{' '}
              <input
                className="sd-input"
                value={q.optionsText}
                onChange={(e) => change(i, { optionsText: e.target.value })}
                data-testid="editor-options"
              />
            </label>
          ) : null}
          <label>
            <input
              type="checkbox"
              checked={q.required}
              onChange={(e) => change(i, { required: e.target.checked })}
            />{' '}
            {t('formEditor.required')}
          </label>
          <Button size="sm" outline onClick={() => setDrafts((d) => d.filter((_, j) => j !== i))}>
            {t('formEditor.remove')}
          </Button>
        </div>
      ))}
      {error ? (
        <p className="as-error" role="alert" data-testid="editor-error">
          {error}
        </p>
      ) : null}
      <div className="as-form__actions">
        <Button onClick={add} data-testid="editor-add">
          {t('formEditor.add')}
        </Button>
        <Button color="primary" onClick={() => void save()} disabled={saving} data-testid="editor-save">
          {t('formEditor.save')}
        </Button>
      </div>
    </section>
  );
}
