import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinStates, roles } from '@seodang/sdk/common';
import type { MemberQuery } from '../api.ts';
import type { MembersTab } from '../member-query.ts';

/** Search (sent after a short pause in typing) and the state, role and active filters. */
export function MemberFilters({
  tab,
  query,
  onChange,
}: {
  tab: MembersTab;
  query: MemberQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation('channel-admin');
  const id = useId();
  const [search, setSearch] = useState(query.search ?? '');
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    if (search.trim() === (query.search ?? '')) return;
    const timer = setTimeout(() => change.current({ search: search.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, query.search]);

  const select = (
    name: 'state' | 'role' | 'active',
    options: readonly string[],
    label: (o: string) => string,
  ) => (
    <div className="sd-field">
      <label className="sd-field__label" htmlFor={`${id}-${name}`}>
        {t(`filters.${name}`)}
      </label>
      <select
        className="sd-input"
        id={`${id}-${name}`}
        value={query[name] ?? ''}
        onChange={(e) => onChange({ [name]: e.target.value || undefined })}
      >
        <option value="">{t('filters.any')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="ca-filters" role="search" aria-label={t('filters.label')}>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={`${id}-search`}>
          {t('filters.search')}
        </label>
        <input
          className="sd-input"
          id={`${id}-search`}
          type="search"
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="members-search"
        />
      </div>
      {tab === 'all' ? select('state', joinStates, (s) => t(`states.${s}`)) : null}
      {select('role', roles, (r) => t(`roles.${r}`))}
      {select('active', ['true', 'false'], (a) =>
        t(a === 'true' ? 'filters.activeOnly' : 'filters.inactiveOnly'),
      )}
    </div>
  );
}
