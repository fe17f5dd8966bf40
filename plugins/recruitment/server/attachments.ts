import { AppError, type Knex, type RequestContext } from '@seodang/sdk';
import { credentialHoldingsRef, type HeldCredential } from '@seodang/plugin-credentials/credential-holdings';
import { experienceProfilesRef } from '@seodang/plugin-experience/profile-snapshot';
import { roadmapProgressRef } from '@seodang/plugin-roadmaps/roadmap-progress';
import {
  consentVersion,
  retentionDays,
  type Attachable,
  type AttachmentsInput,
  type ExperienceFigures,
  type RoadmapFigures,
  type MyApplication,
  type ReviewedCredential,
} from '../common/index.ts';
import type { PostingRow } from './scoped-kinds.ts';

/** The attachment groups an applicant consents to one by one. */
const credentialsGroup = 'credentials';
const experienceGroup = 'experience';
const roadmapsGroup = 'roadmaps';

const credentialNotFound = () =>
  new AppError(404, 'credential_not_found', 'recruitment.error.credential_not_found');

/** The organisation the request is in, as credentials names it (null: the public site). */
const orgOf = (rc: RequestContext) => rc.channel?.index ?? null;

/**
 * A certificate or badge that is no longer valid (revoked, expired, reissued) is not attached: the
 * answer is 400 `credential_not_valid`, naming it, so the applicant unticks it and sends again.
 */
const credentialNotValid = (title: string) =>
  new AppError(400, 'credential_not_valid', 'recruitment.error.credential_not_valid', { title }, [
    {
      path: 'body.attachments.credentials.certIds',
      key: 'recruitment.error.credential_not_valid',
      params: { title },
    },
  ]);

/** What the applicant could attach to the posting; a group whose plugin is absent is null. */
export async function attachableFor(rc: RequestContext, posting: PostingRow): Promise<Attachable> {
  const holdings = rc.optionalService(credentialHoldingsRef);
  const held = holdings ? await holdings.heldBy(orgOf(rc), rc.requireUser().id) : null;
  const roadmaps = rc.optionalService(roadmapProgressRef);
  const profiles = rc.optionalService(experienceProfilesRef);
  // No profile yet is no record: nothing to attach, never a made-up first level with 0 XP.
  const figures = profiles ? await profiles.snapshotOf(orgOf(rc), rc.requireUser().id) : null;
  return {
    recipient: { company: posting.company, channel: rc.channel?.name ?? null },
    retentionDays,
    consentVersion,
    credentials:
      held
        ?.filter((c) => c.state === 'valid')
        .map((c) => ({ certId: c.certId, title: c.title, sourceKind: c.sourceKind, state: c.state })) ?? null,
    experience: figures ?? null,
    noExperienceRecord: Boolean(profiles) && !figures,
    roadmaps: roadmaps ? await roadmaps.progressOf(orgOf(rc), rc.requireUser().id) : null,
  };
}

/** Records a group's consent with the text version (again: the newer time), or removes it. */
async function setConsent(trx: Knex, applicationId: number, group: string, consent: boolean) {
  if (!consent) {
    await trx('recruitment_application_consents').where({ application_id: applicationId, group }).delete();
    return;
  }
  await trx('recruitment_application_consents')
    .insert({ application_id: applicationId, group, consent_version: consentVersion })
    .onConflict(['application_id', 'group'])
    .merge({ consent_version: consentVersion, consented_at: trx.fn.now() });
}

/**
 * Writes the groups of an application in the caller's transaction. Credentials: with consent, the
 * ids (each one the applicant's own, live and of this channel, else 404 and nothing changes)
 * replace what was attached; without consent, the group is removed. Experience: only the consent
 * now; the figures are taken at submit. A group left out of the input stays as it was.
 */
