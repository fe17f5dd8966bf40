import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Pagination, QueryList, usePageInfo } from '@seodang/sdk/web';
import { usageText, type MemberView } from '../../common/index.ts';
import { memberApi } from '../api.ts';
import { pageSize, useMemberQuery } from '../member-query.ts';
import { useMemberActions, type MemberRequest } from '../use-member-actions.ts';
import { MemberTable } from '../components/member-table.tsx';
import { MemberFilters } from '../components/member-filters.tsx';
import { BulkBar } from '../components/bulk-bar.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ProfileDialog } from '../components/profile-dialog.tsx';
import '../components/members.css';

/** Actions on one member that need no confirmation: they take nothing away. */
const unconfirmed = new Set(['accept', 'activate', 'reinvite']);

/**
 * `/admin/members` (the channel's admins): the member list with search, filters, sort, paging and
 * selection; the join approvals with their count; each state's actions, confirmed by name; seats
 * in use against the channel's limits.
 */
export default function MembersScreen() {
  const { t } = useTranslation('channel-admin');
  if (!usePageInfo().isChannel)
    return (
      <div className="sd-container">
        <h1>{t('title')}</h1>
        <EmptyState>{t('notInChannel')}</EmptyState>
      </div>
    );
  return <MembersAdmin />;
}

function MembersAdmin() {
  const { t } = useTranslation('channel-admin');
  const { tab, query, update, sortBy } = useMemberQuery();
  const summary = useQuery({ queryKey: ['channel-admin', 'summary'], queryFn: memberApi.summary });
  const list = useQuery({
    queryKey: ['channel-admin', 'members', query],
    queryFn: () => memberApi.list(query),
  });
  const [selected, setSelected] = useState<Map<number, MemberView>>(new Map());
  const [confirming, setConfirming] = useState<MemberRequest | null>(null);
  const [editing, setEditing] = useState<MemberView | null>(null);
  const actions = useMemberActions();

  const queryKey = JSON.stringify({ ...query, page: undefined });
  useEffect(() => setSelected(new Map()), [queryKey]);

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) {
        const member = list.data?.list.find((m) => m.id === id);
        if (on && member) next.set(id, member);
        else next.delete(id);
      }
      return next;
    });
  const request = (r: MemberRequest) => {
    if (r.members.length === 1 && unconfirmed.has(r.action)) actions.mutate(r);
    else setConfirming(r);
  };
  const confirm = (r: MemberRequest) =>
    actions.mutate(r, {
      onSettled: () => {
        setConfirming(null);
        setSelected(new Map());
      },
    });

  const total = list.data?.totalCount ?? 0;
  const from = total ? (query.page - 1) * pageSize + 1 : 0;
  return (
    <div className="sd-container ca-members" data-testid="members-screen">
      <h1>{t('title')}</h1>
      {summary.data ? (
        <p className="ca-usage" data-testid="members-usage">
          <span>{t('usage.students', { usage: usageText(summary.data.students) })}</span>
          <span>{t('usage.ide', { usage: usageText(summary.data.ide) })}</span>
        </p>
      ) : null}
      <div className="ca-tabs" role="group" aria-label={t('tabs.label')}>
        <Button
          outline={tab !== 'all'}
          color="primary"
          aria-pressed={tab === 'all'}
          onClick={() => update({ tab: undefined, state: undefined })}
        >
          {t('tabs.all')}
        </Button>
        <Button
          outline={tab !== 'approvals'}
          color="primary"
          aria-pressed={tab === 'approvals'}
          onClick={() => update({ tab: 'approvals', state: undefined })}
          data-testid="members-approvals-tab"
        >
          {t('tabs.approvals', { count: summary.data?.requesting ?? 0 })}
        </Button>
      </div>
      <MemberFilters tab={tab} query={query} onChange={update} />
      <BulkBar
        tab={tab}
        members={[...selected.values()]}
        onRequest={request}
        onClear={() => setSelected(new Map())}
      />
      <QueryList query={list} rows={(d) => d.list} empty={t('empty')}>
        {(rows) => (
          <>
            <MemberTable
              members={rows}
              total={total}
              query={query}
              onSort={sortBy}
              selected={new Set(selected.keys())}
              onSelect={select}
              onRequest={request}
              onEdit={setEditing}
            />
            <p className="sd-muted" aria-live="polite">
              {t('paging', { from, to: from + rows.length - 1, total })}
            </p>
            <Pagination
              page={query.page}
              pageCount={Math.ceil(total / pageSize)}
              onChange={(page) => update({ page: String(page) })}
            />
          </>
        )}
      </QueryList>
      <ConfirmDialog
        request={confirming}
        busy={actions.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      {editing ? (
        <ProfileDialog
          member={editing}
          fields={summary.data?.profileFields}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
