import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useMessage } from '@seodang/sdk/web';
import { examineeMessages } from '../../common/examinee-messages.ts';
import { identityPhotoMaxBytes } from '../../common/identity-photo.ts';
import { assessmentApi } from '../api.ts';
import { isLive } from '../exam/media.ts';
import { blobToBase64, captureFrame, identityPhotoUrl, photoTooLarge } from './photo-data.ts';

const catalogues = [examineeMessages];

/**
 * The examinee's identity photo in the waiting room: a file, or a still of the webcam. Shows the
 * stored photo and tells the parent whether one exists (the server refuses entry without it).
 */
export function IdentityPhotoUpload({
  examIndex,
  uploadedAt,
  webcam,
  onChange,
}: {
  examIndex: number;
  uploadedAt: string | null;
  webcam: MediaStream | null;
  onChange: (uploaded: boolean) => void;
}) {
  const { t } = useTranslation('assessment');
  const message = useMessage(catalogues);
  // A reload of the waiting room keeps the stored photo (examState.identificationPhoto).
  const [version, setVersion] = useState<string | null>(uploadedAt);
  const [justSent, setJustSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => onChange(version !== null), [version, onChange]);

  const send = async (blob: Blob) => {
    setError(null);
    if (photoTooLarge(blob))
      return setError(message('assessment.photo.size', { max: identityPhotoMaxBytes / 1024 / 1024 }));
    setBusy(true);
    try {
      const r = await assessmentApi.uploadIdentityPhoto(examIndex, await blobToBase64(blob));
      setVersion(r.uploadedAt);
      setJustSent(true);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('identity.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="as-id-photo" data-testid="identity-photo" aria-labelledby="identity-photo-title">
      <h2 id="identity-photo-title">{t('identity.title')}</h2>
      <p className="as-hint">{t('identity.help')}</p>
      {version ? (
        <img
          src={identityPhotoUrl(examIndex, undefined, version)}
          alt={t('identity.alt')}
          data-testid="identity-photo-image"
        />
      ) : (
        <p data-testid="identity-photo-none">{t('identity.none')}</p>
      )}
      <div className="as-form__actions">
        <label className="sd-btn sd-btn--secondary sd-btn--md">
          {t('identity.choose')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sd-visually-hidden"
            disabled={busy}
            data-testid="identity-photo-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void send(file);
            }}
          />
        </label>
        {isLive(webcam) ? (
          <Button
            disabled={busy}
            onClick={() => void captureFrame(webcam!).then(send, () => setError(t('identity.failed')))}
            data-testid="identity-photo-capture"
          >
            {t('identity.capture')}
          </Button>
        ) : null}
      </div>
      {busy ? (
        <p className="as-hint" role="status">
          {t('identity.uploading')}
        </p>
      ) : null}
      {justSent && !busy ? (
        <p className="as-mobile-qr__state is-on" role="status">
          {t('identity.uploaded')}
        </p>
      ) : null}
      {error ? (
        <p className="as-error" role="alert" data-testid="identity-photo-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
