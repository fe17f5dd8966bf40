import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import {
  ledgerQuery,
  leaderboardQuery,
  privacyInput,
  rulesSchema,
  type LedgerEntry,
  type SourceType,
} from '../../common/index.ts';
import { lectureProgressRef } from '@seodang/plugin-lectures/lecture-progress';
import { activateBuff, buffKind, buffsIn, presentBuff, type BuffRow } from '../buffs.ts';
import { leaderboardOn } from '../channel-settings.ts';
import { isTempTester, lockedProfile } from '../ledger.ts';
import { leaderboard } from '../leaderboard.ts';
import { activeBuffs, presentProfile, profileRow } from '../profiles.ts';
import { recompute } from '../recompute.ts';
import { rulesOf, saveRules } from '../rules.ts';

const tags = ['experience'];

type Lectures = Map<number, { title: string; slug: string }>;

/** The lectures' titles and slugs (through the lectures plugin, when installed), for the links. */
async function lecturesOf(rc: RequestContext, indexes: number[]): Promise<Lectures> {
  const progress = rc.optionalService(lectureProgressRef);
  if (!progress || !indexes.length) return new Map();
  const found = await progress.lectures(channelOf(rc), null, [...new Set(indexes)]);
  return new Map(found.map((l) => [l.lectureIndex, { title: l.title, slug: l.slug }]));
}

/** Where a ledger row's source is shown. */
function linkOf(type: SourceType, ref: Record<string, string | number>, lectures: Lectures): string | null {
  const lecture = lectures.get(Number(ref.lectureIndex));
  const lecturePath = lecture ? `/lecture/${ref.lectureIndex}/${encodeURIComponent(lecture.slug)}` : null;
  if (type === 'lesson') return lecturePath && `${lecturePath}/lesson/${ref.lessonIndex}`;
  if (type === 'quiz') return `/workspace/quiz/${ref.quizIndex}`;
  if (type === 'certificate' || type === 'badge') return `/cert/${encodeURIComponent(String(ref.certId))}`;
  if (type === 'attendance' || type === 'streak') return '/learn/attendance';
  if (type === 'lecture') return lecturePath;
  return null;
}
const channelOf = (rc: RequestContext) => rc.channel?.index ?? null;

/** Temporary testers have no profile: what would make one refuses them. */
async function requireProfileHolder(rc: RequestContext): Promise<number> {
  const user = rc.requireUser();
  if (await isTempTester(rc.db, user.id, channelOf(rc)))
    throw new AppError(403, 'no_profile', 'experience.error.no_profile');
  return user.id;
}

