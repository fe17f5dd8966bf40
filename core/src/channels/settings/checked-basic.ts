import type { Knex } from 'knex';
import type { Config } from '@seodang/config';
import { AppError } from '@seodang/sdk';
import { checkChannelDomain } from '../channel-rules.ts';
import { profileFieldsFor } from '@seodang/sdk/common';
import type { BasicSettings } from './basic-settings.ts';

/**
 * Basic settings as they will be stored, or the reason they cannot be: the domain ("connection
 * setting") checked and normalised like the site admin's (§8 `not_allowed_channel_index`,
 * `exists_domain`), the profile fields kept to the organisation type's, in their usual order.
 */
export async function checkedBasic(
  trx: Knex,
  next: BasicSettings,
  row: { id: number; organization_type: string | null; custom_domain: string | null },
  config: Config,
): Promise<BasicSettings> {
  const domain = next.domain?.trim() ? checkChannelDomain(next.domain, config.baseDomain) : null;
  if (domain && domain !== row.custom_domain) {
    const taken = await trx('channels').where({ custom_domain: domain }).whereNot({ id: row.id }).first('id');
    if (taken) throw new AppError(409, 'exists_domain');
  }
  const allowed = profileFieldsFor(row.organization_type);
  if (next.profileFields.some((f) => !allowed.includes(f)))
    throw new AppError(400, 'invalid_profile_fields', 'error.invalid_profile_fields', {
      fields: allowed.join(', '),
    });
  return { ...next, domain, profileFields: allowed.filter((f) => next.profileFields.includes(f)) };
}

/** A domain another channel took between the check and the write answers like the check. */
export function domainTaken(error: unknown): never {
  const e = error as { code?: string; constraint?: string };
  if (e.code === '23505' && String(e.constraint).includes('custom_domain'))
    throw new AppError(409, 'exists_domain');
  throw error;
}
