import type { Knex, MemberProfilePatch, RegisterEnv } from '@seodang/sdk';

/** A channel_invitations row as the routes read it. */
export interface InvitationRow {
  id: number;
  channel_id: number;
  kind: 'email' | 'link';
  token_hash: string;
  email: string | null;
  user_id: number | null;
  role: string;
  group_name: string | null;
  locale: 'ko' | 'en' | 'ja';
  expires_at: Date;
  max_uses: number | null;
  use_count: number;
  mail_id: string | number | null;
  revoked_at: Date | null;
  accepted_at: Date | null;
  accepted_by: number | null;
  created_at: Date;
  /** The member profile a CSV import gives the invitee on joining (null for other invitations). */
  member_profile?: MemberProfilePatch | null;
}

/** Why an invitation can no longer be used, or null while it can. */
export type ClosedReason = 'revoked' | 'used' | 'expired';

export function closedReason(row: InvitationRow, now = new Date()): ClosedReason | null {
  if (row.revoked_at) return 'revoked';
  if (row.accepted_at && row.kind === 'email') return 'used';
  if (row.max_uses !== null && row.use_count >= row.max_uses) return 'used';
  if (row.expires_at <= now) return 'expired';
  return null;
}

/** The `invitation` scoped kind: admin routes resolve invitation ids in the request's channel. */
export function registerInvitationKind(env: RegisterEnv): void {
  env.scopedKind<InvitationRow>({
    kind: 'invitation',
    async find(db: Knex, ids, channelIndex) {
      if (channelIndex === null) return [];
      return db('channel_invitations').whereIn('id', ids).where('channel_id', channelIndex);
    },
  });
}