export async function saveAttachments(
  trx: Knex,
  rc: RequestContext,
  applicationId: number,
  input: AttachmentsInput | undefined,
): Promise<void> {
  if (input?.experience) {
    const profiles = rc.optionalService(experienceProfilesRef);
    // Without an experience profile there is nothing to attach: the group is not offered.
    if (
      input.experience.consent &&
      (!profiles || !(await profiles.snapshotOf(orgOf(rc), rc.requireUser().id)))
    )
      throw new AppError(404, 'not_offered', 'recruitment.error.not_offered');
    await setConsent(trx, applicationId, experienceGroup, input.experience.consent);
  }
  if (input?.roadmaps) {
    if (input.roadmaps.consent && !rc.optionalService(roadmapProgressRef))
      throw new AppError(404, 'not_offered', 'recruitment.error.not_offered');
    await setConsent(trx, applicationId, roadmapsGroup, input.roadmaps.consent);
  }
  if (!input?.credentials) return;
  const { consent, certIds } = input.credentials;
  const ids = [...new Set(certIds ?? [])];
  await trx('recruitment_application_credentials').where('application_id', applicationId).delete();
  if (!consent) {
    await setConsent(trx, applicationId, credentialsGroup, false);
    return;
  }
  const holdings = rc.optionalService(credentialHoldingsRef);
  if (!holdings) {
    if (ids.length) throw credentialNotFound();
  } else if (ids.length) {
    const held = new Map(
      (await holdings.heldBy(orgOf(rc), rc.requireUser().id)).map((c) => [c.certId, c] as const),
    );
    if (ids.some((id) => !held.has(id))) throw credentialNotFound();
    const invalid = ids.map((id) => held.get(id)!).find((c) => c.state !== 'valid');
    if (invalid) throw credentialNotValid(invalid.title);
    await trx('recruitment_application_credentials').insert(
      ids.map((certId) => ({ application_id: applicationId, cert_id: certId })),
    );
  }
  await setConsent(trx, applicationId, credentialsGroup, true);
}

/**
 * At submit, in its transaction over the locked application and before anything is written: every
 * attached certificate or badge must still be valid now. One revoked (or expired, reissued,
 * deleted) since the save refuses the submit, naming it, and the application stays saved as it was:
 * the applicant consented to send exactly those, so none is dropped behind their back. They are read
 * in the transaction with their credentials locked, so a revocation committing at the same moment
 * is either waited for (and refuses) or comes after the submit (and reviewers see it revoked).
 */
export async function refuseInvalidCredentials(
  trx: Knex,
  rc: RequestContext,
  applicationId: number,
): Promise<void> {
  const certIds = (await trx('recruitment_application_credentials as c')
    .join('recruitment_application_consents as k', (j) =>
      j.on('k.application_id', 'c.application_id').andOnVal('k.group', credentialsGroup),
    )
    .where('c.application_id', applicationId)
    .orderBy('c.cert_id')
    .pluck('c.cert_id')) as string[];
  if (!certIds.length) return;
  const live = await liveCredentials(rc, certIds, trx);
  for (const id of certIds) {
    const c = live.get(id);
    if (!c) throw credentialNotValid(id);
    if (c.state !== 'valid') throw credentialNotValid(c.title);
  }
}

/**
 * At submit, in its transaction: takes the experience figures of an application whose applicant
 * consented to them (once; a second submit never gets here).
 */
export async function takeSnapshot(trx: Knex, rc: RequestContext, applicationId: number): Promise<void> {
  const groups = new Set(
    (await trx('recruitment_application_consents')
      .where({ application_id: applicationId })
      .pluck('group')) as string[],
  );
  const userId = rc.requireUser().id;
  const profiles = rc.optionalService(experienceProfilesRef);
  if (groups.has(experienceGroup) && profiles) {
    const figures = await profiles.snapshotOf(orgOf(rc), userId);
    // No profile (any more) is no record: nothing is taken.
    if (figures)
      await trx('recruitment_application_experience')
        .insert({
          application_id: applicationId,
          level: figures.level,
          experience_point: figures.experiencePoint,
          total_xp: figures.totalXp,
        })
        .onConflict('application_id')
        .ignore();
  }
  const roadmaps = rc.optionalService(roadmapProgressRef);
  if (groups.has(roadmapsGroup) && roadmaps) {
    const progress = await roadmaps.progressOf(orgOf(rc), userId);
    if (progress.length)
      await trx('recruitment_application_roadmaps')
        .insert(
          progress.map((p) => ({
            application_id: applicationId,
            roadmap_sequence: p.sequence,
            title: p.title.slice(0, 200),
            percent: p.percent,
            done: p.done,
            skipped: p.skipped,
            total: p.total,
          })),
        )
        .onConflict(['application_id', 'roadmap_sequence'])
        .ignore();
  }
}

/** Removes everything attached to an application and its consents (withdrawal). */
export async function dropAttachments(trx: Knex, applicationId: number): Promise<void> {
  await trx('recruitment_application_roadmaps').where('application_id', applicationId).delete();
  await trx('recruitment_application_experience').where('application_id', applicationId).delete();
  await trx('recruitment_application_credentials').where('application_id', applicationId).delete();
  await trx('recruitment_application_consents').where('application_id', applicationId).delete();
}

/**
 * The applicant's own view of what is attached, per application id: the certificates with their
 * live verification (the applicant's own, so nothing is hidden), the figures as taken at submit.
 */
