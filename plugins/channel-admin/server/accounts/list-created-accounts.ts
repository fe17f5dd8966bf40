import type { RequestContext } from '@seodang/sdk';
import type { CreatedAccountKind, CreatedAccountView } from '../../common/accounts.ts';
import { channelOf } from '../invitations/send-mail-invitations.ts';

interface Row {
  id: number;
  user_id: string;
  name: string;
  kind: CreatedAccountKind;
  created_at: Date;
  reset_at: Date | null;
  expires_at: Date | null;
  expired_at: Date | null;
  state: string | null;
  is_active: boolean | null;
}

const stateOf = (r: Row): CreatedAccountView['state'] =>
  r.state !== 'joined' ? 'left' : r.expired_at ? 'expired' : r.is_active ? 'active' : 'inactive';

/** The channel's made accounts and testers, newest first (the latest 500). */
export async function listCreatedAccounts(rc: RequestContext): Promise<CreatedAccountView[]> {
  const channel = channelOf(rc);
  const rows: Row[] = await rc
    .db('channel_created_accounts as c')
    .join('users as u', 'u.id', 'c.user_id')
    .leftJoin('channel_members as m', (j) =>
      j.on('m.user_id', 'c.user_id').andOn('m.channel_id', 'c.channel_id'),
    )
    .where('c.channel_id', channel.index)
    .orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(500)
    .select(
      'u.id',
      'u.user_id',
      'u.name',
      'c.kind',
      'c.created_at',
      'c.reset_at',
      'c.expires_at',
      'c.expired_at',
      'm.state',
      'm.is_active',
    );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    name: r.name,
    kind: r.kind,
    state: stateOf(r),
    createdAt: r.created_at.toISOString(),
    resetAt: r.reset_at?.toISOString() ?? null,
    expiresAt: r.expires_at?.toISOString() ?? null,
  }));
}
