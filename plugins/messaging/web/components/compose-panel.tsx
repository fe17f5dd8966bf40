import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, isApiError, showToast, useAuth } from '@seodang/sdk/web';
import type { RecipientSource, TemplateInput } from '../../common/index.ts';
import { messagingApi, type Preview } from '../api.ts';

/** A fresh key per composed message: a double click or a retry of the same send is one send. */
const newKey = () => `m-${crypto.randomUUID()}`;

/** Recipients, the per-recipient preview and the send of what the editor holds. */
export function ComposePanel({ form }: { form: TemplateInput }) {
  const { t } = useTranslation('messaging');
  const { userData } = useAuth();
  const isAdmin = (userData?.membership?.role ?? userData?.role) === 'admin';
  const id = useId();
  const client = useQueryClient();
  const lectures = useQuery({ queryKey: ['messaging', 'lectures'], queryFn: messagingApi.lectures });
  // Manage Lecture links here with `?lecture=`: that lecture is chosen already.
  const [target, setTarget] = useState(
    () => new URLSearchParams(window.location.search).get('lecture') ?? '',
  );
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const to: RecipientSource | null =
    target === 'channel' ? { kind: 'channel' } : target ? { kind: 'lecture', index: Number(target) } : null;
  const body = { type: form.type, template: form.template };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const onPreview = () => run(async () => setPreview(await messagingApi.preview({ ...body, to: to! })));
  const onSend = () =>
    run(async () => {
      const result = await messagingApi.send({ ...body, to: to!, idempotencyKey: key });
      showToast(
        result.repeated ? t('compose.repeated') : t('compose.sent', { count: preview?.recipientCount ?? 0 }),
        {
          type: 'success',
        },
      );
      setKey(newKey());
      setPreview(null);
      await client.invalidateQueries({ queryKey: ['messaging', 'history'] });
    });

  return (
    <section className="sd-card" aria-labelledby={`${id}-h`} data-testid="message-compose">
      <h2 id={`${id}-h`}>{t('compose.heading')}</h2>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={id}>
          {t('compose.to')}
        </label>
        <select
          id={id}
          className="sd-input"
          value={target}
          onChange={(e) => {
            setTarget(e.target.value);
            setPreview(null);
          }}
          data-testid="message-recipients"
        >
          <option value="">{t('compose.choose')}</option>
          {(lectures.data ?? []).map((l) => (
            <option key={l.lectureIndex} value={l.lectureIndex}>
              {t('compose.lecture', { name: l.title })}
            </option>
          ))}
          {isAdmin ? <option value="channel">{t('compose.channel')}</option> : null}
        </select>
      </div>
      <div className="msg-actions">
        <Button disabled={!to || busy} onClick={() => void onPreview()} data-testid="message-preview">
          {t('compose.preview')}
        </Button>
        <Button
          color="primary"
          disabled={!to || !preview || busy}
          loading={busy}
          onClick={() => void onSend()}
          data-testid="message-send"
        >
          {t('compose.send')}
        </Button>
      </div>
      {preview ? (
        <div data-testid="message-preview-list">
          <h3>{t('compose.previewHeading', { count: preview.recipientCount })}</h3>
          {preview.list.map((copy) => (
            <article
              key={copy.userId}
              className="msg-copy"
              lang={copy.locale}
              data-testid="message-preview-copy"
            >
              <h4>{copy.headline}</h4>
              {/* The server's sanitised HTML (SDK sanitiser), with escaped variables. */}
              <div dangerouslySetInnerHTML={{ __html: copy.message }} />
              <p className="sd-muted msg-copy__footer">{copy.footer}</p>
            </article>
          ))}
        </div>
      ) : null}
    </section>
  );
}
