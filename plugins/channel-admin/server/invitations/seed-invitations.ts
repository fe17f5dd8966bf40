import type { Knex } from '@seodang/sdk';
import { dayMs } from '@seodang/sdk/common';
import { hashInvitationToken } from './tokens.ts';

/**
 * The demo channel's live invitation link (`/invite/{token}`), known so that the demo and the
 * screen walk can open it. Demo data only: real tokens are random and never stored.
 */
export const demoInvitationToken = 'demo-school-invitation-link-open-to-everyon';
const expiredDemoToken = 'demo-school-invitation-link-expired-last-wk';

/** A live multi-use link and an expired one; a second run adds nothing. */
export async function seedInvitations(db: Knex, channelId: number): Promise<void> {
  const links = [
    { token: demoInvitationToken, expires: Date.now() + 365 * dayMs, maxUses: 30 },
    { token: expiredDemoToken, expires: Date.now() - 7 * dayMs, maxUses: 1 },
  ];
  for (const link of links)
    await db('channel_invitations')
      .insert({
        channel_id: channelId,
        kind: 'link',
        token_hash: hashInvitationToken(link.token),
        role: 'student',
        locale: 'ko',
        expires_at: new Date(link.expires),
        max_uses: link.maxUses,
      })
      .onConflict('token_hash')
      .ignore();
}
