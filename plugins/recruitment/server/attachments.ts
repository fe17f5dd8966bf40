import { AppError, type Knex, type RequestContext } from '@seodang/sdk';
import { credentialHoldingsRef, type HeldCredential } from '@seodang/plugin-credentials/credential-holdings';
import {
  consentVersion,
  retentionDays,
  type Attachable,
  type AttachmentsInput,
  type MyApplication,
  type ReviewedCredential,
} from '../common/index.ts';
import type { PostingRow } from './scoped-kinds.ts';

/** The attachment groups an applicant consents to one by one. */
const credentialsGroup = 'credentials';

const credentialNotFound = () =>
  new AppError(404, 'credential_not_found', 'recruitment.error.credential_not_found');

/** The organisation the request is in, as credentials names it (null: the public site). */
const orgOf = (rc: RequestContext) => rc.channel?.index ?? null;

/** What the applicant could attach to the posting; a group whose plugin is absent is null. */
export async function attachableFor(rc: RequestContext, posting: PostingRow): Promise<Attachable> {
  const holdings = rc.optionalService(credentialHoldingsRef);
  const held = holdings ? await holdings.heldBy(orgOf(rc), rc.requireUser().id) : null;
  return {
    recipient: { company: posting.company, channel: rc.channel?.name ?? null },
    retentionDays,
    consentVersion,
    credentials:
      held
        ?.filter((c) => c.state === 'valid')
        .map((c) => ({ certId: c.certId, title: c.title, sourceKind: c.sourceKind, state: c.state })) ?? null,
  };
}

/**
 * Writes the credentials group of an application in the caller's transaction: with consent, the
 * ids (each one the applicant's own, live and of this channel, else 404 and nothing changes)
 * replace what was attached and the consent is recorded with its text version; without consent,
 * the group and its consent are removed. No group in the input leaves it as it was.
 */
export async function saveAttachments(
  trx: Knex,
  rc: RequestContext,
  applicationId: number,
  input: AttachmentsInput | undefined,
): Promise<void> {
  if (!input) return;
  const { consent, certIds } = input.credentials;
  const ids = [...new Set(certIds ?? [])];
  await trx('recruitment_application_credentials').where('application_id', applicationId).delete();
  if (!consent) {
    await trx('recruitment_application_consents')
      .where({ application_id: applicationId, group: credentialsGroup })
      .delete();
    return;
  }
  const holdings = rc.optionalService(credentialHoldingsRef);
  if (!holdings) {
    if (ids.length) throw credentialNotFound();
  } else if (ids.length) {
    const mine = new Set(
      (await holdings.heldBy(orgOf(rc), rc.requireUser().id))
        .filter((c) => c.state === 'valid')
        .map((c) => c.certId),
    );
    if (ids.some((id) => !mine.has(id))) throw credentialNotFound();
    await trx('recruitment_application_credentials').insert(
      ids.map((certId) => ({ application_id: applicationId, cert_id: certId })),
    );
  }
  await trx('recruitment_application_consents')
    .insert({ application_id: applicationId, group: credentialsGroup, consent_version: consentVersion })
    .onConflict(['application_id', 'group'])
    .merge({ consent_version: consentVersion, consented_at: trx.fn.now() });
}

/** Removes everything attached to an application and its consents (withdrawal). */
export async function dropAttachments(trx: Knex, applicationId: number): Promise<void> {
  await trx('recruitment_application_credentials').where('application_id', applicationId).delete();
  await trx('recruitment_application_consents').where('application_id', applicationId).delete();
}

/** The applicant's own view of what is attached, per application id. */
export async function myAttachments(
  db: Knex,
  applicationIds: number[],
): Promise<Map<number, MyApplication['attachments']>> {
  const out = new Map<number, MyApplication['attachments']>();
  for (const id of applicationIds)
    out.set(id, { credentials: { consent: false, certIds: [], consentedAt: null } });
  if (!applicationIds.length) return out;
  const consents: { application_id: number; consented_at: Date }[] = await db(
    'recruitment_application_consents',
  )
    .whereIn('application_id', applicationIds)
    .where('group', credentialsGroup);
  for (const c of consents) {
    const group = out.get(c.application_id)!.credentials;
    group.consent = true;
    group.consentedAt = new Date(c.consented_at).toISOString();
  }
  const rows: { application_id: number; cert_id: string }[] = await db('recruitment_application_credentials')
    .whereIn('application_id', applicationIds)
    .orderBy('cert_id');
  for (const r of rows) out.get(r.application_id)!.credentials.certIds.push(r.cert_id);
  return out;
}

/**
 * The attached credentials a reviewer sees, per application id, read live from credentials: a
 * revoked one shows revoked. Where the applicant is hidden (blind review before PASS) the holder's
 * name and the id (which opens the public verification page, naming the holder) are left out.
 */
export async function reviewedAttachments(
  rc: RequestContext,
  apps: { id: number; hidden: boolean; withdrawn: boolean }[],
): Promise<Map<number, ReviewedCredential[]>> {
  const out = new Map<number, ReviewedCredential[]>(apps.map((a) => [a.id, []]));
  const shown = apps.filter((a) => !a.withdrawn);
  if (!shown.length) return out;
  const rows: { application_id: number; cert_id: string }[] = await rc
    .db('recruitment_application_credentials as c')
    .join('recruitment_application_consents as k', (j) =>
      j.on('k.application_id', 'c.application_id').andOnVal('k.group', credentialsGroup),
    )
    .whereIn(
      'c.application_id',
      shown.map((a) => a.id),
    )
    .orderBy(['c.application_id', 'c.cert_id'])
    .select('c.application_id', 'c.cert_id');
  const holdings = rc.optionalService(credentialHoldingsRef);
  if (!rows.length || !holdings) return out;
  const certIds = [...new Set(rows.map((r) => r.cert_id))];
  const live = new Map<string, HeldCredential>();
  for (let i = 0; i < certIds.length; i += 200)
    for (const c of await holdings.byIds(orgOf(rc), certIds.slice(i, i + 200))) live.set(c.certId, c);
  const hidden = new Map(apps.map((a) => [a.id, a.hidden]));
  for (const r of rows) {
    const c = live.get(r.cert_id);
    const hide = hidden.get(r.application_id)!;
    out.get(r.application_id)!.push(
      c
        ? {
            certId: hide ? null : c.certId,
            title: c.title,
            sourceKind: c.sourceKind,
            holderName: hide ? null : c.holderName,
            issuedAt: c.issuedAt,
            validUntil: c.validUntil,
            state: c.state,
          }
        : {
            certId: hide ? null : r.cert_id,
            title: '',
            sourceKind: '',
            holderName: null,
            issuedAt: '',
            validUntil: null,
            state: 'missing',
          },
    );
  }
  return out;
}
