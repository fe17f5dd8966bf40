import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, type ApiFieldError } from '@seodang/sdk/web';
import type { CertificationEventSummary } from '../../common/certification-events.ts';

/** What the form sends: the slug only when making an event (it is the page's address). */
export interface EventFormInput {
  slug?: string;
  title: string;
  startsAt: string;
  endsAt: string;
  awards: string[];
}

/** A problem the API answered, with one line per wrong field or CSV row. */
export interface FormProblem {
  message: string;
  fields: readonly ApiFieldError[];
}

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** An instant as the date input shows it (the form sends dates as UTC midnights). */
const dateValue = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

/** The error and, for a CSV or a form, one line per failing row or field. */
export function Problems({ error }: { error: FormProblem }) {
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

/**
 * A certification event's form on /admin/certification-events: slug (when making one), title,
 * period and awards one a line. Editing one starts from its values and keeps its slug.
 */
export function EventForm({
  event,
  onSubmit,
  className,
}: {
  event?: CertificationEventSummary;
  /** Saves the form; a thrown API error is shown in it. Resolves true to clear the form. */
  onSubmit: (input: EventFormInput) => Promise<boolean>;
  className?: string;
}) {
  const { t } = useTranslation('credentials');
  const id = useId();
  const editing = !!event;
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState(event?.title ?? '');
  const [startsAt, setStartsAt] = useState(dateValue(event?.startsAt));
  const [endsAt, setEndsAt] = useState(dateValue(event?.endsAt));
  const [awards, setAwards] = useState(event?.awards.join('\n') ?? '');
  const [error, setError] = useState<FormProblem | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaving(true);
    try {
      const input: EventFormInput = {
        title,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
        awards: lines(awards),
      };
      if (!editing) input.slug = slug;
      if (await onSubmit(input)) {
        setSlug('');
        setTitle('');
        setStartsAt('');
        setEndsAt('');
        setAwards('');
      }
    } catch (err) {
      setError({
        message: isApiError(err) ? err.message : t('common:error.unexpected'),
        fields: isApiError(err) ? err.fields : [],
      });
    } finally {
      setSaving(false);
    }
  };

  const label = (field: string, text: string) => (
    <label className="sd-field__label" htmlFor={`${id}-${field}`}>
      {text}
    </label>
  );

  return (
    <form
      className={['sd-form', className].filter(Boolean).join(' ')}
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      data-testid="event-form"
    >
      {editing ? (
        <h3 id={`${id}-title`}>{t('eventEditOf', { title: event.title })}</h3>
      ) : (
        <h2 id={`${id}-title`}>{t('newEvent')}</h2>
      )}
      {editing ? null : (
        <div className="sd-field">
          {label('slug', t('eventSlug'))}
          <input
            id={`${id}-slug`}
            value={slug}
            required
            maxLength={80}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            onChange={(e) => setSlug(e.target.value)}
          />
        </div>
      )}
      <div className="sd-field">
        {label('name', t('eventTitleField'))}
        <input
          id={`${id}-name`}
          value={title}
          required
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="event-title"
        />
      </div>
      <div className="sd-field">
        {label('starts', t('eventStarts'))}
        <input
          id={`${id}-starts`}
          type="date"
          value={startsAt}
          required
          onChange={(e) => setStartsAt(e.target.value)}
        />
      </div>
      <div className="sd-field">
        {label('ends', t('eventEnds'))}
        <input
          id={`${id}-ends`}
          type="date"
          value={endsAt}
          required
          onChange={(e) => setEndsAt(e.target.value)}
        />
      </div>
      <div className="sd-field">
        {label('awards', t('eventAwardsField'))}
        <textarea
          id={`${id}-awards`}
          value={awards}
          rows={3}
          required
          aria-describedby={editing ? `${id}-awards-note` : undefined}
          onChange={(e) => setAwards(e.target.value)}
        />
        {editing ? (
          <span id={`${id}-awards-note`} className="sd-field__hint">
            {t('eventAwardsKept')}
          </span>
        ) : null}
      </div>
      {error ? <Problems error={error} /> : null}
      <div>
        <Button type="submit" color="primary" loading={saving}>
          {editing ? t('eventSave') : t('createEvent')}
        </Button>
      </div>
    </form>
  );
}
