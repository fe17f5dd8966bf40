import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';

/** A search box that submits on Enter or the button. */
export function SearchBar({
  initial,
  onSearch,
  testId,
}: {
  initial: string;
  onSearch: (q: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('community');
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className="cm-search" onSubmit={submit} data-testid={testId}>
      <label className="sd-visually-hidden" htmlFor={`${testId ?? 'search'}-input`}>
        {t('search.label')}
      </label>
      <input
        id={`${testId ?? 'search'}-input`}
        className="sd-input"
        type="search"
        value={value}
        placeholder={t('search.placeholder')}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit">{t('search.submit')}</Button>
    </form>
  );
}
