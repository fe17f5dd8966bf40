import { useSearchParams } from 'react-router';
import type { MemberQuery } from './api.ts';

/** Rows per page of the member list. */
export const pageSize = 20;

/** Which list the screen shows: every member, or the join requests waiting for approval. */
export type MembersTab = 'all' | 'approvals';

const one = (value: string | null) => (value ? value : undefined);

/**
 * The member list's tab, search, filters, sort and page, kept in the address so a reload or a
 * shared link shows the same list; every change but paging starts again at page 1.
 */
export function useMemberQuery() {
  const [params, setParams] = useSearchParams();
  const tab: MembersTab = params.get('tab') === 'approvals' ? 'approvals' : 'all';
  const active = params.get('active');
  const query: MemberQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: pageSize,
    search: one(params.get('search')),
    state: tab === 'approvals' ? 'requesting' : one(params.get('state')),
    role: one(params.get('role')),
    active: active === 'true' || active === 'false' ? active : undefined,
    sort: params.get('sort') ?? 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const sortBy = (column: string) =>
    update({ sort: column, order: query.sort === column && query.order === 'asc' ? 'desc' : 'asc' });
  return { tab, query, update, sortBy };
}
