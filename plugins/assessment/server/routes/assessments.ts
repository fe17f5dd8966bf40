import { z } from 'zod';
import { idSchema, maskEmail } from '@seodang/sdk/common';
import {
  AppError,
  membershipRef,
  type RegisterEnv,
  type RequestContext,
  type ScopedUser,
} from '@seodang/sdk';
import { managesAssessment, type ExamRow } from '../services/exam-access.ts';
import type { AssessmentRow } from '../assessment-row.ts';
import { owned, scoped, visibleAssessment } from '../assessment-lookup.ts';
import { deleteExamRows, removeStored, startedExaminees, type RunRemoval } from '../services/exam-removal.ts';
import { registerExamRemovalRoutes } from './exam-removal.ts';
import { refuseOpenEmptyExam } from '../services/empty-exam.ts';
import {
  assessmentInputSchema,
  defaultAiExam,
  eventPeriodState,
  examInputSchema,
  validateAssessment,
  type AssessmentResultCode,
} from '../../common/index.ts';
import { examNotFound, quizNotFound, userNotFound } from '../scoped-kinds.ts';

const seqParams = z.object({ lectureSeq: idSchema });
const teacherRoles = ['teacher', 'admin'] as const;
const codeNames: Record<AssessmentResultCode, string> = {
  0: 'normal',
  1: 'nameEmpty',
  2: 'nameExceedLength',
  3: 'descriptionEmpty',
  4: 'descriptionExceedLength',
};

/** A row of assessment_assessments. */

/** URL slug of a title: letters and digits of any script, joined by '-'. */
export const slugOf = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || 'assessment';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function present(row: AssessmentRow) {
  return {
    lectureSeq: row.id,
    lectureSlug: row.url_slug,
    title: row.title,
    description: row.description,
    registerOpen: iso(row.register_open),
    registerClose: iso(row.register_close),
    operateOpen: iso(row.operate_open),
    operateClose: iso(row.operate_close),
    registration: eventPeriodState({ open: row.register_open, close: row.register_close }),
    operation: eventPeriodState(
      { open: row.operate_open, close: row.operate_close },
      Date.now(),
      !!(row.operate_open || row.operate_close),
    ),
  };
}

function checkTitle(body: { title: string; description: string }) {
  const check = validateAssessment(body);
  if (!check.valid) throw new AppError(400, codeNames[check.code], check.messageKey!);
}

const examRowFrom = (body: z.output<typeof examInputSchema>) => ({
  title: body.title,
  start_at: body.startAt,
  end_at: body.endAt,
  devices: JSON.stringify(body.devices),
  identification_upload: body.identificationUpload,
  agreement: body.agreement,
  quizzes: JSON.stringify(body.quizzes),
  ...(body.deviceGraceSeconds === undefined ? {} : { device_grace_seconds: body.deviceGraceSeconds }),
  ...(body.aiExam === undefined ? {} : { ai_exam: JSON.stringify(body.aiExam) }),
  // An editor that does not send levelTest leaves the exam's level test as it is.
  ...(body.levelTest === undefined
    ? {}
    : {
        level: body.levelTest?.level ?? null,
        level_pass_score: body.levelTest?.passScore ?? null,
        level_validity_days: body.levelTest?.validityDays ?? null,
      }),
});

/**
 * The workspace quiz id a reference names: what `Number(quizId)` makes of it, as the workspace
 * reads it. A reference that is no number at all ('q1') is only a label and names no quiz (0);
 * a number that is not written as a plain positive id ('1e1', '0x0c', ' 12') is refused (NaN).
 */
export function quizIdOf(quizId: string): number {
  const n = Number(quizId);
  if (!Number.isFinite(n)) return 0;
  return idSchema.safeParse(n).success && String(n) === quizId ? n : Number.NaN;
}

