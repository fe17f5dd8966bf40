import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LectureManageSectionsProps } from '@seodang/plugin-lectures/lecture-slots';
import { Button, EmptyState, ErrorState, isApiError, Loading, showToast, useFormat } from '@seodang/sdk/web';
import type { Meeting } from '../../common/index.ts';
import { liveApi } from '../api.ts';
import '../live.css';

/** A date as a `datetime-local` value in local time. */
const localValue = (iso: string) => {
  const d = new Date(iso);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
/** Tomorrow at this hour: a sensible first start. */
const tomorrow = () => localValue(new Date(Date.now() + 24 * 3600_000).toISOString());

interface Draft {
  name: string;
  startAt: string;
  durationMinutes: number;
  maxUserCount: number;
  useRecord: boolean;
}

/** What failed, as the server worded it (already in the viewer's language), field by field. */
function errorText(e: unknown, fallback: string): string {
  if (!isApiError(e)) return fallback;
  const fields = e.fields.map((f) => f.message).filter((m) => m !== e.message);
  return [e.message, ...fields].join(' ');
}

/** Schedule or edit a class: name, start, duration, max learners, recording. */
function MeetingForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  submitLabel: string;
  onSubmit: (draft: Draft) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('live-class');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(draft);
    } catch (e) {
      setError(errorText(e, t('common:error.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="sd-form lc-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="live-meeting-form"
    >
      {error ? (
        <div className="sd-alert sd-alert--error" role="alert" data-testid="live-form-error">
          {error}
        </div>
      ) : null}
      <label htmlFor={`${id}-name`}>{t('manage.name')}</label>
      <input
        id={`${id}-name`}
        className="sd-input"
        value={draft.name}
        maxLength={60}
        required
        onChange={(e) => set('name', e.target.value)}
        data-testid="live-form-name"
      />
      <label htmlFor={`${id}-start`}>{t('manage.startAt')}</label>
      <input
        id={`${id}-start`}
        type="datetime-local"
        className="sd-input"
        value={draft.startAt}
        required
        onChange={(e) => set('startAt', e.target.value)}
      />
      <label htmlFor={`${id}-duration`}>{t('manage.duration')}</label>
      <input
        id={`${id}-duration`}
        type="number"
        className="sd-input"
        min={10}
        max={300}
        value={draft.durationMinutes}
        onChange={(e) => set('durationMinutes', Number(e.target.value))}
      />
      <label htmlFor={`${id}-max`}>{t('manage.maxUserCount')}</label>
      <input
        id={`${id}-max`}
        type="number"
        className="sd-input"
        min={1}
        max={24}
        value={draft.maxUserCount}
        onChange={(e) => set('maxUserCount', Number(e.target.value))}
      />
      <label className="lc-form__check">
        <input
          type="checkbox"
          checked={draft.useRecord}
          onChange={(e) => set('useRecord', e.target.checked)}
        />{' '}
        {t('manage.useRecord')}
      </label>
      <div className="lc-card__actions">
        <Button type="submit" color="primary" loading={busy} data-testid="live-form-submit">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" onClick={onCancel}>
            {t('manage.close')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Manage Lecture's live classes: the lecture's classes with their schedule, and what hosts do with them. */
export default function LectureClasses({ lectureIndex }: LectureManageSectionsProps) {
  const { t } = useTranslation('live-class');
  const titleId = useId();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['live', 'lecture', lectureIndex],
    queryFn: () => liveApi.ofLecture(lectureIndex),
  });
  const [adding, setAdding] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['live'] });

  const schedule = async (d: Draft) => {
    await liveApi.schedule({ ...d, lectureIndex, startAt: new Date(d.startAt).toISOString() });
    showToast(t('manage.scheduled'), { type: 'success' });
    setAdding(false);
    await refresh();
  };

  return (
    <section className="lc-section" aria-labelledby={titleId} data-testid="live-manage">
      <h2 id={titleId}>{t('manage.title')}</h2>
      {query.isPending ? <Loading size="sm" /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        query.data.length ? (
          <ul className="lc-list__items">
            {query.data.map((m) => (
              <ClassRow key={m.index} meeting={m} onChange={refresh} />
            ))}
          </ul>
        ) : (
          <EmptyState>{t('manage.empty')}</EmptyState>
        )
      ) : null}
      {adding ? (
        <MeetingForm
          initial={{ name: '', startAt: tomorrow(), durationMinutes: 60, maxUserCount: 24, useRecord: false }}
          submitLabel={t('manage.schedule')}
          onSubmit={schedule}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button color="primary" onClick={() => setAdding(true)} data-testid="live-add">
          {t('manage.add')}
        </Button>
      )}
    </section>
  );
}

