import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, showToast } from '@seodang/sdk/web';
import type { MemberAction, MemberView } from '../common/index.ts';
import { memberApi, type BulkResult } from './api.ts';

/** What an admin asked for: an action (or a role change) on one or more members. */
export interface MemberRequest {
  action: MemberAction | 'role';
  members: MemberView[];
  role?: string;
}

/** "Kim, Lee and 3 more": the members a message is about, by name. */
export function useNames() {
  const { t } = useTranslation('channel-admin');
  return (members: Pick<MemberView, 'name'>[]) => {
    const names = members
      .slice(0, 3)
      .map((m) => m.name)
      .join(', ');
    return members.length > 3 ? t('confirm.more', { names, count: members.length - 3 }) : names;
  };
}

/**
 * Runs member actions and tells the admin how they went: one member through its own route, several
 * through the bulk route (each on its own, the failures named). A removal's toast offers the undo
 * for as long as the server keeps it.
 */
export function useMemberActions() {
  const { t } = useTranslation('channel-admin');
  const names = useNames();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['channel-admin'] });
  const failed = (e: unknown) =>
    showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });

  const undoToast = (removed: MemberView[], removalIds: number[], seconds: number) =>
    showToast(t('done.removed', { names: names(removed) }), {
      type: 'success',
      autoClose: seconds * 1000,
      action: {
        label: t('done.undo'),
        style: 'button',
        onClick: () =>
          void Promise.all(removalIds.map((id) => memberApi.undo(id)))
            .then(() => showToast(t('done.restored', { names: names(removed) }), { type: 'success' }))
            .catch(failed)
            .finally(refresh),
      },
    });

  const run = async ({ action, members, role }: MemberRequest) => {
    const label = t(action === 'role' ? 'actions.changeRole' : `actions.${action}`);
    if (members.length === 1 && action === 'remove') {
      const { removalId, undoSeconds } = await memberApi.remove(members[0].id);
      undoToast(members, [removalId], undoSeconds);
      return;
    }
    if (members.length === 1) {
      await (action === 'role' ? memberApi.role(members[0].id, role!) : memberApi.act(members[0].id, action));
      showToast(t('done.action', { names: names(members), action: label }), { type: 'success' });
      return;
    }
    const { results, undoSeconds } = await memberApi.bulk(
      members.map((m) => m.id),
      action,
      role,
    );
    reportBulk(members, results, label, undoSeconds);
  };

  const reportBulk = (members: MemberView[], results: BulkResult[], label: string, seconds: number) => {
    const byId = new Map(members.map((m) => [m.id, m]));
    const done = results.filter((r) => r.ok);
    const removalIds = done.flatMap((r) => (r.removalId ? [r.removalId] : []));
    const doneMembers = done.map((r) => byId.get(r.userId)!).filter(Boolean);
    if (removalIds.length) undoToast(doneMembers, removalIds, seconds);
    else if (doneMembers.length)
      showToast(t('done.action', { names: names(doneMembers), action: label }), { type: 'success' });
    const bad = results.filter((r) => !r.ok);
    if (bad.length)
      showToast(
        t('done.partial', {
          ok: done.length,
          failed: bad.length,
          reasons: bad
            .map((r) => `${byId.get(r.userId)?.name ?? r.userId}: ${r.message ?? r.code}`)
            .join(', '),
        }),
        { type: 'error', autoClose: 8000 },
      );
  };

  return useMutation({ mutationFn: run, onError: failed, onSettled: refresh });
}
