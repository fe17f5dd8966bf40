import type { Knex } from 'knex';
import { consentVersions } from '@seodang/sdk/common';

/** What a sign-up agreed to (the schema already refused a sign-up without the required ones). */
export interface SignupConsents {
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeMarketing: boolean;
  ageOver14: boolean;
}

/**
 * Stores each consent of a new account with the document's version and the time, in the
 * sign-up's transaction: an account never exists without its required consents.
 */
export async function recordSignupConsents(trx: Knex, userId: number, c: SignupConsents): Promise<void> {
  const now = new Date();
  const rows: { kind: string; version: string }[] = [];
  if (c.agreeTerms) rows.push({ kind: 'terms', version: consentVersions.terms });
  if (c.agreePrivacy) rows.push({ kind: 'privacy', version: consentVersions.privacy });
  if (c.ageOver14) rows.push({ kind: 'age14', version: consentVersions.terms });
  if (c.agreeMarketing) rows.push({ kind: 'marketing', version: consentVersions.marketing });
  if (rows.length)
    await trx('user_consents').insert(rows.map((r) => ({ ...r, user_id: userId, agreed_at: now })));
}
