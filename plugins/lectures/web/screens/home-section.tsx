import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading, useInitialData, usePageInfo, useTabList } from '@seodang/sdk/web';
import { lectureApi, type LectureItem } from '../api.ts';
import { LectureGrid } from '../components/lecture-card.tsx';
import { SearchForm } from '../components/search-form.tsx';
import '../components/lectures.css';

/** Promotion lecture lists in tabs (from /api/recommendLecture/list). */
function PromotionTabs() {
  const { t } = useTranslation('lectures');
  const query = useQuery({ queryKey: ['lectures', 'recommended'], queryFn: lectureApi.recommended });
  const [tab, setTab] = useState('popular');
  const groups = (query.data ?? []).filter((g) => g.lectureList.length > 0);
  const current = groups.find((g) => g.key === tab) ?? groups[0];
  const tabList = useTabList({
    tabs: groups.map((g) => g.key),
    value: current?.key ?? tab,
    onChange: setTab,
    idPrefix: 'lc-promo',
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!current) return <EmptyState>{t('common.empty')}</EmptyState>;
  return (
    <section className="lc-section" aria-labelledby="lc-promotions">
      <h2 id="lc-promotions">{t('main.promotions')}</h2>
      <div className="lc-tabs" {...tabList.listProps} aria-labelledby="lc-promotions">
        {groups.map((g) => (
          <button key={g.key} {...tabList.tabProps(g.key)}>
            {t(`main.tabs.${g.key}`)}
          </button>
        ))}
      </div>
      <div {...tabList.panelProps(current.key)}>
        <LectureGrid lectures={current.lectureList} testId="promotion-list" />
      </div>
    </section>
  );
}

/** Curation groups of the server-rendered start, each a titled list. */
function Curations() {
  const { t } = useTranslation('lectures');
  const { curations } = useInitialData();
  if (!curations?.length) return null;
  return (
    <>
      {curations.map((c, i) => (
        <section key={String(c.index ?? i)} className="lc-section" data-testid="curation">
          <div className="lc-section__head">
            <h2>{String(c.title ?? '')}</h2>
            {c.category ? (
              <Link to={`/category/${String(c.category).split('.').join('/')}`}>{t('main.viewAll')}</Link>
            ) : null}
          </div>
          <LectureGrid lectures={c.lectureList as unknown as LectureItem[]} />
        </section>
      ))}
    </>
  );
}

/**
 * The lectures' part of the main page (slot `home.main`, below the shell's welcome and notices):
 * search, then promotion tabs on the public site or the channel's lectures, then curations.
 */
export function HomeSection() {
  const { t } = useTranslation('lectures');
  const navigate = useNavigate();
  const { channelData } = usePageInfo();
  const { channelLectureList } = useInitialData();
  const search = (q: string) => void navigate(q ? `/search?search=${encodeURIComponent(q)}` : '/search');
  const all = (channelLectureList?.allLectures ?? []) as unknown as LectureItem[];
  return (
    <div data-testid="lectures-home">
      <SearchForm onSearch={search} placeholderKey="main.searchPlaceholder" />
      {channelData ? (
        <section className="lc-section" aria-labelledby="lc-channel-lectures">
          <div className="lc-section__head">
            <h2 id="lc-channel-lectures">{t('main.channelLectures')}</h2>
            <Link to="/search">{t('main.viewAll')}</Link>
          </div>
          {all.length ? (
            <LectureGrid lectures={all} testId="channel-lecture-list" />
          ) : (
            <EmptyState>{t('common.empty')}</EmptyState>
          )}
        </section>
      ) : (
        <PromotionTabs />
      )}
      <Curations />
    </div>
  );
}

export default HomeSection;
