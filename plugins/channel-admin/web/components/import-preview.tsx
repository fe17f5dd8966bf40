import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pagination, type DataColumn } from '@seodang/sdk/web';
import type { ImportRowView, ImportView } from '../import-api.ts';

/** Which rows the preview lists. */
export type ImportRowFilter = 'all' | 'invalid';

/** The import's rows, a page at a time: row number, address, name, group and each row's errors. */
export function ImportPreview({
  data,
  filter,
  onFilter,
  onPage,
}: {
  data: ImportView;
  filter: ImportRowFilter;
  onFilter: (filter: ImportRowFilter) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('channel-admin');
  const id = useId();
  const columns: DataColumn<ImportRowView>[] = [
    { key: 'line', header: t('imports.columns.line'), cell: (r) => r.line },
    { key: 'email', header: t('imports.columns.email'), cell: (r) => r.email },
    { key: 'name', header: t('imports.columns.name'), cell: (r) => r.name ?? '' },
    { key: 'group', header: t('imports.columns.group'), cell: (r) => r.group ?? '' },
    {
      key: 'error',
      header: t('imports.columns.error'),
      testId: 'import-row-error',
      cell: (r) => (r.valid ? t('imports.ok') : <strong>{r.errors.map((e) => e.message).join(' ')}</strong>),
    },
  ];
  const pageCount = Math.max(1, Math.ceil(data.rows.total / data.rows.pageSize));
  return (
    <div data-testid="import-preview">
      <label htmlFor={`${id}-rows`}>{t('imports.show.label')}</label>{' '}
      <select id={`${id}-rows`} value={filter} onChange={(e) => onFilter(e.target.value as ImportRowFilter)}>
        <option value="all">{t('imports.show.all')}</option>
        <option value="invalid">{t('imports.show.invalid')}</option>
      </select>
      <DataTable
        rows={data.rows.items}
        columns={columns}
        rowKey={(r) => r.line}
        caption={t('imports.preview', { file: data.fileName })}
        testId="import-rows"
        rowTestId={(r) => (r.valid ? 'import-row' : 'import-row-invalid')}
      />
      {pageCount > 1 && <Pagination page={data.rows.page} pageCount={pageCount} onChange={onPage} />}
    </div>
  );
}