/**
 * Every id an exam body names, resolved in the request's channel before anything is written: each
 * quiz reference that names a workspace quiz (when the workspace's `quiz` kind is installed), each
 * examinee and each supervisor (members of the channel; public-site accounts on the public site;
 * examinees also those with a pending membership, invited to the channel through the memberships
 * service). One that is not there answers 404, exactly as a missing one does.
 */
async function resolveExamIds(rc: RequestContext, body: z.output<typeof examInputSchema>): Promise<void> {
  const quizIds = body.quizzes.map((q) => quizIdOf(q.quizId)).filter((n) => n !== 0);
  if (quizIds.some(Number.isNaN)) throw new AppError(404, quizNotFound.code, quizNotFound.messageKey);
  if (quizIds.length && rc.hasScopedKind('quiz')) await rc.inChannelMany('quiz', quizIds, quizNotFound);
  await rc.inChannelMany('user', body.supervisorIds, userNotFound);
  const examinees = [...new Set(body.examineeIds)];
  const members = new Set((await rc.keepInChannel<ScopedUser>('user', examinees)).map((u) => u.id));
  const others = examinees.filter((id) => !members.has(id));
  if (!others.length) return;
  if (!rc.channel) throw new AppError(404, userNotFound.code, userNotFound.messageKey);
  // An examinee whose request or invitation to the channel is pending is invited to the channel
  // too (invitedFromAssessment), seats permitting; anyone else is a 404 and nothing is written.
  const channelId = rc.channel.index;
  await rc.db.transaction(async (trx) => {
    const { invited } = await rc
      .service(membershipRef)
      .invite(
        trx,
        { channelId, actorId: rc.user!.id },
        { userIds: others, source: 'assessment', pendingOnly: true },
      );
    if (invited.length !== others.length) throw new AppError(404, userNotFound.code, userNotFound.messageKey);
  });
}

/** Adds or re-roles the exam's members (ids already resolved by `resolveExamIds`). */
async function setMembers(rc: RequestContext, examId: number, body: z.output<typeof examInputSchema>) {
  const rows = [
    ...body.supervisorIds.map((user_id) => ({ exam_id: examId, user_id, role: 'supervisor' })),
    ...body.examineeIds
      .filter((id) => !body.supervisorIds.includes(id))
      .map((user_id) => ({ exam_id: examId, user_id, role: 'student' })),
  ];
  if (rows.length)
    await rc.db('assessment_exam_members').insert(rows).onConflict(['exam_id', 'user_id']).merge(['role']);
}

/** An examinee who has started stays an examinee: making them a supervisor would take their attempt out of sight (409). */
async function refuseStartedRerole(
  rc: RequestContext,
  lectureSeq: number,
  examIndex: number,
  supervisorIds: number[],
) {
  const exam = await rc
    .db('assessment_exams')
    .where({ id: examIndex, assessment_id: lectureSeq })
    .first('id', 'quizzes');
  if (!exam || !supervisorIds.length) return;
  const examinees: number[] = await rc
    .db('assessment_exam_members')
    .where({ exam_id: examIndex, role: 'student' })
    .whereIn('user_id', supervisorIds)
    .pluck('user_id');
  if ((await startedExaminees(rc, rc.db, exam, examinees)).size)
    throw new AppError(409, 'examinee_started', 'assessment.error.examinee_started');
}

const candidatesQuery = z.object({ q: z.string().trim().max(100).default('') });
/** How many member candidates one search answers. */
const candidateLimit = 20;

/** The exam's level test settings as the editor sends them (null: not a level test). */
function levelTestOf(e: object) {
  const l = e as {
    level?: string | null;
    level_pass_score?: number | null;
    level_validity_days?: number | null;
  };
  return l.level
    ? { level: l.level, passScore: l.level_pass_score ?? 0, validityDays: l.level_validity_days ?? null }
    : null;
}

