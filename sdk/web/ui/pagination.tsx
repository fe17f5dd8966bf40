import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window.ts';

/** Numbered paging; moves only within 1…pageCount. */
export function Pagination({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <nav className="sd-pagination" aria-label={t('pagination.label', 'Pages')}>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pagination.previous', 'Previous')}
      >
        ‹
      </button>
      {pageWindow(page, pageCount).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label={t('pagination.next', 'Next')}
      >
        ›
      </button>
    </nav>
  );
}
