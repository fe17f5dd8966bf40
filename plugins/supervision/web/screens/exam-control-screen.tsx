import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Loading, Pagination, useRealtimeTopic } from '@seodang/sdk/web';
import {
  displayStatusLabelKeys,
  examineeReportPath,
  isWarningStatus,
  supervisorsTopic,
} from '@seodang/plugin-assessment/common';
import { liveStatusSearch } from '../../common/index.ts';
import { supervisionApi, type SupervisedUser } from '../api.ts';
import { ActionModal, type Action } from '../control/action-modal.tsx';
import { ExitCountdown } from '../control/exit-countdown.tsx';
import { leadingThrottle } from '../control/refetch-throttle.ts';
import { useLevelVerifications } from '../control/use-level-verifications.ts';
import '../supervision.css';

/** Rows per page of the live status list. */
const pageSize = 10;

/**
 * The exam control view: the live status list (search `{searchType}_{searchQuery}`, paging),
 * kept current from the supervisors' topic, and the action modals targeting one examinee or all.
 */
export function ExamControlScreen() {
  const { t } = useTranslation('supervision');
  const params = useParams();
  const examIndex = Number(params.examIndex);
  const lectureIndex = Number(params.lectureSeq);
  const [searchType, setSearchType] = useState('name');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{ data: SupervisedUser[]; filtered: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [sequence, setSequence] = useState<number | null>(null);
  const [action, setAction] = useState<{ kind: Action; userId: number | null } | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    void supervisionApi
      .exam(examIndex)
      .then((r) => setSequence(r.examData.sequence))
      .catch(setError);
  }, [examIndex]);
  useEffect(() => {
    // Typing asks once per keystroke: only the answer to the latest question may be shown.
    let latest = true;
    void supervisionApi
      .live(
        examIndex,
        lectureIndex,
        query ? liveStatusSearch(searchType, query) : '',
        (page - 1) * pageSize,
        pageSize,
      )
      .then((r) => {
        if (!latest) return;
        setRows({ data: r.data, filtered: r.recordsFiltered });
        setError(null);
      })
      .catch((e: unknown) => {
        if (latest) setError(e);
      });
    return () => {
      latest = false;
    };
  }, [examIndex, lectureIndex, searchType, query, page, tick]);
  // Examinee changes arrive as events: refetch the page at once, then at most once a second.
  const refetch = useMemo(() => leadingThrottle(() => setTick((n) => n + 1), 1000), []);
  useEffect(() => () => refetch.cancel(), [refetch]);
  useRealtimeTopic(supervisorsTopic(examIndex), refetch.request);
  // A level test shows each examinee's verification; it changes when someone finishes.
  const levels = useLevelVerifications(
    examIndex,
    rows?.data
      .filter((u) => u.examStatus === 'FINISHED')
      .map((u) => u.id)
      .join(',') ?? '',
  );

  if (error) return <ErrorState error={error} onRetry={() => setTick((n) => n + 1)} />;
  if (!rows || sequence === null) return <Loading />;
  return (
    <div className="sd-container" data-testid="exam-control">
      <h1>{t('controlView')}</h1>
      <div className="sv-row">
        <select
          value={searchType}
          onChange={(e) => {
            setSearchType(e.target.value);
            setPage(1);
          }}
          aria-label={t('searchTypeLabel')}
          data-testid="control-search-type"
        >
          <option value="name">{t('searchType.name')}</option>
          <option value="email">{t('searchType.email')}</option>
        </select>
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          placeholder={t('search')}
          aria-label={t('search')}
          data-testid="control-search"
        />
        {(['pause', 'resume', 'notice', 'extend', 'reload'] as Action[]).map((a) => (
          <Button
            key={a}
            size="sm"
            onClick={() => setAction({ kind: a, userId: null })}
            data-testid={`control-open-${a}`}
          >
            {t(`action.${a}`)}
          </Button>
        ))}
      </div>
      {rows.data.length ? (
        <table className="sv-table" data-testid="control-table">
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th>{t('email')}</th>
              <th>{t('statusLabel')}</th>
              <th>{t('paused')}</th>
              <th>{t('extraTime')}</th>
              <th>
                <span className="sd-visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((u) => (
              <tr key={u.id} data-testid="control-row" data-user={u.id} data-status={u.status}>
                <td>
                  {u.name}
                  {levels?.has(u.id) ? (
                    <>
                      {' '}
                      <span
                        className={`sv-level sv-level--${levels.get(u.id)!.toLowerCase()}`}
                        data-testid="control-row-level"
                        data-verification={levels.get(u.id)}
                      >
                        {t(`level.${levels.get(u.id)}`)}
                      </span>
                    </>
                  ) : null}
                </td>
                <td>{u.email}</td>
                <td>
                  <span className={`sv-status${isWarningStatus(u.status) ? ' sv-status--warn' : ''}`}>
                    {t(`status.${displayStatusLabelKeys[u.status]}`)}
                  </span>{' '}
                  <ExitCountdown timer={u.exitTimer} />
                </td>
                <td>{u.isPaused ? t('paused') : ''}</td>
                <td>{t('minutes', { count: Math.round(u.extraTime / 60000) })}</td>
                <td>
                  <Button
                    size="sm"
                    outline
                    onClick={() => setAction({ kind: u.isPaused ? 'resume' : 'pause', userId: u.id })}
                    data-testid="control-row-pause"
                  >
                    {u.isPaused ? t('action.resume') : t('action.pause')}
                  </Button>{' '}
                  <Link
                    className="sd-btn sd-btn--secondary sd-btn--sm"
                    to={examineeReportPath(
                      params.lectureSeq ?? '',
                      params.lectureSlug ?? '',
                      examIndex,
                      u.id,
                    )}
                    data-testid="control-row-report"
                    aria-label={t('reportOf', { name: u.name })}
                  >
                    {t('report')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState>{query ? t('noMatch') : t('noExaminees')}</EmptyState>
      )}
      <Pagination page={page} pageCount={Math.ceil(rows.filtered / pageSize)} onChange={setPage} />
      {action ? (
        <ActionModal
          key={`${action.kind}-${action.userId}`}
          action={action.kind}
          examIndex={examIndex}
          examSequence={sequence}
          users={rows.data.filter((u) => u.id === action.userId)}
          groups={[]}
          presetUserId={action.userId}
          examView
          searchLectureIndex={lectureIndex}
          onClose={() => setAction(null)}
          onDone={() => setTick((n) => n + 1)}
        />
      ) : null}
    </div>
  );
}

export default ExamControlScreen;