/** An exam as its manager edits it: window, devices, quizzes, level test and members (`started`: an examinee who can no longer be removed). */
function presentManagedExam(
  e: Omit<ExamRow, 'channel_id' | 'owner_id'>,
  members: { exam_id: number; id: number; name: string; email: string; role: string }[],
  started: Set<number>,
) {
  return {
    index: e.id,
    sequence: e.sequence,
    title: e.title,
    startAt: iso(e.start_at),
    endAt: iso(e.end_at),
    devices: e.devices,
    identificationUpload: e.identification_upload,
    deviceGraceSeconds: e.device_grace_seconds,
    agreement: e.agreement,
    quizzes: e.quizzes,
    levelTest: levelTestOf(e),
    aiExam: e.ai_exam ?? defaultAiExam,
    members: members
      .filter((m) => m.exam_id === e.id)
      .map((m) => ({
        id: m.id,
        name: m.name,
        email: maskEmail(m.email),
        role: m.role,
        started: m.role === 'student' && started.has(m.id),
      })),
    startedCount: started.size,
  };
}

/** Manage Assessment: the owner's full view and the member search for examinees and supervisors. */
function registerManageRoutes(env: RegisterEnv, tags: string[]): void {
  env.route({
    method: 'GET',
    path: '/api/assessment/:lectureSeq/manage',
    summary: 'Manage Assessment: the assessment with its exams, their quizzes and members (owner or admin)',
    tags,
    access: teacherRoles,
    params: seqParams,
    async handler({ params }, rc) {
      const row = await owned(rc, params.lectureSeq);
      const exams: Omit<ExamRow, 'channel_id' | 'owner_id'>[] = await rc
        .db('assessment_exams')
        .where({ assessment_id: row.id })
        .orderBy(['start_at', 'id']);
      const members = await rc
        .db('assessment_exam_members as m')
        .join('users as u', 'u.id', 'm.user_id')
        .whereIn(
          'm.exam_id',
          exams.map((e) => e.id),
        )
        .orderBy(['u.name', 'u.id'])
        .select('m.exam_id', 'u.id', 'u.name', 'u.email', 'm.role');
      const started = new Map<number, Set<number>>();
      for (const e of exams)
        started.set(
          e.id,
          await startedExaminees(
            rc,
            rc.db,
            e,
            members.filter((m) => m.exam_id === e.id && m.role === 'student').map((m) => m.id),
          ),
        );
      return {
        data: {
          ...present(row),
          exams: exams.map((e) => presentManagedExam(e, members, started.get(e.id)!)),
        },
      };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/assessment/:lectureSeq/member-candidates',
    summary:
      'Channel members matching a name or e-mail (on the public site: the account with exactly this login id or e-mail), e-mails masked, to add as examinees or supervisors (owner or admin)',
    tags,
    access: teacherRoles,
    params: seqParams,
    query: candidatesQuery,
    async handler({ params, query }, rc) {
      await owned(rc, params.lectureSeq);
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
          q.where((w) => w.whereILike('u.name', like).orWhereILike('u.email', like));
        }
        ids = await q.pluck('u.id');
      } else {
        // On the public site there is no member list: only an exact login id or e-mail names someone.
        if (query.q.length < 2) return { data: [] };
        ids = await rc
          .db('users')
          .whereRaw('lower(user_id) = lower(?)', [query.q])
          .orWhereRaw('lower(email) = lower(?)', [query.q])
          .orderBy('id')
          .pluck('id');
      }
      const found = await rc.keepInChannel<ScopedUser>('user', ids);
      return { data: found.map((u) => ({ id: u.id, name: u.name, email: maskEmail(u.email) })) };
    },
  });
}

