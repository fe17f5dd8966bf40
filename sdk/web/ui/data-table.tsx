import { useId, type ReactNode } from 'react';
import { EmptyState, ErrorState } from './states.tsx';
import { Loading } from './loading.tsx';

/** One column of a {@link DataTable}: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  /** Stable among the table's columns (React key). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Class of the column's cells (e.g. an actions column). */
  className?: string;
  /** `data-testid` of the column's cells. */
  testId?: string;
}

/**
 * A table of rows in a horizontally scrolling box (focusable, named by the caption): column headers
 * with `scope="col"`, a caption for screen readers (hidden when `captionHidden`), one row per item. The columns say what a row
 * shows, so a screen writes no table markup of its own.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  captionHidden = true,
  testId,
  rowTestId,
  scrollClassName = 'sd-table-scroll',
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  caption?: ReactNode;
  captionHidden?: boolean;
  testId?: string;
  /** The `data-testid` of each row: a fixed name, or one made from the row. */
  rowTestId?: string | ((row: Row) => string);
  scrollClassName?: string;
}) {
  const captionId = useId();
  return (
    // A box that scrolls must be reachable by keyboard (it may hold no link or button to tab to).
    <div
      className={scrollClassName}
      tabIndex={0}
      role="region"
      aria-labelledby={caption ? captionId : undefined}
    >
      <table className="sd-table" data-testid={testId}>
        {caption ? (
          <caption id={captionId} className={captionHidden ? 'sd-visually-hidden' : undefined}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={typeof rowTestId === 'function' ? rowTestId(row) : rowTestId}>
              {columns.map((c) => (
                <td key={c.key} className={c.className} data-testid={c.testId}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What {@link QueryList} reads of a query (TanStack Query's result fits). */
export interface ListQuery<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => unknown;
}

/**
 * The states of a loaded list in one place: loading (with its label), the error with a retry,
 * the empty state, and otherwise `children` with the rows.
 */
export function QueryList<Data, Row>({
  query,
  rows,
  empty,
  loadingLabel,
  children,
}: {
  query: ListQuery<Data>;
  rows: (data: Data) => readonly Row[];
  empty: ReactNode;
  loadingLabel?: string;
  children: (rows: readonly Row[], data: Data) => ReactNode;
}) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return null;
  const list = rows(query.data);
  if (list.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <>{children(list, query.data)}</>;
}
