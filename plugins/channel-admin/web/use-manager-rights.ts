import { useQuery } from '@tanstack/react-query';
import type { ManagerRight } from '@seodang/sdk/common';
import { api } from '@seodang/sdk/web';

/** The co-manager right a member action needs on the server (core's `action-rights.ts`). */
const rightOfAction: Partial<Record<string, ManagerRight>> = {
  accept: 'applicantManagement',
  refuse: 'applicantManagement',
  reinvite: 'invite',
  cancelInvitation: 'invite',
};

/**
 * The caller's own admin rights (spec §3), so the screens offer only what the server will allow:
 * a co-manager without applicant management sees no accept or refuse, and only the main manager
 * makes or unmakes admins. Until the answer comes, everything is offered (the server decides).
 */
export function useManagerRights() {
  const me = useQuery({
    queryKey: ['channel-managers', 'me'],
    queryFn: () =>
      api
        .get<{ data: { me: { isMainManager: boolean; rights: ManagerRight[] } } }>('/api/channel/managers')
        .then((r) => r.data.me),
    staleTime: 60_000,
  }).data;
  const can = (right: ManagerRight) => !me || me.isMainManager || me.rights.includes(right);
  return {
    /** Whether the caller may take this member action. */
    mayAct: (action: string) => {
      const right = rightOfAction[action];
      return !right || can(right);
    },
    /** Whether the caller may make someone an admin or change an admin's role. */
    managesAdmins: !me || me.isMainManager,
  };
}
