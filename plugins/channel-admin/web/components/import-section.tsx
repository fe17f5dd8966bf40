import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, isApiError } from '@seodang/sdk/web';
import type { ImportCommitMode } from '../../common/imports.ts';
import { importApi, type ImportView } from '../import-api.ts';
import { ImportPreview, type ImportRowFilter } from './import-preview.tsx';
import { initialMailLocale, MailLocaleSelect } from './mail-locale-select.tsx';

const modes: ImportCommitMode[] = ['skipBadRows', 'allOrNothing'];

/** The progress, failure or counts of an import, read out as they change (`aria-live`). */
function ImportStatusLine({ data }: { data: ImportView | undefined }) {
  const { t } = useTranslation('channel-admin');
  if (!data) return null;
  if (data.status === 'validating')
    return (
      <>
        <progress
          max={100}
          value={data.progress}
          aria-label={t('imports.checking', { progress: data.progress })}
        />{' '}
        {t('imports.checking', { progress: data.progress })}
      </>
    );
  if (data.status === 'failed') return <>{t('imports.failed', { message: data.error?.message ?? '' })}</>;
  if (data.status === 'committed' && data.mail)
    return <>{t('imports.mailing', { queued: data.mail.queued, total: data.mail.total })}</>;
  const c = data.counts!;
  return (
    <>
      {t('imports.checked')}{' '}
      {t('imports.counts', {
        total: c.total,
        valid: c.valid,
        invalid: c.invalid,
        existing: c.existingAccounts,
      })}
    </>
  );
}

/**
 * The CSV bulk invite on /admin/invitations: download the template, upload a file, follow the
 * check's progress, look through the rows and their errors, choose how bad rows are treated,
 * commit (or dry-run), and download the rows with errors to fix them.
 */
export function ImportSection() {
  const { t, i18n } = useTranslation('channel-admin');
  const client = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const [filter, setFilter] = useState<ImportRowFilter>('all');
  const [page, setPage] = useState(1);
  const [mode, setMode] = useState<ImportCommitMode>('skipBadRows');
  const [dryRun, setDryRun] = useState(false);
  const [locale, setLocale] = useState(initialMailLocale(i18n.language));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  const current = useQuery({
    queryKey: ['channel-admin', 'imports', importId, filter, page],
    queryFn: () => importApi.get(importId!, { page, rows: filter }),
    enabled: importId !== null,
    // While the check runs, and while the invitations are being mailed after a commit.
    refetchInterval: (q) => {
      const d = q.state.data;
      const busy = d?.status === 'validating' || (d?.mail && d.mail.queued < d.mail.total);
      return busy ? 1000 : false;
    },
  });
  const data = current.data;

  const fail = (e: unknown) =>
    setNotice({ kind: 'error', text: isApiError(e) ? e.message : t('common:error.unexpected') });

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setNotice(null);
    setBusy(true);
    try {
      const created = await importApi.upload(file ?? new File([], ''));
      setImportId(created.id);
      setPage(1);
      setFilter('all');
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const commit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    setNotice(null);
    setBusy(true);
    try {
      const result = await importApi.commit(data.id, { mode, dryRun, locale });
      const params = { invited: result.invited, skipped: result.skipped };
      setNotice({
        kind: 'info',
        text: t(result.dryRun ? 'imports.dryRunResult' : 'imports.committed', params),
      });
      if (!result.dryRun) void client.invalidateQueries({ queryKey: ['channel-admin', 'invitations'] });
      void client.invalidateQueries({ queryKey: ['channel-admin', 'imports', data.id] });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const checked = data?.status === 'ready' || data?.status === 'committed';
  return (
    <section className="sd-card" aria-labelledby={`${id}-h`} data-testid="import-section">
      <h2 id={`${id}-h`}>{t('imports.heading')}</h2>
      <p>{t('imports.lead')}</p>
      <p>
        <a
          className="sd-btn sd-btn--md sd-btn--secondary sd-btn--outline"
          href={importApi.templateUrl}
          download
        >
          {t('imports.template')}
        </a>
      </p>
      <form className="sd-form" onSubmit={(e) => void upload(e)}>
        <label htmlFor={`${id}-file`}>{t('imports.file')}</label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          data-testid="import-file"
        />
        <p id={`${id}-hint`} className="sd-hint">
          {t('imports.fileHint')}
        </p>
        <Button type="submit" color="primary" loading={busy && !checked}>
          {t('imports.upload')}
        </Button>
      </form>
      <p aria-live="polite" role="status" data-testid="import-status">
        <ImportStatusLine data={data} />
      </p>
      {notice && (
        <div
          className={`sd-alert sd-alert--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="import-notice"
        >
          {notice.text}
        </div>
      )}
      {data && checked && (
        <>
          <ImportPreview
            data={data}
            filter={filter}
            onFilter={(f) => {
              setFilter(f);
              setPage(1);
            }}
            onPage={setPage}
          />
          {data.counts!.invalid > 0 && (
            <p>
              <a href={importApi.errorsUrl(data.id)} download data-testid="import-errors-csv">
                {t('imports.errorsCsv')}
              </a>
            </p>
          )}
        </>
      )}
      {data?.status === 'ready' && (
        <form className="sd-form" onSubmit={(e) => void commit(e)}>
          <fieldset>
            <legend>{t('imports.mode.label')}</legend>
            {modes.map((m) => (
              <label key={m}>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                />{' '}
                {t(`imports.mode.${m}`)}
              </label>
            ))}
          </fieldset>
          <MailLocaleSelect
            id={`${id}-locale`}
            label={t('imports.locale')}
            value={locale}
            onChange={setLocale}
          />
          <label>
            <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />{' '}
            {t('imports.dryRun')}
          </label>
          <Button type="submit" color="primary" loading={busy} data-testid="import-commit">
            {t('imports.commit')}
          </Button>
        </form>
      )}
    </section>
  );
}
