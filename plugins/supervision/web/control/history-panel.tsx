import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading, useFormat } from '@seodang/sdk/web';
import { historyEmptyState, historyFilters } from '../../common/index.ts';
import { supervisionApi, type AccessHistory } from '../api.ts';

const isEnter = (h: AccessHistory) => h.type === 'EXAM_ENTER' || h.type === 'EXAM_REENTER';

/**
 * The real-time access history panel: ALL / ENTER / EXIT, its own search and three empty states.
 * Until the stored history has arrived it shows loading, not 'no history yet'; a failed load says so, with a retry.
 */
export function HistoryPanel({ examIndex, live }: { examIndex: number; live: AccessHistory[] }) {
  const { t } = useTranslation('supervision');
  const { formatTime } = useFormat();
  const [loaded, setLoaded] = useState<AccessHistory[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [filter, setFilter] = useState<(typeof historyFilters)[number]>('ALL');
  const [keyword, setKeyword] = useState('');
  const load = useCallback(() => {
    setLoadError(null);
    supervisionApi.history(examIndex, 'ALL').then(setLoaded, setLoadError);
  }, [examIndex]);
  useEffect(load, [load]);
  const all = [
    ...live,
    ...(loaded ?? []).filter((h) => !live.some((l) => l.createdAt === h.createdAt && l.userId === h.userId)),
  ];
  const filtered = all.filter((h) => filter === 'ALL' || (filter === 'ENTER' ? isEnter(h) : !isEnter(h)));
  const searched = filtered.filter((h) => !keyword || h.name.includes(keyword));
  const empty = historyEmptyState(all.length, filtered.length, searched.length, keyword);
  return (
    <aside className="sv-history" data-testid="history-panel">
      <div className="sv-row">
        <select
          value={filter}
          onChange={(e) => setFilter(e.target.value as typeof filter)}
          aria-label={t('history.filter')}
          data-testid="history-filter"
        >
          {historyFilters.map((f) => (
            <option key={f} value={f}>
              {t(`history.${f}`)}
            </option>
          ))}
        </select>
        <input
          type="search"
          placeholder={t('history.search')}
          aria-label={t('history.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          data-testid="history-search"
        />
      </div>
      {loadError ? (
        <ErrorState error={loadError} onRetry={load} />
      ) : loaded === null ? (
        <Loading />
      ) : empty ? (
        <p className="sv-empty" data-testid="history-empty" data-state={empty}>
          {t(`history.${empty}`)}
        </p>
      ) : (
        <ul>
          {searched.map((h) => (
            <li key={`${h.userId}-${h.createdAt}-${h.type}`} data-testid="history-entry" data-type={h.type}>
              <time>{formatTime(h.createdAt)}</time> {h.name} <b>{h.type}</b>
              {h.reason === 'device_lost' ? (
                <span data-testid="history-device-lost">
                  {' '}
                  ·{' '}
                  {t('history.deviceLost', {
                    devices: (h.devices ?? []).map((d) => t(`video.${d}`)).join(', '),
                  })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
