import { z } from 'zod';
import { channelJobIdSchema, idSchema } from '@seodang/sdk/common';
import { AppError, sendAttachment, type Knex, type RegisterEnv, type ScopedUser } from '@seodang/sdk';
import {
  achievementInput,
  awardInput,
  type Badge,
  type BadgeAward,
  type BadgeCandidate,
} from '../../common/badges.ts';
import { certIdSchema, revokeInput } from '../../common/certificates.ts';
import { certificateInChannel, readableCertificate } from '../certificates/certificate-lookup.ts';
import { revokeCredential } from '../issue.ts';
import { issuerOf } from '../issuer.ts';
import {
  achievementInChannel,
  manageableAchievement,
  presentAchievement,
  startLevelBackfill,
} from './achievements.ts';
import { announceBadge, awardBadge, type AchievementRow } from './award.ts';
import { bakedBadgePng } from './baked-png.ts';
import { levelBackfillJob, type BackfillProgress } from './badge-rules.ts';
import { sanitizeSvg } from './svg.ts';

const tags = ['badge'];
const idParams = z.object({ id: idSchema });
const certParams = z.object({ id: certIdSchema });
const backfillParams = z.object({ id: idSchema, jobId: channelJobIdSchema });
const candidatesQuery = z.object({ q: z.string().trim().max(100).default('') });
/** How many members one candidate search answers. */
const candidateLimit = 20;
/** How many awards the manager's list shows. */
const awardListLimit = 500;

const awardedCount = async (db: Knex, ids: number[]) => {
  if (!ids.length) return new Map<number, number>();
  const rows = (await db('certificates')
    .where({ source_kind: 'badge' })
    .whereIn('source_index', ids)
    .whereNull('replaced_at')
    .groupBy('source_index')
    .select('source_index', db.raw('count(*)::int as n'))) as { source_index: number; n: number }[];
  return new Map(rows.map((r) => [r.source_index, r.n]));
};

/**
 * Badges: achievements a teacher or admin makes (sanitised SVG image), awarded by hand or by rule,
 * each award signed like a certificate and verified at `/cert/{certId}`, downloadable as a baked PNG.
 */
