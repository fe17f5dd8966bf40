import { z } from 'zod';
import { AppError, mediaRef, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import type { AccessHistoryType } from '../../common/index.ts';
import {
  examRole,
  isExamSupervisor,
  requireChannelUser,
  requireExam,
  requireExaminee,
  type ExamRow,
} from '../services/exam-access.ts';
import { presentSupervisedUser, updateStatus, type MemberRow } from '../services/examinee-state.ts';
import { decide, enforce } from '../services/gate.ts';
import { examParams, iso } from './params.ts';
import { reportDevices } from '../services/device-report.ts';
import { scoreDataOf } from '../services/exam-scores.ts';
import { announceExamFinished } from '../services/exam-finished.ts';
import { checkLeaveAfterGrace } from '../services/presence.ts';
import { exitForLostDevices } from '../services/device-exit.ts';
import { memosOf, saveMemo } from '../services/exam-memos.ts';
import { examMemoBodySchema } from '../../common/exam-memos.ts';
import { idSchema } from '@seodang/sdk/common';

const member = async (rc: RequestContext, examId: number, userId: number): Promise<MemberRow> =>
  rc.db('assessment_exam_members').where({ exam_id: examId, user_id: userId }).first();

/** examData of §3: what the exam room and the waiting room need (never answers of others). */
export function presentExamData(exam: ExamRow) {
  return {
    index: exam.id,
    sequence: exam.sequence,
    lecture_index: exam.assessment_id,
    title: exam.title,
    token: exam.token,
    identification: { upload: exam.identification_upload },
    devices: exam.devices,
    deviceGraceSeconds: exam.device_grace_seconds,
    agreement: exam.agreement,
    startAt: iso(exam.start_at),
    endAt: iso(exam.end_at),
    quizzes: exam.quizzes.map((q, i) => ({ index: i, quizId: q.quizId, title: q.title, score: q.score })),
  };
}

/** Why an examinee may not enter now, or null. */
function enterRefusal(exam: ExamRow, row: MemberRow, now: number): string | null {
  if (!row.agreed_at) return 'no_agreement';
  // Nothing to answer: the examinee would sit in an empty room on the clock.
  if (!exam.quizzes?.length) return 'no_questions';
  if (exam.identification_upload && !row.identification_photo) return 'no_identity_photo';
  const d = decide(exam, row, now);
  return d.allowed || d.reason === 'paused' ? null : d.reason;
}

async function recordHistory(rc: RequestContext, exam: ExamRow, type: AccessHistoryType) {
  const at = new Date();
  await rc
    .db('assessment_exam_history')
    .insert({ exam_id: exam.id, user_id: rc.user!.id, type, ip: rc.ip, created_at: at });
  await rc.db('assessment_exam_signals').insert({
    exam_id: exam.id,
    user_id: rc.user!.id,
    kind: 'ip',
    data: JSON.stringify({ type }),
    ip: rc.ip,
    at,
  });
  const entry = { userId: rc.user!.id, name: rc.user!.name, type, createdAt: at.toISOString() };
  const state = await updateStatus(
    rc.db,
    exam,
    rc.user!.id,
    { kind: 'history', type, at: at.toISOString() },
    rc.publish,
  );
  await rc.publish(`exam:${exam.id}:supervisors`, 'exam.history', entry);
  return { history: entry, state };
}

/** How long after finishing the exam room's last queued signals are still taken. */
const signalGraceAfterFinishMs = 60_000;

/** The examinee's side of §7 "Exams": exam data, admittance, agreement, presence, memo and signals (answers live in the workspace). */
export function registerExamineeRoutes(env: RegisterEnv): void {
  const tags = ['exam'];
  const agreementQuery = z.object({
    userId: idSchema,
    examIndex: idSchema,
  });

  env.route({
    method: 'POST',
    path: '/api/exam/agreement',
    summary: 'Give the exam agreement (the examinee themself)',
    tags,
    access: 'user',
    body: agreementQuery,
    async handler({ body }, rc) {
      if (body.userId !== rc.user!.id)
        throw new AppError(403, 'not_examinee', 'assessment.error.not_examinee');
      const exam = await requireExaminee(rc, body.examIndex);
      await rc
        .db('assessment_exam_members')
        .where({ exam_id: exam.id, user_id: rc.user!.id })
        .whereNull('agreed_at')
        .update({ agreed_at: rc.db.fn.now() });
      return { result: true };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/exam/agreement',
    summary: 'Whether an examinee agreed (self or supervisor)',
    tags,
    access: 'user',
    query: agreementQuery,
    async handler({ query }, rc) {
      const exam = await requireExam(rc, query.examIndex);
      if (query.userId !== rc.user!.id && !(await isExamSupervisor(rc.db, exam, rc.user, rc.role)))
        throw new AppError(403, 'not_supervisor', 'assessment.error.not_supervisor');
      const row = await member(rc, exam.id, query.userId);
      return { result: !!row?.agreed_at, agreedAt: iso(row?.agreed_at) };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex',
    summary: "examData with the caller's exam state and the server time",
    tags,
    access: 'user',
    params: examParams,
    query: z.object({ examSeq: idSchema.optional() }),
    async handler({ params }, rc) {
      const exam = await requireExam(rc, params.examIndex);
      const role = await examRole(rc.db, exam.id, rc.user!.id);
      const supervisor = role !== 'student' && (await isExamSupervisor(rc.db, exam, rc.user, rc.role));
      if (role !== 'student' && !supervisor)
        throw new AppError(403, 'not_examinee', 'assessment.error.not_examinee');
      const now = Date.now();
      const row =
        role === 'student'
          ? await rc
              .db('assessment_exam_members as m')
              .join('users as u', 'u.id', 'm.user_id')
              .where({ 'm.exam_id': exam.id, 'm.user_id': rc.user!.id })
              .first('m.*', 'u.name', 'u.email')
          : null;
      const notices = row ? await noticesFor(rc, exam.id, rc.user!.id) : [];
      return {
        examData: presentExamData(exam),
        role: role === 'student' ? 'student' : 'supervisor',
        currentServerTime: now,
        video: { available: rc.service(mediaRef).servers().length > 0 },
        examState: row
          ? {
              ...presentSupervisedUser(exam, row, now),
              agreed: !!row.agreed_at,
              memos: await memosOf(rc.db, exam, rc.user!.id),
              canEnterRefusal: enterRefusal(exam, row, now),
              notices,
              mobileConnected: !!row.mobile_connected_at,
              identificationPhoto: row.identification_photo
                ? { uploadedAt: row.identification_photo.uploadedAt }
                : null,
            }
          : null,
      };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex/can-enter',
    summary: 'Admittance check',
    tags,
    access: 'user',
    params: examParams,
    async handler({ params }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      const refusal = enterRefusal(exam, await member(rc, exam.id, rc.user!.id), Date.now());
      return { canEnter: refusal === null, reason: refusal };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex/scores',
    summary: 'Scores of the caller (or of userId, for supervisors)',
    tags,
    access: 'user',
    params: examParams,
    query: z.object({ userId: idSchema.optional() }),
    async handler({ params, query }, rc) {
      const exam = await requireExam(rc, params.examIndex);
      const userId = query.userId ?? rc.user!.id;
      if (userId !== rc.user!.id && !(await isExamSupervisor(rc.db, exam, rc.user, rc.role)))
        throw new AppError(403, 'not_supervisor', 'assessment.error.not_supervisor');
      if (userId !== rc.user!.id) await requireChannelUser(rc, userId);
      if (userId === rc.user!.id && (await examRole(rc.db, exam.id, userId)) !== 'student')
        throw new AppError(403, 'not_examinee', 'assessment.error.not_examinee');
      return {
        data: await scoreDataOf(rc, exam, userId, userId === rc.user!.id ? 'examinee' : 'supervisor'),
      };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/waiting-step',
    summary: "The examinee's current waiting step (forces IN_WAITING_ROOM)",
    tags,
    access: 'user',
    params: examParams,
    body: z.object({ step: z.string().min(1).max(30) }),
    async handler({ params, body }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      return {
        state: await updateStatus(
          rc.db,
          exam,
          rc.user!.id,
          { kind: 'waitingStep', step: body.step },
          rc.publish,
        ),
      };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/video-status',
    summary: 'Whether every required device is connected',
    tags,
    access: 'user',
    params: examParams,
    body: z.object({
      videoStatus: z.enum(['ALL_DEVICE_CONNECTED', 'NOT_ALL_DEVICE_CONNECTED']),
      disconnectedDevices: z.record(z.string(), z.boolean()).optional(),
    }),
    async handler({ params, body }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      // The browser speaks for its own devices; the phone's camera keeps what the phone said.
      const all = body.videoStatus === 'ALL_DEVICE_CONNECTED';
      const drops = all ? {} : (body.disconnectedDevices ?? {});
      return reportDevices(rc, exam, rc.user!.id, { webcam: !!drops.webcam, screen: !!drops.screen }, all);
    },
  });
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/enter',
    summary: 'Enter the exam room (EXAM_ENTER, or EXAM_REENTER after the first time)',
    tags,
    access: 'user',
    params: examParams,
    async handler({ params }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      const row = await member(rc, exam.id, rc.user!.id);
      const refusal = enterRefusal(exam, row, Date.now());
      if (refusal) throw new AppError(403, refusal, `assessment.error.${refusal}`);
      return recordHistory(rc, exam, row.entered_at_least_once ? 'EXAM_REENTER' : 'EXAM_ENTER');
    },
  });
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/leave',
    summary:
      'Leave the exam room (EXAM_LEAVE); `goodbye`: the page is going away (pagehide), a leave unless it is back within seconds',
    tags,
    access: 'user',
    params: examParams,
    body: z.object({ goodbye: z.boolean().optional() }).optional(),
    async handler({ params, body }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      // A reload says goodbye too: the leave is recorded only if no exam socket is open by then.
      if (body?.goodbye) {
        checkLeaveAfterGrace(rc, exam.id, rc.user!.id);
        rc.status(202);
        return { pending: true };
      }
      const row = await member(rc, exam.id, rc.user!.id);
      // Already recorded (e.g. the server saw the socket go first).
      if (
        row.exam_status === 'FINISHED' ||
        row.exam_status === 'BROWSER_LEAVED' ||
        !row.entered_at_least_once
      )
        return { ignored: true };
      return recordHistory(rc, exam, 'EXAM_LEAVE');
    },
  });
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/device-exit',
    summary:
      "The exitTimer ran out: leave for the waiting room's device step (EXAM_LEAVE, reason device_lost)",
    tags,
    access: 'user',
    params: examParams,
    async handler({ params }, rc) {
      return exitForLostDevices(rc, await requireExaminee(rc, params.examIndex));
    },
  });
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/finish',
    summary: 'Finish the exam (EXAM_FINISHED); answers are final',
    tags,
    access: 'user',
    params: examParams,
    async handler({ params }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      const row = await member(rc, exam.id, rc.user!.id);
      if (row.exam_status === 'FINISHED') throw new AppError(403, 'finished', 'assessment.error.finished');
      if (row.paused_at) throw new AppError(403, 'paused', 'assessment.error.paused');
      const finished = await recordHistory(rc, exam, 'EXAM_FINISHED');
      // The finish is stored: a failed announcement is left to the minute's sweep.
      await announceExamFinished(rc, exam, rc.user!.id).catch((err: unknown) =>
        rc.log.warn({ err, examIndex: exam.id }, 'exam-finished announcement left to the sweep'),
      );
      return finished;
    },
  });
  env.route({
    method: 'PUT',
    path: '/api/exam/:examIndex/memo',
    summary: 'Save the memo of one quiz of the exam (same gate as answers)',
    tags,
    access: 'user',
    params: examParams,
    body: examMemoBodySchema,
    async handler({ params, body }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      if (!exam.quizzes.some((q) => q.quizId === body.quizId))
        throw new AppError(400, 'unknown_quiz', 'assessment.error.unknown_quiz');
      enforce(decide(exam, await member(rc, exam.id, rc.user!.id), Date.now()));
      return {
        saved: true,
        quizId: body.quizId,
        ...(await saveMemo(rc.db, exam, rc.user!.id, body.quizId, body.text)),
      };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/signals',
    summary: 'Integrity signals and writing history (paste, focus, visibility, faces, edit)',
    tags,
    access: 'user',
    params: examParams,
    bodyLimit: '400kb',
    body: z.object({
      events: z
        .array(
          z.object({
            kind: z.enum(['paste', 'focus', 'blur', 'visible', 'hidden', 'faces', 'edit']),
            quizId: z.string().max(64).nullish(),
            data: z.record(z.string(), z.unknown()).default({}),
            at: z.number().int().min(0).max(8_640_000_000_000_000),
          }),
        )
        .max(500),
    }),
    async handler({ params, body }, rc) {
      const exam = await requireExaminee(rc, params.examIndex);
      if (!body.events.length) return { stored: 0 };
      const now = Date.now();
      const row = await member(rc, exam.id, rc.user!.id);
      // Signals belong to the exam room: none before the first entry, none once the finish is
      // past the last in-flight flush (the room sends its queue as it finishes).
      if (!row.entered_at_least_once)
        throw new AppError(409, 'not_in_exam_room', 'assessment.error.not_in_exam_room');
      if (
        row.exam_status === 'FINISHED' &&
        row.last_finished_time &&
        now - new Date(row.last_finished_time).getTime() > signalGraceAfterFinishMs
      ) {
        throw new AppError(403, 'finished', 'assessment.error.finished');
      }
      const firstEntry = await rc
        .db('assessment_exam_history')
        .where({ exam_id: exam.id, user_id: rc.user!.id, type: 'EXAM_ENTER' })
        .min('created_at as at')
        .first();
      const earliest = firstEntry?.at ? new Date(firstEntry.at).getTime() : now;
      // Client clocks drift: keep their times, but inside the exam: not before the first entry, never in the future.
      await rc.db('assessment_exam_signals').insert(
        body.events.map((e) => ({
          exam_id: exam.id,
          user_id: rc.user!.id,
          kind: e.kind,
          quiz_id: e.quizId ?? null,
          data: JSON.stringify(e.data),
          ip: rc.ip,
          at: new Date(Math.max(earliest, Math.min(e.at, now))),
        })),
      );
      const notable = body.events.filter((e) => e.kind !== 'edit');
      if (notable.length)
        await rc.publish(`exam:${exam.id}:supervisors`, 'exam.signal', {
          userId: rc.user!.id,
          events: notable,
        });
      return { stored: body.events.length };
    },
  });
}

/** Notices aimed at the examinee (all, a group they are in, or them), oldest first. */
export async function noticesFor(rc: RequestContext, examId: number, userId: number) {
  const rows = await rc
    .db('assessment_exam_notices as n')
    .where('n.exam_id', examId)
    .where((q) =>
      q
        .where('n.target', 'all')
        .orWhereExists(
          rc
            .db('assessment_exam_notice_targets as t')
            .whereRaw('t.notice_id = n.id')
            .where('t.user_id', userId),
        ),
    )
    .orderBy('n.id')
    .select('n.id', 'n.title', 'n.contents', 'n.created_at');
  return rows.map((r) => ({
    index: Number(r.id),
    title: r.title,
    contents: r.contents,
    createdAt: iso(r.created_at),
  }));
}
