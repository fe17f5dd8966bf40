import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@seodang/sdk/web';
import '../assessment.css';

/** /assessment/{sequence}/{url_slug}/additional-form: the additional application form, then its completion page. */
export function AdditionalFormScreen() {
  const { t } = useTranslation('assessment');
  const { sequence, url_slug: slug } = useParams();
  const navigate = useNavigate();
  const [school, setSchool] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sessionStorage.setItem(`sd-additional-form:${sequence}`, JSON.stringify({ school }));
    navigate(`/assessment/${sequence}/${slug}/additional-form/complete`);
  };
  return (
    <form className="sd-container as-form" onSubmit={submit}>
      <h1>{t('form.title')}</h1>
      <TextField label={t('form.school')} value={school} onChange={(e) => setSchool(e.target.value)} required />
      <Button type="submit" color="primary">{t('form.submit')}</Button>
    </form>
  );
}

export default AdditionalFormScreen;
