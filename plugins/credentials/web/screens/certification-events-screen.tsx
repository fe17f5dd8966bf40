import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  FilePicker,
  isApiError,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  showToast,
  useFormat,
} from '@seodang/sdk/web';
import type { CertificationEventSummary } from '../../common/certification-events.ts';
import { credentialsApi, type RecipientsReport } from '../api.ts';
import { EventForm, Problems, type EventFormInput, type FormProblem } from '../components/event-form.tsx';
import '../credentials.css';

const listKey = ['credentials', 'events'];

/**
 * /admin/certification-events: the channel admin creates a certification event (slug, title, period,
 * awards) and issues its certificates from a recipients CSV, with a report for each row.
 */
export default function CertificationEventsScreen() {
  const { t } = useTranslation('credentials');
  const ids = { list: useId(), upload: useId(), report: useId() };
  const message = (err: unknown) => (isApiError(err) ? err.message : t('common:error.unexpected'));

  const { formatDate } = useFormat();
  const client = useQueryClient();
  const events = useQuery({ queryKey: listKey, queryFn: credentialsApi.events });
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CertificationEventSummary | null>(null);
  const [deleteError, setDeleteError] = useState('');
  const [busy, setBusy] = useState(false);
  const slugInput = useRef<HTMLInputElement>(null);

  const [eventSlug, setEventSlug] = useState('');
  const [csv, setCsv] = useState('');
  const [uploading, setUploading] = useState(false);
  const [report, setReport] = useState<RecipientsReport | null>(null);
  const [uploadError, setUploadError] = useState<FormProblem | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: listKey });

  const create = async (input: EventFormInput) => {
    const created = await credentialsApi.createEvent({ ...input, slug: input.slug ?? '' });
    showToast(t('eventCreated'), { type: 'success' });
    setEventSlug(created.slug);
    await refresh();
    return true;
  };

  const save = async (slug: string, input: EventFormInput) => {
    await credentialsApi.updateEvent(slug, input);
    showToast(t('eventSaved'), { type: 'success' });
    setEditing(null);
    await refresh();
    return false;
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError('');
    try {
      await credentialsApi.deleteEvent(deleting.slug);
      showToast(t('eventDeleted'), { type: 'success' });
      setDeleting(null);
      await refresh();
    } catch (err) {
      setDeleteError(message(err));
    } finally {
      setBusy(false);
    }
  };

  const issueFor = (slug: string) => {
    setEventSlug(slug);
    slugInput.current?.focus();
  };

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    setUploadError(null);
    setReport(null);
    if (!csv) return setUploadError({ message: t('eventCsvRequired'), fields: [] });
    setUploading(true);
    try {
      setReport(await credentialsApi.uploadRecipients(eventSlug, csv));
      await refresh();
    } catch (err) {
      setUploadError({ message: message(err), fields: isApiError(err) ? err.fields : [] });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="sd-container" data-testid="certification-events-screen">
      <h1>{t('eventsAdminTitle')}</h1>
      <section className="sd-card" aria-labelledby={ids.list}>
        <h2 id={ids.list}>{t('eventsListTitle')}</h2>
        {events.isPending ? <Loading /> : null}
        {events.isError ? <ErrorState error={events.error} onRetry={() => void events.refetch()} /> : null}
        {events.data?.length === 0 ? <EmptyState>{t('noEvents')}</EmptyState> : null}
        {events.data?.length ? (
          <ul className="cr-cards cr-cards--rows">
            {events.data.map((ev) => (
              <li key={ev.slug} data-testid="certification-event">
                <div className="cr-card__head">
                  <div className="cr-card__text">
                    <Link to={`/certification/${encodeURIComponent(ev.slug)}`}>
                      <strong>{ev.title}</strong>
                    </Link>
                    <span className="sd-muted">
                      {ev.slug} · {formatDate(ev.startsAt)} – {formatDate(ev.endsAt)} ·{' '}
                      {t('eventRecipients', { count: ev.recipients })}
                    </span>
                    <span className="sd-muted">
                      {t('eventAwards')}: {ev.awards.join(', ')}
                    </span>
                  </div>
                  <div className="cr-actions">
                    <Button
                      size="sm"
                      outline
                      aria-label={t('eventIssueFor', { title: ev.title })}
                      onClick={() => issueFor(ev.slug)}
                    >
                      {t('eventIssueShort')}
                    </Button>
                    <Button
                      size="sm"
                      outline
                      aria-expanded={editing === ev.slug}
                      onClick={() => setEditing(editing === ev.slug ? null : ev.slug)}
                      aria-label={t('eventEdit', { title: ev.title })}
                      data-testid="event-edit"
                    >
                      {t('eventEditShort')}
                    </Button>
                    {ev.recipients === 0 ? (
                      <Button
                        size="sm"
                        outline
                        color="danger"
                        onClick={() => {
                          setDeleteError('');
                          setDeleting(ev);
                        }}
                        aria-label={t('eventDelete', { title: ev.title })}
                        data-testid="event-delete"
                      >
                        {t('eventDeleteShort')}
                      </Button>
                    ) : null}
                  </div>
                </div>
                {ev.recipients > 0 ? <p className="cr-note">{t('eventKept')}</p> : null}
                {editing === ev.slug ? (
                  <div className="cr-panel">
                    <EventForm key={ev.slug} event={ev} onSubmit={(input) => save(ev.slug, input)} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <EventForm className="sd-card" onSubmit={create} />

      <form className="sd-card sd-form" onSubmit={(e) => void upload(e)} aria-labelledby={ids.upload}>
        <h2 id={ids.upload}>{t('eventCsvTitle')}</h2>
        <p className="sd-muted">{t('eventCsvHelp')}</p>
        <div className="sd-field">
          <label className="sd-field__label" htmlFor={`${ids.upload}-slug`}>
            {t('eventSlug')}
          </label>
          <input
            id={`${ids.upload}-slug`}
            value={eventSlug}
            required
            maxLength={80}
            onChange={(e) => setEventSlug(e.target.value)}
            ref={slugInput}
            data-testid="event-slug"
          />
        </div>
        <div className="sd-field">
          <span className="sd-field__label" id={`${ids.upload}-file`}>
            {t('eventCsvFile')}
          </span>
          <FilePicker
            labelledBy={`${ids.upload}-file`}
            accept=".csv,text/csv"
            testId="event-csv"
            onFile={(file) => void file.text().then(setCsv)}
          />
        </div>
        {uploadError ? <Problems error={uploadError} /> : null}
        <div>
          <Button type="submit" color="primary" loading={uploading}>
            {t('eventIssue')}
          </Button>
        </div>
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
      <Modal open={!!deleting} onClose={() => setDeleting(null)} testId="event-delete-modal">
        <ModalHeader>{t('eventDeleteTitle', { title: deleting?.title ?? '' })}</ModalHeader>
        <ModalBody>
          <p>{t('eventDeleteText')}</p>
          {deleteError ? (
            <p role="alert" className="sd-field__error">
              {deleteError}
            </p>
          ) : null}
        </ModalBody>
        <ModalFooter>
          <Button onClick={() => setDeleting(null)}>{t('cancel')}</Button>
          <Button
            color="danger"
            loading={busy}
            onClick={() => void remove()}
            data-testid="event-delete-confirm"
          >
            {t('eventDeleteConfirm')}
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  );
}
