import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  api,
  buildUrl,
  DataTable,
  ErrorState,
  Loading,
  Pagination,
  useAuth,
  usePageTitle,
} from '@seodang/sdk/web';
import { actionVerbs, datePresets } from '@seodang/sdk/common';
import { UnauthorizedScreen } from '../../unauthorized-screen.tsx';
import { channelAdminNs } from './texts.ts';

const presets = datePresets;
const pageSize = 20;

interface Entry {
  id: number;
  at: string;
  actor: string | null;
  verb: (typeof actionVerbs)[number];
  setting: string;
  subject: string | null;
  before: string;
  after: string;
}

/** /admin/log: who did what to the channel's settings and members, filtered, paged, as CSV. */
export function ActionLogScreen() {
  const { t, i18n } = useTranslation(channelAdminNs);
  usePageTitle(t('logTitle'));
  const { userData } = useAuth();
  const isAdmin = userData?.role === 'admin';
  const presetId = useId();
  const verbId = useId();
  const [preset, setPreset] = useState<string>('monthAgo');
  const [verb, setVerb] = useState<string>('');
  const [page, setPage] = useState(1);
  const filter = { ...(preset ? { preset } : {}), ...(verb ? { verb } : {}) };
  const log = useQuery({
    queryKey: ['channel-action-log', filter, page],
    queryFn: () =>
      api
        .get<{ data: { list: Entry[]; totalCount: number } }>('/api/channel/action-log', {
          ...filter,
          page,
          limit: pageSize,
        })
        .then((r) => r.data),
    enabled: isAdmin,
  });
  if (!isAdmin) return <UnauthorizedScreen />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="sd-container" data-testid="action-log-screen">
      <h1>{t('logTitle')}</h1>
      <form className="sd-form sd-form--inline" onSubmit={(e) => e.preventDefault()}>
        <div className="sd-field">
          <label className="sd-field__label" htmlFor={presetId}>
            {t('logPeriod')}
          </label>
          <select
            id={presetId}
            className="sd-input"
            value={preset}
            onChange={(e) => {
              setPreset(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('logAll')}</option>
            {presets.map((p) => (
              <option key={p} value={p}>
                {t(`preset.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="sd-field">
          <label className="sd-field__label" htmlFor={verbId}>
            {t('logVerb')}
          </label>
          <select
            id={verbId}
            className="sd-input"
            value={verb}
            onChange={(e) => {
              setVerb(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('logAllVerbs')}</option>
            {actionVerbs.map((v) => (
              <option key={v} value={v}>
                {t(`verb.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <a
          className="sd-btn sd-btn--secondary sd-btn--md"
          href={buildUrl('/api/channel/action-log.csv', filter)}
          download
        >
          {t('logCsv')}
        </a>
      </form>
      {log.isPending ? <Loading /> : null}
      {log.isError ? <ErrorState error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.data ? (
        log.data.list.length === 0 ? (
          <p>{t('logEmpty')}</p>
        ) : (
          <>
            <DataTable
              rows={log.data.list}
              rowKey={(e) => e.id}
              caption={t('logTitle')}
              rowTestId="action-log-row"
              columns={[
                {
                  key: 'at',
                  header: t('logWhen'),
                  cell: (e) => when.format(new Date(e.at)),
                  className: 'sd-table__nowrap',
                },
                { key: 'actor', header: t('logWho'), cell: (e) => e.actor ?? '—' },
                {
                  key: 'verb',
                  header: t('logVerb'),
                  cell: (e) => t(`verb.${e.verb}`),
                  className: 'sd-table__nowrap',
                },
                {
                  key: 'setting',
                  header: t('logSetting'),
                  cell: (e) => e.setting,
                  className: 'sd-table__nowrap',
                },
                { key: 'subject', header: t('logSubject'), cell: (e) => e.subject ?? '' },
                { key: 'change', header: t('logChange'), cell: (e) => `${e.before} → ${e.after}` },
              ]}
            />
            <Pagination
              page={page}
              pageCount={Math.ceil(log.data.totalCount / pageSize)}
              onChange={setPage}
            />
          </>
        )
      ) : null}
    </div>
  );
}
