import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invitationApi } from './invitation-api.ts';

/**
 * An invitation's validity in days as a form edits it: the channel's default expiration (its
 * setting) until the admin types another. `sent` is undefined until then, so the server applies
 * the default itself even if the form is sent before the settings have loaded.
 */
export function useInvitationDays(): {
  shown: number;
  sent: number | undefined;
  set: (days: number) => void;
} {
  const defaults = useQuery({
    queryKey: ['channel-admin', 'invitations', 'defaults'],
    queryFn: invitationApi.defaults,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  return { shown: chosen ?? defaults.data?.validDays ?? 7, sent: chosen ?? undefined, set: setChosen };
}
