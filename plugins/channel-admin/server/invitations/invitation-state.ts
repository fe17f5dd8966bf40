import type { MailService } from '@seodang/sdk';
import { closedReason, type InvitationRow } from './invitation-rows.ts';

/** A mail invitation as the admin screen lists it. */
export type MailInvitationState = 'sent' | 'bounced' | 'joined' | 'expired' | 'cancelled';

export async function mailInvitationState(
  row: InvitationRow,
  mail: MailService,
): Promise<MailInvitationState> {
  if (row.accepted_at) return 'joined';
  if (row.revoked_at) return 'cancelled';
  if (closedReason(row) === 'expired') return 'expired';
  const sent = row.mail_id === null ? null : await mail.status(Number(row.mail_id));
  return sent && (sent.status === 'bounced' || sent.status === 'failed') ? 'bounced' : 'sent';
}

/** A link's state: open, or why it no longer opens. */
export const linkState = (row: InvitationRow): 'active' | 'revoked' | 'used' | 'expired' =>
  closedReason(row) ?? 'active';
