import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The lecture search box (a labelled search form). */
export function SearchForm({
  initial = '',
  onSearch,
  placeholderKey = 'search.placeholder',
}: {
  initial?: string;
  onSearch: (q: string) => void;
  placeholderKey?: string;
}) {
  const { t } = useTranslation('lectures');
  const id = useId();
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  return (
    <form
      role="search"
      className="lc-searchbar"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label
        htmlFor={id}
        className="sd-visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        className="sd-input"
        value={value}
        maxLength={100}
        placeholder={t(placeholderKey)}
        onChange={(e) => setValue(e.target.value)}
        data-testid="lecture-search-input"
      />
      <button type="submit" className="sd-btn sd-btn--primary sd-btn--md" data-testid="lecture-search-submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