export async function myAttachments(
  rc: RequestContext,
  applicationIds: number[],
): Promise<Map<number, MyApplication['attachments']>> {
  const db = rc.db;
  const out = new Map<number, MyApplication['attachments']>();
  for (const id of applicationIds)
    out.set(id, {
      credentials: { consent: false, certIds: [], consentedAt: null, items: [] },
      experience: { consent: false, consentedAt: null, snapshot: null },
      roadmaps: { consent: false, consentedAt: null, snapshot: [] },
    });
  if (!applicationIds.length) return out;
  const consents: { application_id: number; group: string; consented_at: Date }[] = await db(
    'recruitment_application_consents',
  ).whereIn('application_id', applicationIds);
  for (const c of consents) {
    const mine = out.get(c.application_id)!;
    const group =
      c.group === experienceGroup
        ? mine.experience
        : c.group === roadmapsGroup
          ? mine.roadmaps
          : mine.credentials;
    group.consent = true;
    group.consentedAt = new Date(c.consented_at).toISOString();
  }
  for (const [id, figures] of await snapshots(db, applicationIds)) out.get(id)!.experience.snapshot = figures;
  for (const [id, list] of await roadmapSnapshots(db, applicationIds)) out.get(id)!.roadmaps.snapshot = list;
  const rows: { application_id: number; cert_id: string }[] = await db('recruitment_application_credentials')
    .whereIn('application_id', applicationIds)
    .orderBy('cert_id');
  for (const r of rows) out.get(r.application_id)!.credentials.certIds.push(r.cert_id);
  const live = await liveCredentials(rc, [...new Set(rows.map((r) => r.cert_id))]);
  for (const r of rows) {
    const c = live.get(r.cert_id);
    out
      .get(r.application_id)!
      .credentials.items.push(
        c
          ? { certId: c.certId, title: c.title, sourceKind: c.sourceKind, state: c.state }
          : { certId: r.cert_id, title: '', sourceKind: '', state: 'missing' },
      );
  }
  return out;
}

/**
 * Certificates and badges of the request's channel by id, read live (absent: deleted or none); with
 * `lockIn`, read in that transaction with their credentials locked until it ends.
 */
async function liveCredentials(
  rc: RequestContext,
  certIds: string[],
  lockIn?: Knex,
): Promise<Map<string, HeldCredential>> {
  const live = new Map<string, HeldCredential>();
  const holdings = rc.optionalService(credentialHoldingsRef);
  if (!holdings) return live;
  for (let i = 0; i < certIds.length; i += 200) {
    const ids = certIds.slice(i, i + 200);
    const read = lockIn ? holdings.lockedByIds(lockIn, orgOf(rc), ids) : holdings.byIds(orgOf(rc), ids);
    for (const c of await read) live.set(c.certId, c);
  }
  return live;
}

/** The experience figures taken at submit, per application id. */
async function snapshots(db: Knex, applicationIds: number[]): Promise<Map<number, ExperienceFigures>> {
  const rows: {
    application_id: number;
    level: number;
    experience_point: number;
    total_xp: string | number;
    taken_at: Date;
  }[] = await db('recruitment_application_experience').whereIn('application_id', applicationIds);
  return new Map(
    rows.map((r) => [
      r.application_id,
      {
        level: r.level,
        experiencePoint: r.experience_point,
        totalXp: Number(r.total_xp),
        takenAt: new Date(r.taken_at).toISOString(),
      },
    ]),
  );
}

/** The roadmap progress taken at submit, per application id (newest choice first, as taken). */
export async function roadmapSnapshots(
  db: Knex,
  applicationIds: number[],
): Promise<Map<number, RoadmapFigures[]>> {
  const out = new Map<number, RoadmapFigures[]>();
  if (!applicationIds.length) return out;
  const rows: {
    application_id: number;
    roadmap_sequence: number;
    title: string;
    percent: number;
    done: number;
    skipped: number;
    total: number;
    taken_at: Date;
  }[] = await db('recruitment_application_roadmaps')
    .whereIn('application_id', applicationIds)
    .orderBy(['application_id', 'title', 'roadmap_sequence']);
  for (const r of rows) {
    const list = out.get(r.application_id) ?? [];
    list.push({
      sequence: r.roadmap_sequence,
      title: r.title,
      percent: r.percent,
      done: r.done,
      skipped: r.skipped,
      total: r.total,
      takenAt: new Date(r.taken_at).toISOString(),
    });
    out.set(r.application_id, list);
  }
  return out;
}

/** The experience figures a reviewer sees (none once withdrawn: they are deleted then). */
export async function reviewedSnapshots(
  db: Knex,
  applicationIds: number[],
): Promise<Map<number, ExperienceFigures>> {
  return applicationIds.length ? snapshots(db, applicationIds) : new Map();
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
  if (!rows.length || !rc.optionalService(credentialHoldingsRef)) return out;
  const live = await liveCredentials(rc, [...new Set(rows.map((r) => r.cert_id))]);
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
