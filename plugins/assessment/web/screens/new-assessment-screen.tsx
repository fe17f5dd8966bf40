import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, TextField, isApiError } from '@seodang/sdk/web';
import { assessmentMessageKeys, assessmentMessages, validateAssessment } from '../../common/index.ts';
import { assessmentApi } from '../api.ts';
import '../assessment.css';

/** /manage/assessment/new: title, one-line introduction, registration period (required), operation period. */
export function NewAssessmentScreen() {
  const { t, i18n } = useTranslation('assessment');
  const catalogue = assessmentMessages[(i18n.language as 'ko' | 'en' | 'ja')] ?? assessmentMessages.ko;
  const navigate = useNavigate();
  const [form, setForm] = useState({ title: '', description: '', registerOpen: '', registerClose: '', operateOpen: '', operateClose: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = validateAssessment(form);
    if (!check.valid) return setError(catalogue[assessmentMessageKeys[check.code as 1]]);
    if (!form.registerOpen || !form.registerClose) return setError(t('new.periodRequired'));
    try {
      const a = await assessmentApi.create({ ...form, operateOpen: form.operateOpen || null, operateClose: form.operateClose || null });
      navigate(`/assessment/${a.lectureSeq}/${a.lectureSlug}`);
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err));
    }
  };
  return (
    <form className="sd-container as-form" onSubmit={submit} data-testid="new-assessment">
      <h1>{t('new.title')}</h1>
      <TextField label={t('new.name')} name="title" value={form.title} onChange={set('title')} required />
      <TextField label={t('new.description')} name="description" value={form.description} onChange={set('description')} required />
      <TextField label={t('new.registerOpen')} name="registerOpen" type="datetime-local" value={form.registerOpen} onChange={set('registerOpen')} required />
      <TextField label={t('new.registerClose')} name="registerClose" type="datetime-local" value={form.registerClose} onChange={set('registerClose')} required />
      <TextField label={t('new.operateOpen')} name="operateOpen" type="datetime-local" value={form.operateOpen} onChange={set('operateOpen')} />
      <TextField label={t('new.operateClose')} name="operateClose" type="datetime-local" value={form.operateClose} onChange={set('operateClose')} />
      {error ? <p className="as-error" role="alert" data-testid="form-error">{error}</p> : null}
      <Button type="submit" color="primary">{t('new.submit')}</Button>
    </form>
  );
}

export default NewAssessmentScreen;