export function registerBadgeRoutes(env: RegisterEnv, siteName: () => string): void {
  env.route({
    method: 'GET',
    path: '/api/badge',
    summary: 'My badges in this channel, newest first',
    tags,
    access: 'user',
    async handler(_input, rc) {
      const rows = (await rc
        .db('certificates as c')
        .join('credentials_issued as i', 'i.id', 'c.credential_id')
        .join('badge_achievements as a', 'a.id', 'c.source_index')
        .where({ 'c.source_kind': 'badge', 'c.user_id': rc.requireUser().id })
        .whereRaw('coalesce(c.channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .whereNull('c.replaced_at')
        .orderBy('c.issued_at', 'desc')
        .select(
          'c.cert_id',
          'c.source_index',
          'c.issued_at',
          'a.name',
          'a.description',
          'a.image_svg',
          'i.revoked_at',
        )) as {
        cert_id: string;
        source_index: number;
        issued_at: Date;
        name: string;
        description: string;
        image_svg: string;
        revoked_at: Date | null;
      }[];
      const list: Badge[] = rows.map((r) => ({
        certId: r.cert_id,
        achievementId: r.source_index,
        name: r.name,
        description: r.description,
        image: r.image_svg,
        issuedAt: new Date(r.issued_at).toISOString(),
        revoked: r.revoked_at !== null,
      }));
      return { data: { list } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/badge/achievements',
    summary: "The channel's achievements: the active ones, and archived ones too for teachers and admins",
    tags,
    access: 'user',
    async handler(_input, rc) {
      const q = rc
        .db('badge_achievements')
        .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .orderBy('id', 'desc');
      if (rc.role !== 'teacher' && rc.role !== 'admin') q.where({ state: 'active' });
      const rows = (await q.select('*')) as AchievementRow[];
      const counts = await awardedCount(
        rc.db,
        rows.map((r) => r.id),
      );
      return { data: { list: rows.map((r) => presentAchievement(rc, r, counts.get(r.id) ?? 0)) } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/badge/achievements',
    summary: 'Make an achievement (teachers and admins); its SVG image is sanitised',
    tags,
    access: ['teacher', 'admin'],
    body: achievementInput,
    bodyLimit: '48kb',
    async handler({ body }, rc) {
      if (body.rule.kind !== 'manual' && 'lectureIndex' in body.rule && body.rule.lectureIndex !== null)
        await rc.inChannel('lecture', body.rule.lectureIndex, {
          code: 'lecture_not_found',
          messageKey: 'credentials.error.lecture_not_found',
        });
      const [row] = (await rc
        .db('badge_achievements')
        .insert({
          channel_id: rc.channel?.index ?? null,
          name: body.name,
          description: body.description,
          criteria: body.criteria,
          image_svg: sanitizeSvg(body.image),
          rule: JSON.stringify(body.rule),
          created_by: rc.requireUser().id,
        })
        .returning('*')) as AchievementRow[];
      // Learners already at the level get it too, in the background after the commit.
      // The job's id comes back so the screen can show how far it got.
      const backfillJobId = row!.rule.kind === 'level_reached' ? await startLevelBackfill(rc, row!.id) : null;
      rc.status(201);
      return {
        data: presentAchievement(rc, { ...row!, backfill_job_id: backfillJobId }, 0),
        backfillJobId,
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/badge/achievements/:id',
    summary: 'Edit an achievement (the teacher who made it, or the channel admin)',
    tags,
    access: ['teacher', 'admin'],
    params: idParams,
    body: achievementInput,
    bodyLimit: '48kb',
    async handler({ params, body }, rc) {
      await manageableAchievement(rc, params.id);
      if (body.rule.kind !== 'manual' && 'lectureIndex' in body.rule && body.rule.lectureIndex !== null)
        await rc.inChannel('lecture', body.rule.lectureIndex, {
          code: 'lecture_not_found',
          messageKey: 'credentials.error.lecture_not_found',
        });
      const [row] = (await rc
        .db('badge_achievements')
        .where({ id: params.id })
        .update({
          name: body.name,
          description: body.description,
          criteria: body.criteria,
          image_svg: sanitizeSvg(body.image),
          rule: JSON.stringify(body.rule),
          updated_at: rc.db.fn.now(),
        })
        .returning('*')) as AchievementRow[];
      const backfillJobId =
        row!.rule.kind === 'level_reached' && row!.state === 'active'
          ? await startLevelBackfill(rc, row!.id)
          : null;
      const counts = await awardedCount(rc.db, [params.id]);
      return {
        data: presentAchievement(
          rc,
          { ...row!, backfill_job_id: backfillJobId ?? row!.backfill_job_id ?? null },
          counts.get(params.id) ?? 0,
        ),
        backfillJobId,
      };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/badge/achievements/:id',
    summary: 'Delete an achievement never awarded; one awarded is archived (its badges stay valid)',
    tags,
    access: ['teacher', 'admin'],
    params: idParams,
    async handler({ params }, rc) {
      await manageableAchievement(rc, params.id);
      const outcome = await rc.db.transaction(async (trx) => {
        await trx('badge_achievements').where({ id: params.id }).forUpdate().first('id');
        const awarded = await trx('certificates')
          .where({ source_kind: 'badge', source_index: params.id })
          .first('id');
        if (awarded) {
          await trx('badge_achievements')
            .where({ id: params.id })
            .update({ state: 'archived', updated_at: trx.fn.now() });
          return 'archived' as const;
        }
        await trx('badge_achievements').where({ id: params.id }).delete();
        return 'deleted' as const;
      });
      return { data: { id: params.id, outcome } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/badge/achievements/:id/backfill',
    summary:
      'Give a level badge to the learners already at its level, in the background (again after a failure)',
    tags,
    access: ['teacher', 'admin'],
    params: idParams,
    async handler({ params }, rc) {
      const achievement = await manageableAchievement(rc, params.id);
      if (achievement.state !== 'active' || achievement.rule.kind !== 'level_reached')
        throw new AppError(409, 'backfill_not_level', 'credentials.error.backfill_not_level');
      const id = await startLevelBackfill(rc, achievement.id);
      rc.status(202);
      return { data: { jobId: id } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/badge/achievements/:id/backfill/:jobId',
    summary: "How far a level badge's backfill got: queued, running n of m, done or failed",
    tags,
    access: ['teacher', 'admin'],
    params: backfillParams,
    async handler({ params }, rc) {
      const achievement = await manageableAchievement(rc, params.id);
      const notFound = new AppError(404, 'backfill_not_found', 'credentials.error.backfill_not_found');
      // Only the badge's latest backfill, as kept with it: another badge's job (even one not yet
      // started, which has no progress to tell whose it is) or an older run is not found.
      if (achievement.backfill_job_id !== params.jobId) throw notFound;
      const status = await rc.channelJobStatus(levelBackfillJob, params.jobId);
      if (!status) throw notFound;
      const progress =
        typeof status.progress === 'object' ? (status.progress as unknown as BackfillProgress) : null;
      if (progress && progress.achievementId !== params.id) throw notFound;
      const state =
        status.state === 'completed'
          ? 'done'
          : status.state === 'failed'
            ? 'failed'
            : status.state === 'active'
              ? 'running'
              : 'queued';
      return {
        data: {
          jobId: params.jobId,
          state,
          done: progress?.done ?? 0,
          total: progress?.total ?? null,
          awarded: progress?.awarded ?? 0,
          attempts: status.attemptsMade,
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/badge/achievements/:id/award',
    summary: 'Award an achievement to a member by hand (201 new; 200 the one they hold)',
    tags,
    access: ['teacher', 'admin'],
    params: idParams,
    body: awardInput,
    bodyLimit: '1kb',
    async handler({ params, body }, rc) {
      const achievement = await manageableAchievement(rc, params.id);
      if (achievement.state !== 'active')
        throw new AppError(409, 'achievement_archived', 'credentials.error.achievement_archived');
      const holder = await rc.inChannel<ScopedUser>('user', body.userId, {
        code: 'user_not_found',
        messageKey: 'credentials.error.user_not_found',
      });
      const { row, created } = await awardBadge(rc.db, achievement, {
        origin: rc.origin,
        issuerName: (await issuerOf(rc, siteName())).name,
        holder: { id: holder.id, name: holder.name, email: holder.email || null },
        awardedBy: rc.requireUser().id,
      });
      if (created) await announceBadge(rc, row, achievement.id);
      rc.status(created ? 201 : 200);
      return { data: { certId: row.cert_id, achievementId: achievement.id, userId: holder.id, created } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/badge/:id/revoke',
    summary: 'Revoke a badge with a reason (shown publicly); revoking again changes nothing',
    tags,
    access: ['teacher', 'admin'],
    params: certParams,
    body: revokeInput,
    bodyLimit: '2kb',
    async handler({ params, body }, rc) {
      const row = await certificateInChannel(rc, params.id);
      if (row.source_kind !== 'badge')
        throw new AppError(404, 'certificate_not_found', 'credentials.error.certificate_not_found');
      await manageableAchievement(rc, row.source_index);
      await revokeCredential(rc.db, row.credential_id, { userId: rc.requireUser().id, reason: body.reason });
      const after = await certificateInChannel(rc, params.id);
      return {
        data: {
          certId: after.cert_id,
          revocation: after.revoked_at
            ? { reason: after.revoke_reason ?? '', revokedAt: new Date(after.revoked_at).toISOString() }
            : null,
        },
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/badge/achievements/:id/awards',
    summary: "An achievement's awards, newest first, with the holder and any revocation (its managers)",
    tags,
    access: ['teacher', 'admin'],
    params: idParams,
    async handler({ params }, rc) {
      await manageableAchievement(rc, params.id);
      const rows = (await rc
        .db('certificates as c')
        .leftJoin('credentials_issued as ci', 'ci.id', 'c.credential_id')
        .where({ 'c.source_kind': 'badge', 'c.source_index': params.id })
        .whereNull('c.replaced_at')
        .orderBy('c.id', 'desc')
        .limit(awardListLimit)
        .select(
          'c.cert_id',
          'c.user_id',
          'c.holder_name',
          'c.issued_at',
          'ci.revoked_at',
          'ci.revoke_reason',
        )) as {
        cert_id: string;
        user_id: number;
        holder_name: string;
        issued_at: Date;
        revoked_at: Date | null;
        revoke_reason: string | null;
      }[];
      const list: BadgeAward[] = rows.map((r) => ({
        certId: r.cert_id,
        userId: r.user_id,
        holderName: r.holder_name,
        issuedAt: new Date(r.issued_at).toISOString(),
        revocation: r.revoked_at
          ? { reason: r.revoke_reason ?? '', revokedAt: new Date(r.revoked_at).toISOString() }
          : null,
      }));
      return { data: { list } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/badge/achievements/:id/candidates',
    summary:
      "The channel's members matching a login id or name, to award an achievement to (its managers; on the public site: the exact login id)",
    tags,
    access: ['teacher', 'admin'],
    params: idParams,
    query: candidatesQuery,
    async handler({ params, query }, rc) {
      await manageableAchievement(rc, params.id);
      let ids: number[];
      if (rc.channel) {
        const q = rc
          .db('users as u')
          .join('channel_members as cm', 'cm.user_id', 'u.id')
          .where({ 'cm.channel_id': rc.channel.index, 'cm.state': 'joined', 'cm.is_active': true })
          .orderBy(['u.name', 'u.id'])
          .limit(candidateLimit);
        if (query.q) {
          const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          q.where((w) => w.whereILike('u.name', like).orWhereILike('u.user_id', like));
        }
        ids = await q.pluck('u.id');
      } else {
        if (query.q.length < 2) return { data: { list: [] } };
        ids = await rc.db('users').whereRaw('lower(user_id) = lower(?)', [query.q]).pluck('id');
      }
      const found = await rc.keepInChannel<ScopedUser>('user', ids);
      const logins = new Map(
        (
          (await rc
            .db('users')
            .whereIn(
              'id',
              found.map((u) => u.id),
            )
            .select('id', 'user_id')) as {
            id: number;
            user_id: string;
          }[]
        ).map((u) => [u.id, u.user_id]),
      );
      const list: BadgeCandidate[] = found.map((u) => ({
        id: u.id,
        loginId: logins.get(u.id) ?? '',
        name: u.name,
      }));
      return { data: { list } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/badge/:id/png',
    summary: 'The badge as a PNG with its credential baked in (Open Badges iTXt `openbadgecredential`)',
    tags,
    access: 'public',
    service: null,
    channelPublic: true,
    params: certParams,
    async handler({ params }, rc) {
      const { row } = await readableCertificate(rc, params.id);
      if (row.source_kind !== 'badge')
        throw new AppError(404, 'certificate_not_found', 'credentials.error.certificate_not_found');
      const achievement = await achievementInChannel(rc, row.source_index);
      const png = await bakedBadgePng(achievement.image_svg, row.credential_jwt);
      sendAttachment(rc, `badge-${row.cert_id}.png`, png, { type: 'image/png' });
      return undefined;
    },
  });
}
