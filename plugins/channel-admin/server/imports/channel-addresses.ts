import type { Knex } from '@seodang/sdk';

/**
 * Of these lower-case addresses, those already in the channel (an account with a membership in
 * any state, or an open, unexpired mail invitation) and those of accounts that exist anywhere.
 */
export async function channelAddresses(
  db: Knex,
  channelId: number,
  emails: readonly string[],
): Promise<{ inChannel: Set<string>; accounts: Map<string, number> }> {
  const list = [...new Set(emails.filter(Boolean))];
  if (!list.length) return { inChannel: new Set(), accounts: new Map() };
  const accounts: { id: number; email: string }[] = await db('users')
    .whereRaw('lower(email) = any(?)', [list])
    .select('id', db.raw('lower(email) as email'));
  const members: { email: string }[] = await db('channel_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.channel_id', channelId)
    .whereRaw('lower(u.email) = any(?)', [list])
    .select(db.raw('lower(u.email) as email'));
  const invited: { email: string }[] = await db('channel_invitations')
    .where({ channel_id: channelId, kind: 'email' })
    .whereNull('revoked_at')
    .whereNull('accepted_at')
    .where('expires_at', '>', db.fn.now())
    .whereRaw('lower(email) = any(?)', [list])
    .select(db.raw('lower(email) as email'));
  return {
    inChannel: new Set([...members, ...invited].map((r) => r.email)),
    accounts: new Map(accounts.map((a) => [a.email, a.id])),
  };
}
