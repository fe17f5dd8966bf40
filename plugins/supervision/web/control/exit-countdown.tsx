import { useTranslation } from 'react-i18next';
import { formatClock } from '@seodang/plugin-assessment/common';
import { disconnectedDeviceList, exitCountdown, type LiveExitTimer } from '../../common/index.ts';
import { useNow } from './use-now.ts';

/** The examinee's disconnect countdown (exitTimer of §3) and the devices that dropped; nothing when none runs. */
export function ExitCountdown({ timer }: { timer: LiveExitTimer | undefined }) {
  const { t } = useTranslation('supervision');
  const running = exitCountdown(timer, Date.now()) !== null;
  const now = useNow(running);
  const left = exitCountdown(timer, now);
  if (left === null) return null;
  const devices = disconnectedDeviceList(timer)
    .map((d) => t(`video.${d}`))
    .join(', ');
  return (
    <span className="sv-exit" role="status" data-testid="tile-exit-timer" data-remaining={left}>
      {t('exitTimer', { time: formatClock(left) })}
      {devices ? ` · ${t('disconnected', { devices })}` : ''}
    </span>
  );
}
