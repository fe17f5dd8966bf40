import { z } from 'zod';
import {
  AppError,
  mailRef,
  managerRight,
  membershipRef,
  type RegisterEnv,
  type RequestContext,
} from '@seodang/sdk';
import { idSchema, roles } from '@seodang/sdk/common';
import { acceptInvitation, describeInvitation } from './accept-invitation.ts';
import { requireInvitationKind } from './invitation-kinds.ts';
import type { InvitationRow } from './invitation-rows.ts';
import { linkState, mailInvitationState } from './invitation-state.ts';
import { channelOf, mailBatchSize, mailInvitation, sendMailInvitations } from './send-mail-invitations.ts';
import { invitationUrl, newInvitationToken, requestOrigin } from './tokens.ts';
import { invitationDefaults, invitationExpiry, renewedExpiry } from './invitation-defaults.ts';

const tags = ['channels'];
const admins = ['admin'] as const;
const idParams = z.object({ id: idSchema });
/** A token as handed out: 32 bytes in base64url. */
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
const locale = z.enum(['ko', 'en', 'ja']);
const validDays = z.number().int().min(1).max(365);

const sendBody = z.object({
  emails: z
    .array(z.email().max(320))
    .min(1)
    .max(mailBatchSize, { message: 'channel-admin.error.too_many_addresses' }),
  role: z.enum(roles).default('student'),
  group: z.string().trim().max(100).nullable().default(null),
  locale: locale.default('ko'),
  /** Left out: the channel's default expiration. */
  validDays: validDays.optional(),
});

const linkBody = z.object({
  role: z.enum(roles).default('student'),
  /** 1: single use; more: a seat cap; null: as many as the channel's seats allow. */
  maxUses: z.number().int().min(1).max(10_000).nullable().default(1),
  /** Left out: the channel's default expiration. */
  validDays: validDays.optional(),
});

const notFoundAs = { code: 'invitation_not_found', messageKey: 'channel-admin.error.invitation_not_found' };
const byId = (rc: RequestContext, id: number, kind: 'email' | 'link') =>
  rc.inChannel<InvitationRow>('invitation', id, notFoundAs).then((row) => {
    if (row.kind !== kind) throw new AppError(404, notFoundAs.code, notFoundAs.messageKey);
    return row;
  });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The invitation routes: mail batches and links (admins), and the /invite page's own two. */
