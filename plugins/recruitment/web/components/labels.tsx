import { useTranslation } from 'react-i18next';
import type { Posting } from '../../common/index.ts';

/** The application period as words: its phase and, with a close date, its D-day (spec §4). */
export function PeriodLabel({ period }: { period: Posting['period'] }) {
  const { t } = useTranslation('recruitment-screens');
  const days = period.dDay;
  const dDay =
    days === null || period.finished || days < 0 ? null : days === 0 ? t('dDayToday') : t('dDay', { days });
  return (
    <span data-testid="recruitment-period">
      {t(`phase.${period.phase}`)}
      {dDay ? ` · ${dDay}` : ''}
    </span>
  );
}

/** A posting's state in words. */
export function StateLabel({ state }: { state: Posting['state'] }) {
  const { t } = useTranslation('recruitment-screens');
  return <span data-testid="recruitment-state">{t(`state.${state}`)}</span>;
}

/** An application's status (spec §4 Business status) in words. */
export function StatusLabel({ status }: { status: number }) {
  const { t } = useTranslation('recruitment-screens');
  return <span data-testid="recruitment-status">{t(`status.${status}`)}</span>;
}
