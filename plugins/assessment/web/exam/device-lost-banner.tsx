import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import { formatClock, type DeviceType } from '../../common/index.ts';
import { browserDeviceTypes } from './device-loss.ts';
import './mobile-drop-banner.css';

interface Props {
  lost: DeviceType[];
  /** Milliseconds left before the move to the waiting room; null when no countdown runs. */
  left: number | null;
  reconnect: (device: DeviceType) => Promise<void>;
}

/**
 * The exitTimer in the exam room: which devices dropped, the countdown to the move to the waiting
 * room, and a button per lost browser device to turn it on again (the phone has its own banner).
 */
export function DeviceLostBanner({ lost, left, reconnect }: Props) {
  const { t } = useTranslation('assessment');
  const [error, setError] = useState<string | null>(null);
  const ownLost = lost.filter((d): d is (typeof browserDeviceTypes)[number] =>
    (browserDeviceTypes as readonly string[]).includes(d),
  );
  if (ownLost.length === 0) return null;
  const devices = lost.map((d) => t(`device.${d}`)).join(', ');
  return (
    <section className="as-mobile-lost" role="alert" data-testid="exit-timer">
      <h2>{t('room.deviceLost', { devices })}</h2>
      {left === null ? null : (
        <p data-testid="exit-timer-countdown" data-remaining={left}>
          {t('room.deviceLostCountdown', { time: formatClock(left) })}
        </p>
      )}
      <p>
        {ownLost.map((d) => (
          <Button
            key={d}
            color="primary"
            data-testid={`reconnect-${d}`}
            onClick={() => {
              setError(null);
              reconnect(d).catch((e: unknown) => setError((e as Error).message || t('device.failed')));
            }}
          >
            {t('room.reconnect', { device: t(`device.${d}`) })}
          </Button>
        ))}
      </p>
      {error ? <p className="as-error">{error}</p> : null}
    </section>
  );
}
