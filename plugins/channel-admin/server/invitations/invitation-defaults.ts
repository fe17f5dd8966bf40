import { AppError, channelSettingsRef, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { dayMs } from '@seodang/sdk/common';

/** What the channel's settings give every invitation: its validity and the admin's own words for the mail. */
export interface InvitationDefaults {
  /** "Default expiration date": days an invitation stays valid unless the admin picks others. */
  validDays: number;
  /** "Default template": the channel's text in each invitation mail ('' for none). */
  template: string;
}

/** Read with `db` (pass the open transaction inside one: a second connection per request can starve the pool). */
export async function invitationDefaults(rc: RequestContext, db: Knex = rc.db): Promise<InvitationDefaults> {
  const settings = rc.service(channelSettingsRef);
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  const channelId = rc.channel.index;
  const [validDays, template] = await Promise.all([
    settings.value<number>(db, channelId, 'core.defaultExpirationDays'),
    settings.value<string>(db, channelId, 'core.defaultTemplate'),
  ]);
  return { validDays, template: template.trim() };
}

/** When an invitation (or account) made `now` and valid for `days` days stops being valid. */
export function invitationExpiry(days: number, now = new Date()): Date {
  return new Date(now.getTime() + days * dayMs);
}

/**
 * A resent invitation's new end: as long a validity as it first had, from `now` (at least a day,
 * so a row whose dates were shortened by hand still gets a usable link).
 */
export function renewedExpiry(row: { created_at: Date; expires_at: Date }, now = new Date()): Date {
  const validFor = Math.max(dayMs, row.expires_at.getTime() - row.created_at.getTime());
  return new Date(now.getTime() + validFor);
}

/** `GET /api/channel/invitations/defaults`: the invitation forms start from the channel's settings. */
export function registerInvitationDefaults(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/channel/invitations/defaults',
    summary: "The channel's default invitation validity and mail text, for the invitation forms (admin)",
    tags: ['channels'],
    access: ['admin'],
    async handler(_input, rc) {
      return { data: await invitationDefaults(rc) };
    },
  });
}
