import { useTranslation } from 'react-i18next';
import { statusLetters, type RecordStatus } from '../../common/index.ts';
import './attendance.css';

/** A mark as its letter and its word (never colour alone). */
export function StatusLabel({ status }: { status: RecordStatus | null }) {
  const { t } = useTranslation('attendance');
  return (
    <span className={`at-status at-status--${status ?? 'none'}`} data-testid="attendance-status">
      {status ? `${statusLetters[status]} · ${t(`status.${status}`)}` : t('status.none')}
    </span>
  );
}
