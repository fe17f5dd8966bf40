import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchMembers, type MemberChoice } from './manager-api.ts';
import { channelAdminNs } from './texts.ts';

/** A search box and a list of the joined members it finds; `onPick` gets the chosen one. */
export function MemberPicker({
  label,
  exclude,
  value,
  onPick,
}: {
  label: string;
  /** Members not offered (e.g. the admins already listed). */
  exclude: (m: MemberChoice) => boolean;
  value: MemberChoice | null;
  onPick: (m: MemberChoice | null) => void;
}) {
  const { t } = useTranslation(channelAdminNs);
  const searchId = useId();
  const pickId = useId();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['channel-member-choices', search],
    queryFn: () => searchMembers(search),
    enabled: search.trim().length > 0,
  });
  const choices = (found.data ?? []).filter((m) => !exclude(m));
  return (
    <>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={searchId}>
          {t('memberSearch')}
        </label>
        <input
          id={searchId}
          className="sd-input"
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={pickId}>
          {label}
        </label>
        <select
          id={pickId}
          className="sd-input"
          value={value?.id ?? ''}
          onChange={(e) => onPick(choices.find((m) => String(m.id) === e.target.value) ?? null)}
        >
          <option value="">{t('pickMember')}</option>
          {choices.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.loginId})
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
