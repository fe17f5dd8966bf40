import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast, type ApiFieldError } from '@seodang/sdk/web';
import { credentialsApi, type RecipientsReport } from '../api.ts';

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * /admin/certification-events: the channel admin creates a certification event (slug, title, period,
 * awards) and issues its certificates from a recipients CSV, with a report for each row.
 */
export default function CertificationEventsScreen() {
  const { t } = useTranslation('credentials');
  const ids = { create: useId(), upload: useId(), report: useId() };
  const message = (err: unknown) => (isApiError(err) ? err.message : t('common:error.unexpected'));

  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [awards, setAwards] = useState('');
  const [createError, setCreateError] = useState<{
    message: string;
    fields: readonly ApiFieldError[];
  } | null>(null);
  const [creating, setCreating] = useState(false);

  const [eventSlug, setEventSlug] = useState('');
  const [csv, setCsv] = useState('');
  const [uploading, setUploading] = useState(false);
  const [report, setReport] = useState<RecipientsReport | null>(null);
  const [uploadError, setUploadError] = useState<{
    message: string;
    fields: readonly ApiFieldError[];
  } | null>(null);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setCreateError(null);
    setCreating(true);
    try {
      const created = await credentialsApi.createEvent({
        slug,
        title,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
        awards: lines(awards),
      });
      showToast(t('eventCreated'), { type: 'success' });
      setEventSlug(created.slug);
    } catch (err) {
      setCreateError({ message: message(err), fields: isApiError(err) ? err.fields : [] });
    } finally {
      setCreating(false);
    }
  };

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    setUploadError(null);
    setReport(null);
    if (!csv) return setUploadError({ message: t('eventCsvRequired'), fields: [] });
    setUploading(true);
    try {
      setReport(await credentialsApi.uploadRecipients(eventSlug, csv));
    } catch (err) {
      setUploadError({ message: message(err), fields: isApiError(err) ? err.fields : [] });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="sd-container" data-testid="certification-events-screen">
      <h1>{t('eventsAdminTitle')}</h1>
      <form className="sd-card" onSubmit={(e) => void create(e)} aria-labelledby={ids.create}>
        <h2 id={ids.create}>{t('newEvent')}</h2>
        <label className="sd-field">
          <span>{t('eventSlug')}</span>
          <input
            value={slug}
            required
            maxLength={80}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            onChange={(e) => setSlug(e.target.value)}
          />
        </label>
        <label className="sd-field">
          <span>{t('eventTitleField')}</span>
          <input value={title} required maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="sd-field">
          <span>{t('eventStarts')}</span>
          <input type="date" value={startsAt} required onChange={(e) => setStartsAt(e.target.value)} />
        </label>
        <label className="sd-field">
          <span>{t('eventEnds')}</span>
          <input type="date" value={endsAt} required onChange={(e) => setEndsAt(e.target.value)} />
        </label>
        <label className="sd-field">
          <span>{t('eventAwardsField')}</span>
          <textarea value={awards} rows={3} required onChange={(e) => setAwards(e.target.value)} />
        </label>
        {createError ? <Problems error={createError} /> : null}
        <Button type="submit" color="primary" loading={creating}>
          {t('createEvent')}
        </Button>
      </form>

      <form className="sd-card" onSubmit={(e) => void upload(e)} aria-labelledby={ids.upload}>
        <h2 id={ids.upload}>{t('eventCsvTitle')}</h2>
        <p className="sd-muted">{t('eventCsvHelp')}</p>
        <label className="sd-field">
          <span>{t('eventSlug')}</span>
          <input
            value={eventSlug}
            required
            maxLength={80}
            onChange={(e) => setEventSlug(e.target.value)}
            data-testid="event-slug"
          />
        </label>
        <label className="sd-field">
          <span>{t('eventCsvFile')}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void e.target.files?.[0]?.text().then(setCsv)}
          />
        </label>
        {uploadError ? <Problems error={uploadError} /> : null}
        <Button type="submit" color="primary" loading={uploading}>
          {t('eventIssue')}
        </Button>
      </form>

      {report ? (
        <section className="sd-card" aria-labelledby={ids.report} data-testid="event-report">
          <h2 id={ids.report}>{t('eventReport', { count: report.issued })}</h2>
          <ul className="sd-list">
            {report.rows.map((r) => (
              <li key={r.line}>
                {t('eventRow', { line: r.line })} · <Link to={`/cert/${r.certId}`}>{r.certId}</Link> ·{' '}
                {t(r.created ? 'eventRowIssued' : 'eventRowHeld')}
              </li>
            ))}
          </ul>
          <Link to={`/certification/${encodeURIComponent(eventSlug)}`}>{t('eventOpenPage')}</Link>
        </section>
      ) : null}
    </div>
  );
}

/** The error and, for a CSV, one line per failing row and column. */
function Problems({ error }: { error: { message: string; fields: readonly ApiFieldError[] } }) {
  return (
    <div role="alert" className="sd-field__error" data-testid="event-problems">
      <p>{error.message}</p>
      {error.fields.length ? (
        <ul>
          {error.fields.map((f) => (
            <li key={`${f.path}:${f.message}`}>{f.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
