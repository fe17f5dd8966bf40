import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDataURL } from 'qrcode';

/** The phone's page of the mobile camera for this exam token. */
export const mobileCameraUrl = (origin: string, token: string) =>
  `${origin}/assessment/mobile?token=${encodeURIComponent(token)}`;

/** The QR code a phone scans to join as the mobile camera (drawn here, no image service), with its state. */
export function MobileQr({ token, connected }: { token: string; connected: boolean }) {
  const { t } = useTranslation('assessment');
  const url = mobileCameraUrl(location.origin, token);
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then(
      (src) => live && setImage(src),
      () => live && setImage(null),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="as-mobile-qr" data-testid="mobile-qr">
      <p>{t('device.mobileHelp')}</p>
      {image ? <img src={image} alt={t('mobile.qrAlt')} data-testid="mobile-qr-image" /> : null}
      <a href={url} target="_blank" rel="noreferrer" className="as-hint" data-testid="mobile-url">
        {url}
      </a>
      <p
        className={`as-mobile-qr__state${connected ? ' is-on' : ''}`}
        role="status"
        data-testid="mobile-state"
        data-connected={connected}
      >
        {connected ? t('mobile.stateConnected') : t('mobile.stateWaiting')}
      </p>
    </div>
  );
}
