import { AppError, channelSettingsRef, type RequestContext } from '@seodang/sdk';

/**
 * Refuses an invitation of a kind the channel's "invitation setting" turned off (409
 * `invitation_kind_off`): mail when it sends links only, a link when it sends mail only.
 */
export async function requireInvitationKind(rc: RequestContext, kind: 'mail' | 'link'): Promise<void> {
  const setting = await rc
    .service(channelSettingsRef)
    .value<string>(rc.db, rc.channel?.index ?? null, 'core.invitationSetting');
  if ((kind === 'mail' && setting === 'linkOnly') || (kind === 'link' && setting === 'mailOnly'))
    throw new AppError(409, 'invitation_kind_off', `error.invitation_kind_off_${kind}`);
}
