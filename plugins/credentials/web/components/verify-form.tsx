import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError } from '@seodang/sdk/web';
import type { VerifyAnswer } from '../../common/index.ts';
import { credentialsApi } from '../api.ts';
import { VerifyResult } from './verify-result.tsx';

/** A file's bytes as base64, for the JSON body. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Paste a VC-JWT, or drop a file holding one (or one of our certificate PDFs), and see what verification says of it. */
export function VerifyForm() {
  const { t } = useTranslation('credentials');
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<VerifyAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (input: { credential: string } | { pdf: string }) => {
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      setAnswer(await credentialsApi.verify(input));
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'))) {
      setText(file.name);
      await verify({ pdf: await base64Of(file) });
      return;
    }
    const dropped = (file ? await file.text() : event.dataTransfer.getData('text/plain')).trim();
    setText(dropped);
    if (dropped) await verify({ credential: dropped });
  };

  return (
    <form
      className="sd-form sd-card"
      onSubmit={(e) => {
        e.preventDefault();
        void verify({ credential: text.trim() });
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => void onDrop(e)}
      data-testid="verify-form"
    >
      <label htmlFor="credential-text">{t('pasteLabel')}</label>
      <p className="sd-muted" id="credential-help">
        {t('pasteHelp')}
      </p>
      <textarea
        id="credential-text"
        aria-describedby="credential-help"
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="credential-text"
      />
      {error ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {error}
        </div>
      ) : null}
      <Button
        type="submit"
        color="primary"
        loading={busy}
        disabled={!text.trim()}
        data-testid="verify-submit"
      >
        {t('verify')}
      </Button>
      {answer ? <VerifyResult answer={answer} /> : null}
    </form>
  );
}
