import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../common/index.ts';

const pathOf = (value: string) => `/category/${value.split('.').join('/')}`;

/** The category tree with counts; the current category is marked. */
export function CategoryNav({
  categories,
  current,
}: {
  categories: Category[];
  current: string | undefined;
}) {
  const { t, i18n } = useTranslation('lectures');
  const lng = (['ko', 'en', 'ja'].includes(i18n.language) ? i18n.language : 'ko') as 'ko' | 'en' | 'ja';
  return (
    <nav aria-label={t('search.categories')}>
      <ul className="lc-cats" data-testid="category-nav">
        <li>
          <Link to="/search" aria-current={!current ? 'page' : undefined}>
            {t('common.all')}
          </Link>
        </li>
        {categories.map((top) => (
          <li key={top.value}>
            <strong>{top.label[lng]}</strong> <span className="lc-muted">({top.count ?? 0})</span>
            <ul>
              {(top.children ?? []).map((c) => (
                <li key={`${c.order}-${c.value}`}>
                  <Link
                    to={pathOf(c.value)}
                    aria-current={
                      current === c.value && (c.order === 0) === !c.value.includes('.') ? 'page' : undefined
                    }
                  >
                    <span>{c.label[lng]}</span>
                    <span>{c.count ?? 0}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
