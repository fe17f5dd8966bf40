import { useTranslation } from 'react-i18next';
import { DataTable, useFormat, type DataColumn } from '@seodang/sdk/web';
import { profileFields, type MemberView } from '../../common/index.ts';
import type { MemberQuery } from '../api.ts';
import { MemberRowActions } from './member-row-actions.tsx';
import type { MemberRequest } from '../use-member-actions.ts';

/** Columns the server sorts by. */
const sortable = new Set(['name', 'loginId', 'email', 'role', 'state', 'lastLoginDate', 'signupDate']);

/**
 * The member list: every column of spec §3 "Channel member", a checkbox per row (and one for the
 * page), headers that sort, and each row's actions.
 */
export function MemberTable({
  members,
  total,
  query,
  onSort,
  selected,
  onSelect,
  onRequest,
  onEdit,
}: {
  members: readonly MemberView[];
  total: number;
  query: MemberQuery;
  onSort: (column: string) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onRequest: (request: MemberRequest) => void;
  onEdit: (member: MemberView) => void;
}) {
  const { t } = useTranslation('channel-admin');
  const { formatDate, formatDateTime } = useFormat();
  const yesNo = (v: boolean | null) => (v === null ? t('none') : v ? t('yes') : t('no'));
  const text = (v: string | null) => v || t('none');
  const allOnPage = members.length > 0 && members.every((m) => selected.has(m.id));

  const header = (key: string) => {
    const label = t(`columns.${key}`);
    if (!sortable.has(key)) return label;
    const current = query.sort === key;
    return (
      <button
        type="button"
        className="ca-sort"
        onClick={() => onSort(key)}
        aria-label={t('columns.sortBy', { column: label })}
        aria-pressed={current}
      >
        {label}
        {current ? (query.order === 'asc' ? ' ▲' : ' ▼') : null}
      </button>
    );
  };

  const columns: DataColumn<MemberView>[] = [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          aria-label={t('columns.selectAll')}
          checked={allOnPage}
          onChange={(e) =>
            onSelect(
              members.map((m) => m.id),
              e.target.checked,
            )
          }
        />
      ),
      cell: (m) => (
        <input
          type="checkbox"
          aria-label={t('columns.selectOne', { name: m.name })}
          checked={selected.has(m.id)}
          onChange={(e) => onSelect([m.id], e.target.checked)}
          data-testid="member-select"
        />
      ),
    },
    { key: 'name', header: header('name'), cell: (m) => <strong>{m.name}</strong>, testId: 'member-name' },
    { key: 'loginId', header: header('loginId'), cell: (m) => m.loginId },
    { key: 'email', header: header('email'), cell: (m) => text(m.email) },
    { key: 'role', header: header('role'), cell: (m) => t(`roles.${m.role}`) },
    { key: 'state', header: header('state'), cell: (m) => t(`states.${m.state}`), testId: 'member-state' },
    { key: 'active', header: header('active'), cell: (m) => yesNo(m.isActive) },
    { key: 'group', header: header('group'), cell: (m) => text(m.group) },
    { key: 'departments', header: header('departments'), cell: (m) => text(m.departments) },
    {
      key: 'profile',
      header: header('profile'),
      cell: (m) => {
        const filled = profileFields.filter((f) => m.profile[f]);
        return filled.length
          ? filled.map((f) => `${t(`profileFields.${f}`)} ${m.profile[f]}`).join(' · ')
          : t('none');
      },
    },
    { key: 'additionalInfo', header: header('additionalInfo'), cell: (m) => text(m.additionalInfo) },
    { key: 'canChangeOwnInfo', header: header('canChangeOwnInfo'), cell: (m) => yesNo(m.canChangeOwnInfo) },
    { key: 'picturePassword', header: header('picturePassword'), cell: (m) => yesNo(m.hasPicturePassword) },
    {
      key: 'lastLoginDate',
      header: header('lastLoginDate'),
      cell: (m) => (m.lastLoginDate ? formatDateTime(m.lastLoginDate) : t('none')),
    },
    { key: 'signupDate', header: header('signupDate'), cell: (m) => formatDate(m.signupDate) },
    {
      key: 'actions',
      header: header('actions'),
      cell: (m) => <MemberRowActions member={m} onRequest={onRequest} onEdit={onEdit} />,
    },
  ];

  return (
    <DataTable
      rows={members}
      columns={columns}
      rowKey={(m) => m.id}
      caption={t('caption', { count: total })}
      captionHidden
      testId="members-table"
      rowTestId="member-row"
      scrollClassName="ca-members__scroll"
    />
  );
}
