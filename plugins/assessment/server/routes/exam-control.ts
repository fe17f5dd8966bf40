import { z } from 'zod';
import { AppError, sanitizeRichText, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { examineesTopic, examineeTopic, examTargetSchema, supervisorsTopic } from '../../common/index.ts';
import { requireSupervisor, findExamBySequence, type ExamRow } from '../services/exam-access.ts';
import { memberQuery, presentSupervisedUser, type MemberRow } from '../services/examinee-state.ts';
import { resolveTargets, type ResolvedTarget } from '../services/targets.ts';
import { examParams, iso } from './params.ts';
import { userNotFound } from '../scoped-kinds.ts';
import { idSchema } from '@seodang/sdk/common';

type GroupResolve = Parameters<typeof resolveTargets>[3];

/** Sends one event to the targets: one publish for everyone, else one per examinee. */
async function toExaminees(
  rc: RequestContext,
  exam: ExamRow,
  target: ResolvedTarget,
  event: string,
  data: unknown,
) {
  if (target.all) await rc.publish(examineesTopic(exam.id), event, data);
  else await Promise.all(target.userIds.map((id) => rc.publish(examineeTopic(exam.id, id), event, data)));
}

const searchColumns: Record<string, string> = {
  name: 'u.name',
  email: 'u.email',
  userId: 'u.user_id',
  id: 'u.user_id',
};

/** The supervisor's side of §7 "Exams": the live status list and the actions on examinees. */
export function registerControlRoutes(env: RegisterEnv, resolveGroup: GroupResolve): void {
  const tags = ['exam', 'supervision'];
  const target = async (rc: RequestContext, body: z.output<typeof examTargetSchema>) => {
    const exam = await requireSupervisor(rc, body.examIndex);
    if (body.studentIds?.length) await rc.inChannelMany('user', body.studentIds, userNotFound);
    return { exam, target: await resolveTargets(rc.db, exam.id, body, resolveGroup) };
  };

  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex/live-exam-status',
    summary: 'Live status list (search `{searchType}_{searchQuery}`, start, length)',
    tags,
    access: 'user',
    params: examParams,
    query: z.object({
      lectureIndex: idSchema.optional(),
      'search[value]': z.string().max(200).optional(),
      search: z.union([z.string(), z.object({ value: z.string().max(200) })]).optional(),
      start: z.coerce.number().int().min(0).max(1_000_000).default(0),
      length: z.coerce.number().int().min(1).max(1000).default(50),
    }),
    async handler({ params, query }, rc) {
      const exam = await requireSupervisor(rc, params.examIndex);
      const raw =
        query['search[value]'] ??
        (typeof query.search === 'string' ? query.search : query.search?.value) ??
        '';
      const cut = raw.indexOf('_');
      const base = memberQuery(rc.db, exam.id).where('m.role', 'student');
      const total = Number((await base.clone().clearSelect().count({ c: '*' }))[0].c);
      const column = cut > 0 ? searchColumns[raw.slice(0, cut)] : undefined;
      const word = cut > 0 ? raw.slice(cut + 1) : raw;
      if (word) {
        if (column) base.whereILike(column, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        else base.where((q) => q.whereILike('u.name', `%${word}%`).orWhereILike('u.email', `%${word}%`));
      }
      const filtered = Number((await base.clone().clearSelect().count({ c: '*' }))[0].c);
      const rows: MemberRow[] = await base
        .orderBy([{ column: 'u.name' }, { column: 'u.id' }])
        .offset(query.start)
        .limit(query.length);
      const now = Date.now();
      return {
        recordsTotal: total,
        recordsFiltered: filtered,
        data: rows.map((r) => presentSupervisedUser(exam, r, now)),
        currentServerTime: now,
      };
    },
  });

  for (const action of ['pause', 'resume'] as const) {
    env.route({
      method: 'POST',
      path: `/api/exam/${action}`,
      summary: `${action === 'pause' ? 'Pause' : 'Resume'} examinees (some, a group or all); paused time is given back`,
      tags,
      access: 'user',
      body: examTargetSchema,
      async handler({ body }, rc) {
        const { exam, target: t } = await target(rc, body);
        if (!t.userIds.length) return { result: true, userIds: [] };
        const q = rc
          .db('assessment_exam_members')
          .where({ exam_id: exam.id, role: 'student' })
          .whereIn('user_id', t.userIds);
        if (action === 'pause') await q.whereNull('paused_at').update({ paused_at: rc.db.fn.now() });
        else
          await q.whereNotNull('paused_at').update({
            paused_total_ms: rc.db.raw(
              'paused_total_ms + floor(extract(epoch from (now() - paused_at)) * 1000)::bigint',
            ),
            paused_at: null,
          });
        const isPaused = action === 'pause';
        await toExaminees(rc, exam, t, `exam.${action}`, { isPaused, at: Date.now() });
        await rc.publish(supervisorsTopic(exam.id), 'exam.paused', { userIds: t.userIds, isPaused });
        return { result: true, userIds: t.userIds, isPaused };
      },
    });
  }

  env.route({
    method: 'POST',
    path: '/api/exam/extra-time',
    summary: 'Extend the exam time of examinees (extraTime in ms)',
    tags,
    access: 'user',
    body: examTargetSchema.extend({
      extraTime: z.coerce
        .number()
        .int()
        .positive()
        .max(24 * 3600 * 1000),
    }),
    async handler({ body }, rc) {
      const { exam, target: t } = await target(rc, body);
      if (!t.userIds.length) return { fail: 1 };
      const rows: { user_id: number; extra_time_ms: string | number }[] = await rc
        .db('assessment_exam_members')
        .where({ exam_id: exam.id })
        .whereIn('user_id', t.userIds)
        .increment('extra_time_ms', body.extraTime)
        .returning(['user_id', 'extra_time_ms']);
      // Each target's extra time after this extension: a supervisor's screen sets it (the answer
      // and the event may both arrive; adding the delta twice would count it twice).
      const extraTimes = Object.fromEntries(rows.map((r) => [r.user_id, Number(r.extra_time_ms)]));
      await toExaminees(rc, exam, t, 'exam.extra-time', { extraTime: body.extraTime });
      await rc.publish(supervisorsTopic(exam.id), 'exam.extra-time', {
        userIds: t.userIds,
        extraTime: body.extraTime,
        extraTimes,
      });
      return { fail: 0, userIds: t.userIds, extraTimes };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/exam/reload',
    summary: 'Reload the exam room of examinees',
    tags,
    access: 'user',
    body: examTargetSchema,
    async handler({ body }, rc) {
      const { exam, target: t } = await target(rc, body);
      await toExaminees(rc, exam, t, 'exam.reload', { at: Date.now() });
      return { success: t.userIds.length ? 1 : 0 };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/exam/identification/check',
    summary: "Mark an examinee's identity as verified",
    tags,
    access: 'user',
    body: z.object({
      examIndex: idSchema,
      userId: idSchema,
    }),
    async handler({ body }, rc) {
      const exam = await requireSupervisor(rc, body.examIndex);
      await rc.inChannel('user', body.userId, userNotFound);
      const n = await rc
        .db('assessment_exam_members')
        .where({ exam_id: exam.id, user_id: body.userId, role: 'student' })
        .update({
          identification_checked: true,
          identification_checker_id: rc.user!.id,
          identification_check_date: rc.db.fn.now(),
        });
      if (!n) return { status: false };
      await rc.publish(examineeTopic(exam.id, body.userId), 'exam.identification', { checked: true });
      await rc.publish(supervisorsTopic(exam.id), 'exam.identification', {
        userId: body.userId,
        checked: true,
        checkerId: rc.user!.id,
      });
      return { status: true };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/noticeMsg/:examSequence/create',
    summary: 'Send a notice to all, one examinee or a group',
    tags,
    access: 'user',
    params: z.object({ examSequence: idSchema }),
    bodyLimit: '100kb',
    body: z.object({
      scope: z.null().optional(),
      title: z.string().max(200).default(''),
      contents: z.string().min(1).max(20_000),
      isRealTimeControlRoom: z.boolean().optional(),
      target: z.union([z.literal('all'), idSchema, z.object({ supervisionGroupIndex: idSchema })]),
    }),
    async handler({ params, body }, rc) {
      const found = await findExamBySequence(rc.db, params.examSequence, rc.channel);
      if (!found) throw new AppError(404, 'exam_not_found', 'assessment.error.exam_not_found');
      const exam = await requireSupervisor(rc, found.id);
      if (typeof body.target === 'number') await rc.inChannel('user', body.target, userNotFound);
      const t = await resolveTargets(
        rc.db,
        exam.id,
        body.target === 'all'
          ? { allExaminee: true }
          : typeof body.target === 'number'
            ? { studentIds: [body.target] }
            : { supervisionGroupIndex: body.target.supervisionGroupIndex },
        resolveGroup,
      );
      if (!t.userIds.length) return { result: false };
      const contents = sanitizeRichText(body.contents);
      const [row] = await rc
        .db('assessment_exam_notices')
        .insert({
          exam_id: exam.id,
          target: t.all
            ? 'all'
            : typeof body.target === 'number'
              ? String(body.target)
              : `group:${body.target === 'all' ? '' : (body.target as { supervisionGroupIndex: number }).supervisionGroupIndex}`,
          title: body.title,
          contents,
          author_id: rc.user!.id,
        })
        .returning(['id', 'created_at']);
      if (!t.all)
        await rc
          .db('assessment_exam_notice_targets')
          .insert(t.userIds.map((user_id) => ({ notice_id: row.id, user_id })));
      await toExaminees(rc, exam, t, 'exam.notice', {
        index: Number(row.id),
        title: body.title,
        contents,
        createdAt: iso(row.created_at),
      });
      return { result: true };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex/access-history',
    summary: 'Real-time access history (ALL, ENTER, EXIT)',
    tags,
    access: 'user',
    params: examParams,
    query: z.object({
      type: z.enum(['ALL', 'ENTER', 'EXIT']).default('ALL'),
      limit: z.coerce.number().int().min(1).max(500).default(200),
    }),
    async handler({ params, query }, rc) {
      const exam = await requireSupervisor(rc, params.examIndex);
      const q = rc
        .db('assessment_exam_history as h')
        .join('users as u', 'u.id', 'h.user_id')
        .where('h.exam_id', exam.id)
        .orderBy('h.id', 'desc')
        .limit(query.limit);
      if (query.type === 'ENTER') q.whereIn('h.type', ['EXAM_ENTER', 'EXAM_REENTER']);
      if (query.type === 'EXIT') q.whereIn('h.type', ['EXAM_LEAVE', 'EXAM_FINISHED']);
      const rows = await q.select('h.user_id', 'u.name', 'h.type', 'h.created_at');
      return {
        data: rows.map((r) => ({
          userId: r.user_id,
          name: r.name,
          type: r.type,
          createdAt: iso(r.created_at),
        })),
      };
    },
  });
}