/** Assessment management (/manage/my, /manage/assessment/new) and the examinee's list and page. */
export function registerAssessmentRoutes(env: RegisterEnv, runRemoval: RunRemoval): void {
  const tags = ['assessment'];
  registerManageRoutes(env, tags);
  registerExamRemovalRoutes(env, runRemoval);
  env.route({
    method: 'POST',
    path: '/api/assessment',
    summary: 'Create an assessment (validation of §5 "Assessment")',
    tags,
    access: teacherRoles,
    body: assessmentInputSchema,
    async handler({ body }, rc) {
      checkTitle(body);
      const [row] = await rc
        .db('assessment_assessments')
        .insert({
          channel_id: rc.channel?.index ?? null,
          owner_id: rc.user!.id,
          title: body.title.trim(),
          description: body.description.trim(),
          url_slug: slugOf(body.title),
          register_open: body.registerOpen,
          register_close: body.registerClose,
          operate_open: body.operateOpen ?? null,
          operate_close: body.operateClose ?? null,
        })
        .returning('*');
      rc.status(201);
      return { result: 0, data: present(row) };
    },
  });
  env.route({
    method: 'PUT',
    path: '/api/assessment/:lectureSeq',
    summary: 'Edit an assessment',
    tags,
    access: teacherRoles,
    params: seqParams,
    body: assessmentInputSchema,
    async handler({ params, body }, rc) {
      await owned(rc, params.lectureSeq);
      checkTitle(body);
      const [row] = await rc
        .db('assessment_assessments')
        .where({ id: params.lectureSeq })
        .update({
          title: body.title.trim(),
          description: body.description.trim(),
          url_slug: slugOf(body.title),
          register_open: body.registerOpen,
          register_close: body.registerClose,
          operate_open: body.operateOpen ?? null,
          operate_close: body.operateClose ?? null,
          updated_at: rc.db.fn.now(),
        })
        .returning('*');
      return { result: 0, data: present(row) };
    },
  });
  env.route({
    method: 'DELETE',
    path: '/api/assessment/:lectureSeq',
    summary: 'Delete an assessment',
    tags,
    access: teacherRoles,
    params: seqParams,
    async handler({ params }, rc) {
      await owned(rc, params.lectureSeq);
      // Like an exam, an assessment whose exam someone has started is kept: their records are evidence.
      const stored = await rc.db.transaction(async (trx) => {
        const keys = { photos: [] as string[], recordings: [] as string[] };
        const exams = await trx('assessment_exams')
          .where({ assessment_id: params.lectureSeq })
          .orderBy('id')
          .forUpdate()
          .select('id', 'title', 'quizzes');
        for (const exam of exams) {
          const removed = await deleteExamRows(
            rc,
            trx,
            exam,
            runRemoval,
            (count) =>
              new AppError(409, 'assessment_started', 'assessment.error.assessment_started', {
                count,
                exam: exam.title,
              }),
          );
          keys.photos.push(...removed.photos);
          keys.recordings.push(...removed.recordings);
        }
        await trx('assessment_assessments').where({ id: params.lectureSeq }).delete();
        return keys;
      });
      await removeStored(rc, stored);
      return { result: true };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/assessment/manage/my',
    summary: 'My assessments (Manage Assessment)',
    tags,
    access: teacherRoles,
    async handler(_input, rc) {
      const q = scoped(rc).orderBy('id', 'desc');
      if (rc.role !== 'admin') q.where({ owner_id: rc.user!.id });
      return { data: (await q).map(present) };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/assessment/:lectureSeq/exam',
    summary: 'Add an exam (quiz references, window, devices, examinees, supervisors)',
    tags,
    access: teacherRoles,
    params: seqParams,
    body: examInputSchema,
    async handler({ params, body }, rc) {
      await owned(rc, params.lectureSeq);
      await resolveExamIds(rc, body);
      await refuseOpenEmptyExam(rc, body, null);
      const [exam] = await rc
        .db('assessment_exams')
        .insert({ assessment_id: params.lectureSeq, ...examRowFrom(body) })
        .returning(['id', 'sequence']);
      await setMembers(rc, exam.id, body);
      rc.status(201);
      return { data: { index: exam.id, sequence: exam.sequence } };
    },
  });
  env.route({
    method: 'PUT',
    path: '/api/assessment/:lectureSeq/exam/:examIndex',
    summary: 'Edit an exam; members are added or re-roled, never silently removed',
    tags,
    access: teacherRoles,
    params: seqParams.extend({ examIndex: idSchema }),
    body: examInputSchema,
    async handler({ params, body }, rc) {
      await owned(rc, params.lectureSeq);
      const exam = await rc.inChannel<ExamRow>('exam', params.examIndex, examNotFound);
      if (exam.assessment_id !== params.lectureSeq)
        throw new AppError(404, examNotFound.code, examNotFound.messageKey);
      await resolveExamIds(rc, body);
      await refuseOpenEmptyExam(rc, body, params.examIndex);
      await refuseStartedRerole(rc, params.lectureSeq, params.examIndex, body.supervisorIds);
      const n = await rc
        .db('assessment_exams')
        .where({ id: params.examIndex, assessment_id: params.lectureSeq })
        .update({ ...examRowFrom(body), updated_at: rc.db.fn.now() });
      if (!n) throw new AppError(404, 'exam_not_found', 'assessment.error.exam_not_found');
      await setMembers(rc, params.examIndex, body);
      return { data: { index: params.examIndex } };
    },
  });
  // Spec §7 also names this list `/api/lecture/assessment` (My assessments): the same answer.
  for (const path of ['/api/assessment/my', '/api/lecture/assessment'] as const)
    env.route({
      method: 'GET',
      path,
      summary: 'My assessment info: the exams I take or supervise',
      tags,
      access: 'user',
      async handler(_input, rc) {
        const rows = await rc
          .db('assessment_exam_members as m')
          .join('assessment_exams as e', 'e.id', 'm.exam_id')
          .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
          .where('m.user_id', rc.user!.id)
          .whereRaw('coalesce(a.channel_id, 0) = ?', [rc.channel?.index ?? 0])
          .orderBy('e.start_at', 'desc')
          .select(
            'a.id as seq',
            'a.url_slug',
            'a.title as assessment_title',
            'e.id',
            'e.title',
            'e.start_at',
            'e.end_at',
            'm.role',
            'm.exam_status',
          );
        return {
          data: rows.map((r) => ({
            lectureSeq: r.seq,
            lectureSlug: r.url_slug,
            assessmentTitle: r.assessment_title,
            examIndex: r.id,
            title: r.title,
            startAt: iso(r.start_at),
            endAt: iso(r.end_at),
            role: r.role,
            examStatus: r.exam_status,
          })),
        };
      },
    });
  env.route({
    method: 'GET',
    path: '/api/assessment/:lectureSeq',
    summary: 'Assessment page: the assessment and the exams visible to me',
    tags,
    access: 'user',
    params: seqParams,
    async handler({ params }, rc) {
      const row = await visibleAssessment(rc, params.lectureSeq);
      const manager = managesAssessment(rc, row.owner_id);
      const exams = await rc
        .db('assessment_exams as e')
        .leftJoin('assessment_exam_members as m', (j) =>
          j.on('m.exam_id', 'e.id').andOnVal('m.user_id', rc.user!.id),
        )
        .where('e.assessment_id', row.id)
        .orderBy('e.start_at')
        .select('e.id', 'e.sequence', 'e.title', 'e.start_at', 'e.end_at', 'm.role', 'm.exam_status');
      return {
        data: {
          ...present(row),
          isManager: manager,
          exams: exams
            .filter((e) => manager || e.role)
            .map((e) => ({
              index: e.id,
              sequence: e.sequence,
              title: e.title,
              startAt: iso(e.start_at),
              endAt: iso(e.end_at),
              role: manager && !e.role ? 'supervisor' : e.role,
              examStatus: e.exam_status ?? null,
            })),
        },
      };
    },
  });
}
