import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  Pagination,
  QueryList,
  isApiError,
  showToast,
  useFormat,
  type DataColumn,
} from '@seodang/sdk/web';
import {
  historySearchModes,
  historySortTypes,
  initialHistoryState,
  pageLinkCount,
  selectAllSequences,
  toggleSequence,
  type HistoryItem,
  type HistoryListState,
  type MessageType,
} from '../../common/index.ts';
import { messagingApi } from '../api.ts';
import { HistoryDetailModal } from './history-detail.tsx';

/** A row as the table shows it: the item and whether its box is ticked (the spec's `isChecked`). */
type Row = HistoryItem & { isChecked: boolean };

/** One kind's send history: search, sort, paging (10 a page, at most 5 links), row selection, detail. */
export function HistoryList({ type }: { type: MessageType }) {
  const { t } = useTranslation('messaging');
  const { formatDateTime } = useFormat();
  const id = useId();
  const client = useQueryClient();
  const [state, setState] = useState<HistoryListState>(() => initialHistoryState(type));
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  const query = useQuery({
    queryKey: [
      'messaging',
      'history',
      type,
      state.searchMode,
      state.searchKeyword,
      state.sortType,
      state.page,
    ],
    queryFn: () =>
      messagingApi.history({
        searchFilter: type,
        searchMode: state.searchMode,
        searchKeyword: state.searchKeyword,
        sortType: state.sortType,
        page: state.page,
        limitItemCount: state.limitItemCount,
      }),
    placeholderData: keepPreviousData,
  });
  const dataLength = query.data?.dataLength ?? 0;
  const pages = Math.max(1, Math.ceil(dataLength / state.limitItemCount));
  // The spec's list state carries the count and the number of page links with the rest.
  useEffect(() => {
    setState((s) => ({ ...s, dataLength, limitCount: pageLinkCount(dataLength, s.limitItemCount) }));
  }, [dataLength]);
  const shown = (query.data?.list ?? []).map((item) => item.sequence);
  const set = (patch: Partial<HistoryListState>) => setState((s) => ({ ...s, ...patch }));

  const onDelete = async () => {
    if (!window.confirm(t('history.confirmDelete', { count: state.selecteSequenceArr.length }))) return;
    try {
      await messagingApi.deleteHistory(state.selecteSequenceArr);
      showToast(t('history.deleted'), { type: 'success' });
      set({ selecteSequenceArr: [] });
      await client.invalidateQueries({ queryKey: ['messaging', 'history', type] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };

  const columns: DataColumn<Row>[] = [
    {
      key: 'check',
      header: (
        <input
          type="checkbox"
          aria-label={t('history.selectAll')}
          checked={shown.length > 0 && state.selecteSequenceArr.length === shown.length}
          onChange={() => set({ selecteSequenceArr: selectAllSequences(state.selecteSequenceArr, shown) })}
          data-testid="message-history-select-all"
        />
      ),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={t('history.select', { headline: row.headline })}
          checked={row.isChecked}
          onChange={() => set({ selecteSequenceArr: toggleSequence(state.selecteSequenceArr, row.sequence) })}
        />
      ),
    },
    { key: 'headline', header: t('history.headline'), cell: (row) => row.headline },
    { key: 'audience', header: t('history.audience'), cell: (row) => row.audience },
    { key: 'sender', header: t('history.sender'), cell: (row) => row.senderName },
    { key: 'sentAt', header: t('history.sentAt'), cell: (row) => formatDateTime(row.sentAt) },
    {
      key: 'result',
      header: t('history.result'),
      testId: 'message-history-result',
      cell: (row) => (
        <>
          {row.sendResult ? <strong>{t(`state.${row.sendResult}`)} </strong> : null}
          <span className="sd-muted">
            {t('history.counts', {
              sent: row.states.sent + row.states.read,
              read: row.states.read,
              failed: row.states.failed + row.states.bounced,
            })}
          </span>
        </>
      ),
    },
    {
      key: 'open',
      header: <span className="sd-visually-hidden">{t('history.open')}</span>,
      cell: (row) => (
        <Button size="sm" outline onClick={() => setOpened(row.sequence)} data-testid="message-history-open">
          {t('history.open')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid={`message-history-${type}`}>
      <form
        className="msg-toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set({
            isSearch: keyword.trim() !== '',
            searchKeyword: keyword.trim(),
            page: 1,
            selecteSequenceArr: [],
          });
        }}
      >
        <div className="sd-field">
          <label className="sd-field__label" htmlFor={`${id}-mode`}>
            {t('history.searchMode')}
          </label>
          <select
            id={`${id}-mode`}
            className="sd-input"
            value={state.searchMode}
            onChange={(e) => set({ searchMode: e.target.value as HistoryListState['searchMode'] })}
          >
            {historySearchModes.map((m) => (
              <option key={m} value={m}>
                {t(`history.searchModes.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="sd-field">
          <label className="sd-field__label" htmlFor={`${id}-kw`}>
            {t('history.keyword')}
          </label>
          <input
            id={`${id}-kw`}
            className="sd-input"
            value={keyword}
            maxLength={100}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </div>
        <Button type="submit">{t('history.search')}</Button>
        <div className="sd-field">
          <label className="sd-field__label" htmlFor={`${id}-sort`}>
            {t('history.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className="sd-input"
            value={state.sortType}
            onChange={(e) => set({ sortType: e.target.value as HistoryListState['sortType'], page: 1 })}
          >
            {historySortTypes.map((s) => (
              <option key={s} value={s}>
                {t(`history.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          color="danger"
          outline
          disabled={state.selecteSequenceArr.length === 0}
          onClick={() => void onDelete()}
          data-testid="message-history-delete"
        >
          {t('history.deleteChosen')}
        </Button>
      </form>
      <p className="sd-muted">{t('history.total', { count: dataLength })}</p>
      <QueryList query={query} rows={(data) => data.list} empty={t('history.empty')}>
        {(rows) => (
          <DataTable<Row>
            rows={rows.map((item) => ({
              ...item,
              isChecked: state.selecteSequenceArr.includes(item.sequence),
            }))}
            columns={columns}
            rowKey={(row) => row.sequence}
            caption={`${t('history.caption')} (${t(`type.${type}`)})`}
            rowTestId="message-history-row"
          />
        )}
      </QueryList>
      {state.limitCount > 1 ? (
        <Pagination
          page={state.page}
          pageCount={pages}
          onChange={(page) => set({ page, selecteSequenceArr: [] })}
        />
      ) : null}
      {opened !== null ? <HistoryDetailModal sequence={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
