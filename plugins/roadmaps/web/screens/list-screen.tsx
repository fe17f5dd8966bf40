import '../components/roadmaps.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  Loading,
  Pagination,
  isApiError,
  showToast,
  useAuth,
  usePageTitle,
} from '@seodang/sdk/web';
import {
  difficulties,
  noFilters,
  roadmapPageSize,
  toggleChecked,
  withCategory,
  withDifficulty,
  type RoadmapFilters,
} from '../../common/index.ts';
import { roadmapsApi } from '../api.ts';
import { CardBody } from '../components/bits.tsx';

/**
 * `/roadmap`: the published roadmaps, filtered by difficulty and category (spec §4: a different
 * difficulty clears the category), each with a check (one at a time) and Save.
 */
export default function ListScreen() {
  const { t } = useTranslation('roadmaps');
  usePageTitle(t('title.list'));
  const { isLoggedIn } = useAuth();
  const client = useQueryClient();
  const [filters, setFilters] = useState<RoadmapFilters>(noFilters);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['roadmaps', 'list', filters, page],
    queryFn: () => roadmapsApi.list({ ...filters, page }),
  });
  const categories = useQuery({
    queryKey: ['roadmaps', 'categories', filters.difficulty],
    queryFn: () => roadmapsApi.categories(filters.difficulty),
  });
  const mine = useQuery({ queryKey: ['roadmaps', 'mine'], queryFn: roadmapsApi.mine, enabled: isLoggedIn });
  const [checked, setChecked] = useState<number[] | null>(null);
  const current = checked ?? mine.data?.map((r) => r.sequence).slice(0, 1) ?? [];
  const save = useMutation({
    mutationFn: () => roadmapsApi.choose(current),
    onSuccess: async () => {
      showToast(t('list.saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['roadmaps'] });
    },
    onError: (error) => showToast(isApiError(error) ? error.message : String(error), { type: 'error' }),
  });
  const change = (next: RoadmapFilters) => {
    setFilters(next);
    setPage(1);
  };
  // Spec §8: a failed list or category load shows no data, only the retry.
  const failed = list.isError ? list : categories.isError ? categories : null;
  return (
    <div className="sd-container" data-testid="roadmap-list">
      <h1>{t('title.list')}</h1>
      <div className="rm-filters">
        <label className="sd-field">
          <span className="sd-field__label">{t('list.difficulty')}</span>
          <select
            className="sd-input sd-input--sm"
            value={filters.difficulty ?? ''}
            onChange={(e) =>
              change(withDifficulty(filters, (e.target.value || null) as RoadmapFilters['difficulty']))
            }
            data-testid="roadmap-difficulty"
          >
            <option value="">{t('list.all')}</option>
            {difficulties.map((d) => (
              <option key={d} value={d}>
                {t(`difficulty.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="sd-field">
          <span className="sd-field__label">{t('list.category')}</span>
          <select
            className="sd-input sd-input--sm"
            value={filters.category ?? ''}
            onChange={(e) => change(withCategory(filters, e.target.value || null))}
            data-testid="roadmap-category"
          >
            <option value="">{t('list.all')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label} ({c.count})
              </option>
            ))}
          </select>
        </label>
        {isLoggedIn ? (
          <Button
            color="primary"
            onClick={() => save.mutate()}
            loading={save.isPending}
            data-testid="roadmap-save"
          >
            {t('list.save')}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <ErrorState
          error={failed.error}
          onRetry={() => {
            void list.refetch();
            void categories.refetch();
          }}
        />
      ) : !list.data ? (
        <Loading />
      ) : list.data.roadmapList.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <>
          <p>{t('list.count', { count: list.data.totalCount })}</p>
          <ul className="rm-cards">
            {list.data.roadmapList.map((card) => (
              <li key={card.sequence} className="sd-card" data-testid={`roadmap-card-${card.sequence}`}>
                <CardBody card={card} />
                {isLoggedIn ? (
                  <label>
                    <input
                      type="checkbox"
                      checked={current.includes(card.sequence)}
                      onChange={() => setChecked(toggleChecked(current, card.sequence))}
                      aria-label={t('list.check', { title: card.title })}
                    />{' '}
                    {t('list.check', { title: card.title })}
                  </label>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(list.data.totalCount / roadmapPageSize)}
            onChange={setPage}
          />
        </>
      )}
    </div>
  );
}
