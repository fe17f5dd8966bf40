import { useFormat } from '@seodang/sdk/web';
import { useTranslation } from 'react-i18next';
import { dDayLabel, eventPeriodView, type EventPeriod, type EventPeriodState } from '../../common/index.ts';

/** A period's dates and where it stands (§4 "Event period"), as one line of the assessment pages. */
export function PeriodStatus({
  label,
  period,
  state,
  testId,
}: {
  label: string;
  period: EventPeriod;
  state: EventPeriodState;
  testId: string;
}) {
  const { t } = useTranslation('assessment');
  const { formatDate } = useFormat();
  const date = (d: string | Date | null | undefined) => (d ? formatDate(d) : '');
  const view = eventPeriodView(period, state);
  const status = {
    always: () => t('period.always'),
    openOnly: () => t('period.openOnly', { open: date(period.open) }),
    both: () => t('period.both', { dDay: view.kind === 'both' ? dDayLabel(view.dDay) : '' }),
    closeOnly: () => t('period.closeOnly', { close: date(period.close) }),
    upcoming: () => t('period.upcomingFrom', { open: date(period.open) }),
    finished: () => t('period.finishedAt', { close: date(period.close) }),
    closed: () => t('period.closed'),
  }[view.kind]();
  const finished = view.kind === 'finished' || view.kind === 'closed';
  return (
    <p data-testid={testId} data-period={view.kind}>
      {label}: {period.open && period.close ? `${date(period.open)} – ${date(period.close)} ` : ''}
      <span className={finished ? 'as-badge as-badge--off' : 'as-badge'}>{status}</span>
    </p>
  );
}
