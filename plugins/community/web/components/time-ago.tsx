import { useFormat } from '@seodang/sdk/web';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../format.ts';

/** A timestamp as relative time, with the exact time for hover and assistive tech. */
export function TimeAgo({ iso }: { iso: string }) {
  const { t } = useTranslation('community');
  const { formatDateTime } = useFormat();
  const r = relativeTime(iso, Date.now());
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {t(r.key, { count: r.count, date: r.date })}
    </time>
  );
}
