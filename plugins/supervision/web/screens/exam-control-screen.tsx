import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Pagination } from '@seodang/sdk/web';
import { displayStatusLabelKeys } from '@seodang/plugin-assessment/common';
import { liveStatusSearch } from '../../common/index.ts';
import { supervisionApi, type SupervisedUser } from '../api.ts';
import { ActionModal, type Action } from '../control/action-modal.tsx';
import '../supervision.css';

const pageSize = 20;

/** The exam control view: the live status list with search and paging, and the action modals. */
export function ExamControlScreen() {
  const { t } = useTranslation('supervision');
  const params = useParams();
  const examIndex = Number(params.examIndex);
  const lectureIndex = Number(params.lectureSeq);
  const [searchType, setSearchType] = useState('name');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{ data: SupervisedUser[]; filtered: number }>({ data: [], filtered: 0 });
  const [sequence, setSequence] = useState(0);
  const [action, setAction] = useState<Action | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    void supervisionApi.exam(examIndex).then((r) => setSequence(r.examData.sequence));
  }, [examIndex]);
  useEffect(() => {
    void supervisionApi.live(examIndex, lectureIndex, query ? liveStatusSearch(searchType, query) : '', (page - 1) * pageSize, pageSize)
      .then((r) => setRows({ data: r.data, filtered: r.recordsFiltered }));
  }, [examIndex, lectureIndex, searchType, query, page, tick]);
  return (
    <div className="sd-container" data-testid="exam-control">
      <h1>{t('controlView')}</h1>
      <div className="sv-row">
        <select value={searchType} onChange={(e) => setSearchType(e.target.value)}><option value="name">{t('searchType.name')}</option><option value="email">{t('searchType.email')}</option></select>
        <input value={query} onChange={(e) => { setQuery(e.target.value); setPage(1); }} placeholder={t('search')} />
        {(['pause', 'resume', 'notice', 'extend', 'reload'] as Action[]).map((a) => <Button key={a} size="sm" onClick={() => setAction(a)}>{t(`action.${a}`)}</Button>)}
      </div>
      <table className="sv-table">
        <thead><tr><th>{t('name')}</th><th>{t('email')}</th><th>{t('statusLabel')}</th><th>{t('paused')}</th><th>{t('extraTime')}</th></tr></thead>
        <tbody>{rows.data.map((u) => (
          <tr key={u.id}><td>{u.name}</td><td>{u.email}</td><td>{t(`status.${displayStatusLabelKeys[u.status]}`)}</td><td>{u.isPaused ? '●' : ''}</td><td>{Math.round(u.extraTime / 60000)}′</td></tr>
        ))}</tbody>
      </table>
      <Pagination page={page} pageCount={Math.ceil(rows.filtered / pageSize)} onChange={setPage} />
      {action ? <ActionModal key={action} action={action} examIndex={examIndex} examSequence={sequence} users={rows.data} groups={[]} presetUserId={null} onClose={() => setAction(null)} onDone={() => setTick((n) => n + 1)} /> : null}
    </div>
  );
}

export default ExamControlScreen;
