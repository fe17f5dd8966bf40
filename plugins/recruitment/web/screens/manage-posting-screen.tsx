import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  buildUrl,
  DataTable,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  showToast,
  useFormat,
} from '@seodang/sdk/web';
import { applicationStatus, type ReviewedApplication } from '../../common/index.ts';
import { postingPath, recruitmentApi } from '../api.ts';
import { AttachedCredentials, AttachedExperience, AttachedRoadmaps } from '../components/attachments.tsx';
import { PeriodLabel, StateLabel, StatusLabel } from '../components/labels.tsx';
import '../components/recruitment.css';
import { ReviewedScreeningCell } from '../components/screening.tsx';

const filters = [undefined, 1, 2, 3, 4] as const;

/** /manage/recruitment/{sequence}: Manage Recruitment — the posting's state and its applications' review. */
export default function ManagePostingScreen() {
  const { t } = useTranslation('recruitment-screens');
  const sequence = Number(useParams().sequence);
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const posting = useQuery({
    queryKey: ['recruitment', 'posting', sequence],
    queryFn: () => recruitmentApi.get(sequence),
    enabled: Number.isInteger(sequence) && sequence > 0,
  });
  const move = async (action: 'publish' | 'close') => {
    if (action === 'close' && !window.confirm(t('posting.confirmClose'))) return;
    setError(null);
    setBusy(true);
    try {
      await recruitmentApi[action](sequence);
      showToast(t(action === 'publish' ? 'editor.published' : 'posting.closed'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['recruitment'] });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  if (posting.isPending) return <Loading />;
  if (posting.isError) return <ErrorState error={posting.error} onRetry={() => void posting.refetch()} />;
  const p = posting.data;
  return (
    <div className="sd-container" data-testid="recruitment-manage">
      <h1>{p.title}</h1>
      <p className="sd-muted">
        {p.company} · <StateLabel state={p.state} /> · <PeriodLabel period={p.period} />
      </p>
      {error ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="rc-actions">
        <Link to={postingPath(p)}>{t('posting.view')}</Link>
        {p.state !== 'CLOSED' ? (
          <Link className="sd-btn sd-btn--light sd-btn--md" to={`/manage/recruitment/${p.sequence}/edit`}>
            {t('posting.edit')}
          </Link>
        ) : null}
        {p.state === 'DRAFT' ? (
          <Button
            color="primary"
            loading={busy}
            onClick={() => void move('publish')}
            data-testid="recruitment-publish"
          >
            {t('posting.publish')}
          </Button>
        ) : null}
        {p.state === 'PUBLISHED' ? (
          <Button color="danger" outline loading={busy} onClick={() => void move('close')}>
            {t('posting.close')}
          </Button>
        ) : null}
      </div>
      <Review sequence={sequence} />
    </div>
  );
}

/** The review: filter, search, one or many verdicts, notes, the CSV and each résumé. */
function Review({ sequence }: { sequence: number }) {
  const { t } = useTranslation('recruitment-screens');
  const { formatDateTime } = useFormat();
  const client = useQueryClient();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const key = ['recruitment', 'applications', sequence, status, query];
  const list = useQuery({
    queryKey: key,
    queryFn: () => recruitmentApi.applications(sequence, { status, search: query || undefined }),
  });
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      setSelected(new Set());
      showToast(t('review.updated'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['recruitment'] });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
    }
  };
  const reviewable = (a: ReviewedApplication) => a.status !== applicationStatus.CANCELED;
  const name = (a: ReviewedApplication) =>
    a.hidden ? t('review.hidden', { index: a.index }) : (a.applicant.name ?? '');
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const csv = buildUrl(`/api/recruitment/${sequence}/applications/export`, {
    status,
    search: query || undefined,
  });
  return (
    <section aria-labelledby="rc-review">
      <h2 id="rc-review">{t('review.title')}</h2>
      <form
        className="rc-actions"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(search.trim());
        }}
      >
        <label className="sd-field__label" htmlFor="rc-filter">
          {t('review.filter')}
        </label>
        <select
          id="rc-filter"
          className="sd-input"
          value={status ?? ''}
          onChange={(e) => setStatus(e.target.value === '' ? undefined : Number(e.target.value))}
          data-testid="recruitment-filter"
        >
          {filters.map((f) => (
            <option key={f ?? 'all'} value={f ?? ''}>
              {f === undefined ? t('review.all') : t(`status.${f}`)}
            </option>
          ))}
        </select>
        <label className="sd-field__label" htmlFor="rc-review-search">
          {t('review.search')}
        </label>
        <input
          id="rc-review-search"
          className="sd-input"
          placeholder={t('review.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <a className="sd-btn sd-btn--light sd-btn--md" href={csv} download>
          {t('review.export')}
        </a>
      </form>
      {error ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {error}
        </div>
      ) : null}
      {selected.size ? (
        <div className="rc-actions" role="group" aria-label={t('review.bulk', { count: selected.size })}>
          <span>{t('review.bulk', { count: selected.size })}</span>
          <Button
            color="success"
            size="sm"
            onClick={() =>
              void run(() => recruitmentApi.bulkVerdict(sequence, { ids: [...selected], status: 2 }))
            }
          >
            {t('review.pass')}
          </Button>
          <Button
            color="danger"
            size="sm"
            onClick={() =>
              void run(() => recruitmentApi.bulkVerdict(sequence, { ids: [...selected], status: 3 }))
            }
          >
            {t('review.fail')}
          </Button>
        </div>
      ) : null}
      {list.isPending ? <Loading /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.list.length === 0 ? <EmptyState>{t('review.empty')}</EmptyState> : null}
      {list.data?.list.length ? (
        <DataTable
          caption={t('review.caption')}
          rows={list.data.list}
          rowKey={(a) => a.index}
          rowTestId="recruitment-application-row"
          columns={[
            {
              key: 'select',
              header: '',
              cell: (a) =>
                reviewable(a) ? (
                  <input
                    type="checkbox"
                    aria-label={t('review.select', { name: name(a) })}
                    checked={selected.has(a.index)}
                    onChange={() => toggle(a.index)}
                  />
                ) : null,
            },
            {
              key: 'applicant',
              header: t('review.applicant'),
              cell: (a) => (
                <>
                  <strong>{name(a)}</strong>
                  <div className="sd-muted">
                    {a.hidden
                      ? t('review.hiddenNote')
                      : [a.applicant.email, a.applicant.mobile].filter(Boolean).join(' · ')}
                  </div>
                  {a.coverMessage ? <p>{a.coverMessage}</p> : null}
                  {a.portfolioLink ? (
                    <a href={a.portfolioLink} target="_blank" rel="noopener noreferrer">
                      {a.portfolioLink}
                    </a>
                  ) : null}{' '}
                  {a.resume ? (
                    <a href={`/api/recruitment/${sequence}/applications/${a.index}/resume`}>
                      {t('review.resume')} ({a.resume.name})
                    </a>
                  ) : null}
                  <AttachedCredentials credentials={a.attachments.credentials} />
                  <AttachedExperience figures={a.attachments.experience} />
                  <AttachedRoadmaps roadmaps={a.attachments.roadmaps} />
                  {a.submittedAt ? <div className="sd-muted">{formatDateTime(a.submittedAt)}</div> : null}
                </>
              ),
            },
            ...(list.data?.list.some((a) => a.screening)
              ? [
                  {
                    key: 'screening',
                    header: t('screening.column'),
                    cell: (a: ReviewedApplication) => <ReviewedScreeningCell screening={a.screening} />,
                  },
                ]
              : []),
            { key: 'status', header: t('review.filter'), cell: (a) => <StatusLabel status={a.status} /> },
            {
              key: 'actions',
              header: t('review.note'),
              cell: (a) =>
                reviewable(a) ? (
                  <div className="sd-form">
                    <label className="sd-field__label" htmlFor={`rc-note-${a.index}`}>
                      {t('review.note')}
                    </label>
                    <textarea
                      id={`rc-note-${a.index}`}
                      className="sd-input sd-textarea"
                      rows={2}
                      maxLength={2000}
                      value={notes[a.index] ?? a.note}
                      onChange={(e) => setNotes({ ...notes, [a.index]: e.target.value })}
                    />
                    <div className="rc-actions">
                      {([2, 3] as const).map((verdict) => (
                        <Button
                          key={verdict}
                          size="sm"
                          color={verdict === 2 ? 'success' : 'danger'}
                          outline={a.status !== verdict}
                          onClick={() =>
                            void run(() =>
                              recruitmentApi.verdict(sequence, a.index, {
                                status: verdict,
                                note: notes[a.index] ?? a.note,
                              }),
                            )
                          }
                          data-testid={verdict === 2 ? 'recruitment-pass' : 'recruitment-fail'}
                        >
                          {t(verdict === 2 ? 'review.pass' : 'review.fail')}
                        </Button>
                      ))}
                    </div>
                  </div>
                ) : null,
            },
          ]}
        />
      ) : null}
    </section>
  );
}
