import { z } from 'zod';
import type { RequestContext } from '@seodang/sdk';
import { AppError, channelSettingsRef } from '@seodang/sdk';
import { profileFields, type ProfileField } from '@seodang/sdk/common';

/** The profile fields the channel's members fill in (its setting; by default its organisation type's). */
export const channelProfileFields = (rc: RequestContext, channelId: number) =>
  rc.service(channelSettingsRef).value<ProfileField[]>(rc.db, channelId, 'core.profileFields');

/** A profile edit: any known field, a value of at most 50 characters, null or '' to clear it. */
export const profileValuesSchema = z
  .object(Object.fromEntries(profileFields.map((f) => [f, z.string().trim().max(50).nullable().optional()])))
  .strict();

/**
 * Refuses (400 `profile_fields_not_used`, naming them in the caller's language) values for fields
 * the channel does not use; clearing one is allowed, so a value kept from before can go.
 */
export function refuseUnusedFields(
  rc: RequestContext,
  chosen: readonly ProfileField[],
  profile: Record<string, string | null | undefined>,
): void {
  const unused = Object.entries(profile)
    .filter(([field, value]) => value && !chosen.includes(field as ProfileField))
    .map(([field]) => field);
  if (unused.length)
    throw new AppError(400, 'profile_fields_not_used', 'error.profile_fields_not_used', {
      fields: unused.map((f) => rc.t(`actionLog.field.${f}`)).join(', '),
    });
}
