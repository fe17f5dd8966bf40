import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { picturePasswordLength } from '@seodang/sdk/common';
import { api, Button, isApiError, TextField } from '@seodang/sdk/web';
import { PicturePicker } from '@seodang/sdk/web-pictures';
import { FormError } from './auth-card.tsx';

/**
 * The channel login screen's "Log in with pictures": the login id, then 4 of the 9 pictures in
 * order (`POST /api/auth/login/picture`, throttled like a password). Everything works from the
 * keyboard: Tab to the grid, arrows across it, Enter or Space to choose.
 */
export function PictureLogin({ afterLogin }: { afterLogin: string }) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [userId, setUserId] = useState('');
  const [pictures, setPictures] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = userId.trim().length > 0 && pictures.length === picturePasswordLength;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/auth/login/picture', { userId: userId.trim(), pictures });
      // A full load: the session changed, so the page data and realtime socket must too.
      window.location.assign(afterLogin);
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
      setPictures([]);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="sd-form" data-testid="picture-login">
      <FormError message={error} />
      <TextField
        label={t('login.userId')}
        autoComplete="username"
        required
        value={userId}
        onChange={(e) => setUserId(e.target.value)}
        data-testid="picture-user-id"
      />
      <p id={`${id}-choose`}>{t('login.pictures.choose')}</p>
      <PicturePicker value={pictures} onChange={setPictures} labelledBy={`${id}-choose`} disabled={busy} />
      <p aria-live="polite" data-testid="picture-count">
        {t('login.pictures.chosen', { count: pictures.length })}
      </p>
      <Button type="button" outline onClick={() => setPictures([])} disabled={!pictures.length}>
        {t('login.pictures.clear')}
      </Button>
      <Button
        type="submit"
        color="primary"
        block
        loading={busy}
        disabled={!ready}
        data-testid="picture-submit"
      >
        {t('login.pictures.submit')}
      </Button>
    </form>
  );
}
