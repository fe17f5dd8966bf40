import { useTranslation } from 'react-i18next';
import { formatClock } from '../../common/index.ts';
import { MobileQr } from '../mobile/mobile-qr.tsx';
import type { MobileDrop } from './mobile-drop.ts';
import '../examinee.css';
import './mobile-drop-banner.css';

interface Props {
  drop: MobileDrop;
  token: string;
  /** Server time now (the countdown's clock); the room re-renders it every tick. */
  now: number;
}

/** Tells the examinee their phone camera dropped mid-exam: the exitTimer's countdown and the QR code to reconnect. */
export function MobileDropBanner({ drop, token, now }: Props) {
  const { t } = useTranslation('assessment');
  if (!drop.down) return null;
  const left = drop.willExitAt === null ? null : Math.max(0, drop.willExitAt - now);
  return (
    <section
      className="as-mobile-lost"
      role="alert"
      aria-labelledby="as-mobile-lost-title"
      data-testid="mobile-lost"
    >
      <h2 id="as-mobile-lost-title">{t('room.mobileLostTitle')}</h2>
      {left === null ? null : (
        <p data-testid="mobile-lost-countdown" data-remaining={left}>
          {left > 0
            ? t('room.mobileLostCountdown', { time: formatClock(left) })
            : t('room.mobileLostExpired')}
        </p>
      )}
      <p>{t('room.mobileLostHelp')}</p>
      <MobileQr token={token} connected={false} />
    </section>
  );
}
