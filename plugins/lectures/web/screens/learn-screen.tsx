import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  Pagination,
  showToast,
  Slot,
  useFormat,
  useTabList,
} from '@seodang/sdk/web';
import { learnAsideSlot } from '../../common/lecture-slots.ts';
import { lectureApi, lecturePath, type MyLecture } from '../api.ts';
import '../components/lectures.css';

const LEARN_TABS = ['joined', 'waiting', 'invited'] as const;
type Tab = (typeof LEARN_TABS)[number];

function Row({ l, tab }: { l: MyLecture; tab: Tab }) {
  const { t } = useTranslation('lectures');
  const { formatDate } = useFormat();
  const client = useQueryClient();
  const act = async (accept: boolean) => {
    try {
      await (accept ? lectureApi.enrol(l.sequence) : lectureApi.leave(l.sequence));
      await client.invalidateQueries({ queryKey: ['lectures'] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };
  return (
    <li className="sd-card" data-testid="my-lecture" style={{ marginBottom: '0.75rem' }}>
      <h3 style={{ margin: '0 0 0.3rem' }}>
        <Link to={lecturePath(l)}>{l.subject}</Link>
      </h3>
      <p className="lc-muted" style={{ margin: 0 }}>
        {l.educatorsData.name}
        {l.expiresAt ? ` · ${t('learn.expires', { date: formatDate(l.expiresAt) })}` : ''}
      </p>
      {tab === 'joined' ? (
        <>
          <div
            className="lc-progress"
            role="progressbar"
            aria-label={l.subject}
            aria-valuenow={l.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ marginTop: 8 }}
          >
            <span style={{ width: `${l.progress}%` }} />
          </div>
          <span className="lc-muted" data-testid="my-lecture-progress">
            {t('learn.progress', { progress: l.progress })}
          </span>
        </>
      ) : null}
      {tab === 'invited' ? (
        <div className="lc-actions" style={{ marginTop: 8 }}>
          <Button size="sm" color="primary" onClick={() => void act(true)}>
            {t('learn.accept')}
          </Button>
          <Button size="sm" onClick={() => void act(false)}>
            {t('learn.decline')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** `/learn` (page=1 by default) and `/learn/my`: my lectures with progress, requests and invitations. */
export function LearnScreen() {
  const { t } = useTranslation('lectures');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = LEARN_TABS.find((k) => k === params.get('tab')) ?? 'joined';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    queryKey: ['lectures', 'mine', tab, page],
    queryFn: () => lectureApi.mine(tab, page),
    placeholderData: keepPreviousData,
  });
  const go = (next: { tab?: Tab; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.tab) {
      p.set('tab', next.tab);
      p.delete('page');
    }
    if (next.page) p.set('page', String(next.page));
    setParams(p);
  };
  const tabList = useTabList({
    tabs: LEARN_TABS,
    value: tab,
    onChange: (k) => go({ tab: k }),
    idPrefix: 'learn',
  });
  return (
    <div className="sd-container" data-testid="learn-screen">
      <h1>{location.pathname === '/learn' ? t('title.learn') : t('title.learnMy')}</h1>
      <Slot name={learnAsideSlot} props={{}} />
      <div className="lc-tabs" {...tabList.listProps} aria-label={t('learn.tabs')}>
        {LEARN_TABS.map((k) => (
          <button key={k} {...tabList.tabProps(k)}>
            {t(`learn.${k}`)}
          </button>
        ))}
      </div>
      <div {...tabList.panelProps(tab)}>
        {query.isPending ? <Loading /> : null}
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.data && query.data.list.length === 0 ? (
          <EmptyState>
            {t('learn.empty')} <Link to="/search">{t('learn.browse')}</Link>
          </EmptyState>
        ) : null}
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {query.data?.list.map((l) => (
            <Row key={l.sequence} l={l} tab={tab} />
          ))}
        </ul>
        {query.data ? (
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(query.data.totalCount / 12))}
            onChange={(p) => go({ page: p })}
          />
        ) : null}
      </div>
    </div>
  );
}

export default LearnScreen;