function ClassRow({ meeting: m, onChange }: { meeting: Meeting; onChange: () => Promise<unknown> }) {
  const { t } = useTranslation('live-class');
  const { formatDateTime } = useFormat();
  const [editing, setEditing] = useState(false);

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showToast(done, { type: 'success' });
      await onChange();
    } catch (e) {
      showToast(errorText(e, t('common:error.unexpected')), { type: 'error' });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(m.shareLink);
      showToast(t('manage.copied'), { type: 'success' });
    } catch {
      showToast(t('manage.copyFailed', { link: m.shareLink }), { type: 'error' });
    }
  };

  return (
    <li className="sd-card lc-card" data-testid={`live-manage-${m.index}`}>
      <h3 className="lc-card__name">
        {m.name} <span className="lc-card__meta">· {t(`manage.status.${m.status}`)}</span>
      </h3>
      <p className="lc-card__meta">
        {t('list.startsAt', { date: formatDateTime(m.startAt), minutes: m.durationMinutes })}
        {' · '}
        {t('list.seats', { count: m.currentUserCount, max: m.maxUserCount })}
        {' · '}
        {m.useRecord ? t('manage.recorded') : t('manage.notRecorded')}
      </p>
      {editing ? (
        <MeetingForm
          initial={{
            name: m.name,
            startAt: localValue(m.startAt),
            durationMinutes: m.durationMinutes,
            maxUserCount: m.maxUserCount,
            useRecord: m.useRecord,
          }}
          submitLabel={t('manage.save')}
          onSubmit={async (d) => {
            await liveApi.update(m.index, { ...d, startAt: new Date(d.startAt).toISOString() });
            showToast(t('manage.saved'), { type: 'success' });
            setEditing(false);
            await onChange();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="lc-card__actions">
          {m.status !== 'ended' ? (
            <Link className="sd-btn sd-btn--secondary sd-btn--sm" to={`/live/${m.index}`}>
              {t('list.open')}
            </Link>
          ) : null}
          {m.status === 'wait' ? (
            <>
              <Button
                size="sm"
                color="primary"
                onClick={() => void act(() => liveApi.start(m.index), t('manage.started'))}
              >
                {t('list.start')}
              </Button>
              <Button size="sm" onClick={() => setEditing(true)} data-testid="live-edit">
                {t('manage.edit')}
              </Button>
            </>
          ) : null}
          {m.status === 'live' ? (
            <Button
              size="sm"
              color="danger"
              onClick={() => {
                if (confirm(t('room.endConfirm')))
                  void act(() => liveApi.end(m.index), t('manage.endedToast'));
              }}
            >
              {t('room.end')}
            </Button>
          ) : null}
          {m.status !== 'wait' ? (
            <Link
              className="sd-btn sd-btn--secondary sd-btn--sm"
              to={`/live/${m.index}/attendance`}
              data-testid={`live-manage-attendance-${m.index}`}
            >
              {t('attendance.link')}
            </Link>
          ) : null}
          {m.status !== 'ended' ? (
            <Button size="sm" onClick={() => void copy()}>
              {t('manage.copy')}
            </Button>
          ) : null}
          {m.status !== 'live' ? (
            <Button
              size="sm"
              color="danger"
              onClick={() => {
                if (confirm(t(m.status === 'wait' ? 'manage.cancelConfirm' : 'manage.removeConfirm')))
                  void act(() => liveApi.cancel(m.index), t('manage.cancelled'));
              }}
            >
              {m.status === 'wait' ? t('manage.cancel') : t('manage.remove')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