/** The experience API: the caller's profile, ledger, buffs and leaderboard; the admin's rules and recompute. */
export function registerExperienceRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/experience/profile',
    summary: "My experience profile in this organisation (spec §3's fields; the defaults before any XP)",
    tags,
    access: 'user',
    async handler(_input, rc) {
      const userId = rc.requireUser().id;
      return {
        data: await presentProfile(
          rc.db,
          userId,
          channelOf(rc),
          await profileRow(rc.db, userId, channelOf(rc)),
        ),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/experience/ledger',
    summary: 'Why I have my XP: my ledger rows, newest first, each naming its source',
    tags,
    access: 'user',
    query: ledgerQuery,
    async handler({ query }, rc) {
      const base = rc
        .db('experience_ledger')
        .where({ user_id: rc.requireUser().id })
        .whereRaw('coalesce(channel_id, 0) = ?', [channelOf(rc) ?? 0]);
      const [{ n }] = (await base.clone().count({ n: '*' })) as { n: string }[];
      const rows = (await base
        .clone()
        .orderBy('id', 'desc')
        .offset((query.page - 1) * query.limit)
        .limit(query.limit)
        .select('*')) as {
        id: string;
        source_type: SourceType;
        source_state: string | null;
        revision: number;
        base_xp: number;
        multiplier: string;
        xp: number;
        pieces: number;
        ref: Record<string, string | number>;
        created_at: Date;
      }[];
      const lectures = await lecturesOf(
        rc,
        rows.map((r) => Number(r.ref.lectureIndex)).filter((n) => n > 0),
      );
      const list: LedgerEntry[] = rows.map((r) => ({
        index: Number(r.id),
        sourceType: r.source_type,
        sourceState: r.source_state,
        revision: r.revision,
        baseXp: r.base_xp,
        multiplier: Number(r.multiplier),
        xp: r.xp,
        pieces: r.pieces,
        ref: r.ref,
        link: linkOf(r.source_type, r.ref, lectures),
        lectureTitle: lectures.get(Number(r.ref.lectureIndex))?.title ?? null,
        createdAt: new Date(r.created_at).toISOString(),
      }));
      return { data: { list, totalCount: Number(n), page: query.page, limit: query.limit } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/experience/buffs',
    summary: 'The buff catalogue and my active buffs',
    tags,
    access: 'user',
    async handler(_input, rc) {
      const rows = (await buffsIn(rc.db, channelOf(rc)).orderBy('id').select('*')) as BuffRow[];
      const profile = await profileRow(rc.db, rc.requireUser().id, channelOf(rc));
      return {
        data: {
          list: rows.map(presentBuff),
          active: profile ? await activeBuffs(rc.db, profile.id) : [],
          pieceCount: profile?.piece_count ?? 0,
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/experience/buffs/:id/activate',
    summary:
      'Spend pieces on a buff (Idempotency-Key header: the same key answers the same activation); 409 while one is active or short of pieces',
    tags,
    access: 'user',
    params: z.object({ id: idSchema }),
    async handler({ params }, rc) {
      const buff = await rc.inChannel<BuffRow>(buffKind, params.id, {
        code: 'buff_not_found',
        messageKey: 'experience.error.buff_not_found',
      });
      const key = (rc.raw as { get(name: string): string }).get('Idempotency-Key').trim();
      if (!/^[\w.:-]{8,100}$/.test(key))
        throw new AppError(400, 'idempotency_key', 'experience.error.idempotency_key');
      const userId = await requireProfileHolder(rc);
      const done = await activateBuff(rc.db, userId, channelOf(rc), buff, key);
      rc.status(done.created ? 201 : 200);
      return { data: done };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/experience/leaderboard',
    summary:
      "The organisation's top 50 for the week (from Monday, Korean time), month or all time, and my place",
    tags,
    access: 'user',
    query: leaderboardQuery,
    async handler({ query }, rc) {
      if (!(await leaderboardOn(rc)))
        return {
          data: { enabled: false, period: query.period, since: null, list: [], me: null, optedOut: false },
        };
      const board = await leaderboard(rc.db, channelOf(rc), rc.requireUser().id, query.period);
      return { data: { enabled: true, ...board } };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/experience/privacy',
    summary: 'Leave the leaderboard (or join it again)',
    tags,
    access: 'user',
    body: privacyInput,
    bodyLimit: '1kb',
    async handler({ body }, rc) {
      const userId = await requireProfileHolder(rc);
      await rc.db.transaction(async (trx) => {
        const profile = await lockedProfile(trx, userId, channelOf(rc));
        await trx('experience_profiles')
          .where({ id: profile.id })
          .update({ leaderboard_opt_out: body.leaderboardOptOut, updated_at: trx.fn.now() });
      });
      return { data: { leaderboardOptOut: body.leaderboardOptOut } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/experience/rules',
    summary: "The organisation's XP rules (what each source earns)",
    tags,
    access: 'user',
    async handler(_input, rc) {
      return { data: await rulesOf(rc.db, channelOf(rc)) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/experience/rules',
    summary: "Change the organisation's XP rules (from now on; earned rows stay)",
    tags,
    access: ['admin'],
    body: rulesSchema,
    bodyLimit: '2kb',
    async handler({ body }, rc) {
      await saveRules(rc.db, channelOf(rc), body, rc.requireUser().id);
      return { data: await rulesOf(rc.db, channelOf(rc)) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/experience/recompute',
    summary: "Rebuild every profile's totals from the ledger and report the differences",
    tags,
    access: ['admin'],
    async handler(_input, rc) {
      return { data: { differences: await recompute(rc.db, channelOf(rc)) } };
    },
  });
}
