import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, TextField } from '@seodang/sdk/web';
import type { CheckInResult } from '../../common/index.ts';
import { attendanceApi } from '../api.ts';
import { StatusLabel } from '../components/status-label.tsx';

/** `/learn`'s box for typing the code on the teacher's screen. */
export default function CodeBox() {
  const { t } = useTranslation('attendance');
  const titleId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CheckInResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await attendanceApi.checkIn({ code }));
      setCode('');
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="sd-card" aria-labelledby={titleId} data-testid="attendance-code-box">
      <h2 id={titleId}>{t('codeBox.title')}</h2>
      <form className="sd-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('codeBox.label')}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={6}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="attendance-code-input"
        />
        <Button
          type="submit"
          color="primary"
          loading={busy}
          disabled={code.trim().length === 0}
          data-testid="attendance-code-submit"
        >
          {t('codeBox.submit')}
        </Button>
      </form>
      {error ? (
        <div className="sd-alert sd-alert--error" role="alert" data-testid="attendance-refusal">
          {error}
        </div>
      ) : null}
      {result ? (
        <p role="status" data-testid="attendance-result">
          <StatusLabel status={result.status} />{' '}
          {result.created
            ? t(result.status === 'late' ? 'checkIn.late' : 'checkIn.present')
            : t('checkIn.already', { status: t(`status.${result.status}`) })}{' '}
          {t('checkIn.lecture', { lecture: result.lectureTitle })}
        </p>
      ) : null}
      <Link to="/learn/attendance">{t('codeBox.my')}</Link>
    </section>
  );
}