export function registerInvitationRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/channel/invitations',
    summary: `Invite up to ${mailBatchSize} e-mail addresses; already invited or registered ones are skipped and named (admin)`,
    tags,
    access: managerRight('sendInvitationEmail'),
    body: sendBody,
    bodyLimit: '50kb',
    async handler({ body }, rc) {
      await requireInvitationKind(rc, 'mail');
      const { invited, skipped } = await sendMailInvitations(rc, body);
      if (!invited.length)
        throw new AppError(409, 'already_invited_or_registered', 'channel-admin.error.already_invited', {
          emails: skipped.join(', '),
        });
      rc.status(201);
      return {
        data: {
          invited,
          skipped,
          message: skipped.length
            ? rc.t('channel-admin.error.already_invited', { emails: skipped.join(', ') })
            : null,
        },
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/invitations',
    summary: 'Mail invitations of this channel, newest first, with their state (admin)',
    tags,
    access: admins,
    async handler(_input, rc) {
      const rows: (InvitationRow & { inviter: string | null })[] = await rc
        .db('channel_invitations as i')
        .leftJoin('users as u', 'u.id', 'i.created_by')
        .where({ 'i.channel_id': channelOf(rc).index, 'i.kind': 'email' })
        .orderBy('i.created_at', 'desc')
        .limit(500)
        .select('i.*', 'u.name as inviter');
      const mail = rc.service(mailRef);
      return {
        data: await Promise.all(
          rows.map(async (r) => ({
            id: r.id,
            email: r.email,
            role: r.role,
            group: r.group_name,
            locale: r.locale,
            state: await mailInvitationState(r, mail),
            expiresAt: iso(r.expires_at),
            createdAt: iso(r.created_at),
            inviter: r.inviter,
          })),
        ),
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/invitations/:id/resend',
    summary: 'Mail an invitation again with a new link; the old link stops working (admin)',
    tags,
    access: managerRight('sendInvitationEmail'),
    params: idParams,
    async handler({ params }, rc) {
      await requireInvitationKind(rc, 'mail');
      const row = await byId(rc, params.id, 'email');
      if (row.accepted_at || row.revoked_at)
        throw new AppError(409, 'invitation_closed', 'channel-admin.error.invitation_closed');
      const expiresAt = renewedExpiry(row);
      const { template } = await invitationDefaults(rc);
      await rc.db.transaction(async (trx) => {
        await trx('channel_invitations').where({ id: row.id }).update({ expires_at: expiresAt });
        const to = { id: row.id, email: row.email!, locale: row.locale, expiresAt };
        await mailInvitation(trx, rc, to, template);
      });
      return { data: { id: row.id, expiresAt: expiresAt.toISOString() } };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/channel/invitations/:id',
    summary: 'Cancel a mail invitation: its link stops working and an invited account is let go (admin)',
    tags,
    access: managerRight('sendInvitationEmail'),
    params: idParams,
    async handler({ params }, rc) {
      const row = await byId(rc, params.id, 'email');
      if (row.accepted_at)
        throw new AppError(409, 'invitation_closed', 'channel-admin.error.invitation_closed');
      await rc.db.transaction(async (trx) => {
        await trx('channel_invitations')
          .where({ id: row.id })
          .update({ revoked_at: trx.fn.now(), updated_at: trx.fn.now() });
        const member = row.user_id
          ? await trx('channel_members')
              .where({ channel_id: row.channel_id, user_id: row.user_id, state: 'inviting' })
              .first('id')
          : null;
        if (member)
          await rc
            .service(membershipRef)
            .act(trx, { channelId: row.channel_id, actorId: rc.user!.id }, row.user_id!, 'cancelInvitation');
      });
      rc.status(204);
      return null;
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/invitation-links',
    summary: 'Create an invitation link: single or multi use, seat cap, expiry, role (admin)',
    tags,
    access: managerRight('invite'),
    body: linkBody,
    async handler({ body }, rc) {
      await requireInvitationKind(rc, 'link');
      const { token, hash } = newInvitationToken();
      const expiresAt = invitationExpiry(body.validDays ?? (await invitationDefaults(rc)).validDays);
      const [row] = await rc
        .db('channel_invitations')
        .insert({
          channel_id: channelOf(rc).index,
          kind: 'link',
          token_hash: hash,
          role: body.role,
          locale: rc.locale,
          expires_at: expiresAt,
          max_uses: body.maxUses,
          created_by: rc.requireUser().id,
        })
        .returning('id');
      rc.status(201);
      // The only time the link is shown: only its hash is kept.
      return {
        data: {
          id: row.id,
          url: invitationUrl(requestOrigin(rc), token),
          expiresAt: expiresAt.toISOString(),
        },
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/invitation-links',
    summary: 'Invitation links of this channel with their uses and state (admin)',
    tags,
    access: admins,
    async handler(_input, rc) {
      const rows: InvitationRow[] = await rc
        .db('channel_invitations')
        .where({ channel_id: channelOf(rc).index, kind: 'link' })
        .orderBy('created_at', 'desc')
        .limit(200);
      return {
        data: rows.map((r) => ({
          id: r.id,
          role: r.role,
          maxUses: r.max_uses,
          uses: r.use_count,
          state: linkState(r),
          expiresAt: iso(r.expires_at),
          createdAt: iso(r.created_at),
        })),
      };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/channel/invitation-links/:id',
    summary: 'Revoke an invitation link (admin)',
    tags,
    access: managerRight('invite'),
    params: idParams,
    async handler({ params }, rc) {
      const row = await byId(rc, params.id, 'link');
      await rc
        .db('channel_invitations')
        .where({ id: row.id })
        .whereNull('revoked_at')
        .update({ revoked_at: rc.db.fn.now(), updated_at: rc.db.fn.now() });
      rc.status(204);
      return null;
    },
  });

  env.route({
    method: 'GET',
    path: '/api/invitations/:token',
    summary: 'The invitation a token opens in this channel, and whether it still does',
    tags,
    access: 'public',
    channelPublic: true,
    params: tokenParams,
    rateLimit: { perAddress: 60, windowSeconds: 60 },
    async handler({ params }, rc) {
      return { data: await describeInvitation(rc, params.token) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    summary: 'Accept an invitation: the logged-in user joins this channel, seats permitting',
    tags,
    access: 'user',
    channelPublic: true,
    params: tokenParams,
    rateLimit: { perAddress: 30, windowSeconds: 60 },
    async handler({ params }, rc) {
      return { data: await acceptInvitation(rc, params.token) };
    },
  });
}
