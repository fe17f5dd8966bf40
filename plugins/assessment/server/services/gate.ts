import type { Knex } from 'knex';
import { AppError } from '@seodang/sdk';
import type { ExamGate, ExamGateDecision, ExamGateState } from '@seodang/plugin-workspace/exam-gate';
import { examDeadline } from '../../common/index.ts';
import type { ExamRow } from './exam-access.ts';
import { clockOf, type MemberRow } from './examinee-state.ts';

/**
 * The exitTimer ran out: a proctoring device is still down and its grace period is over (or the
 * examinee already left for the device step). Answers are refused until the device is back; what
 * they typed stays in the browser's journal and is saved on re-entry. Entering, the memo and the
 * device checks stay open: they are the way back.
 */
export function deviceExitDue(
  row: Pick<MemberRow, 'will_exit_at' | 'disconnected_devices'>,
  now: number,
): boolean {
  const down = Object.values(row.disconnected_devices ?? {}).some(Boolean);
  return down && (!row.will_exit_at || new Date(row.will_exit_at).getTime() <= now);
}

/** The gate's decision for one examinee row at `now`. */
export function decide(exam: ExamRow, row: MemberRow | undefined, now: number): ExamGateDecision {
  if (!row || row.role !== 'student') return { allowed: false, reason: 'not_examinee' };
  if (row.exam_status === 'FINISHED') return { allowed: false, reason: 'finished' };
  if (row.paused_at) return { allowed: false, reason: 'paused' };
  const clock = clockOf(exam, row);
  if (now < clock.startAt) return { allowed: false, reason: 'not_started' };
  if (now >= examDeadline(clock, now)) return { allowed: false, reason: 'ended' };
  return { allowed: true };
}

/** Throws the gate's refusal as a 403 with the reason as code. */
export function enforce(decision: ExamGateDecision): void {
  if (!decision.allowed) throw new AppError(403, decision.reason, `assessment.error.${decision.reason}`);
}

async function load(db: Knex, userId: number, examIndex: number) {
  const exam: ExamRow | undefined = await db('assessment_exams as e')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .where('e.id', examIndex)
    .first('e.*', 'a.channel_id', 'a.owner_id');
  const row: MemberRow | undefined = exam
    ? await db('assessment_exam_members').where({ exam_id: examIndex, user_id: userId }).first()
    : undefined;
  return { exam, row };
}

/** The ExamGate service offered to the workspace plugin (clock of the database server's time). */
export function createExamGate(db: Knex): ExamGate {
  const check = async (userId: number, examIndex: number): Promise<ExamGateDecision> => {
    const { exam, row } = await load(db, userId, examIndex);
    if (!exam) return { allowed: false, reason: 'not_examinee' };
    const now = Date.now();
    const decision = decide(exam, row, now);
    return decision.allowed && row && deviceExitDue(row, now)
      ? { allowed: false, reason: 'device_lost' }
      : decision;
  };
  return {
    canSave: check,
    canSubmit: check,
    async state(userId, examIndex): Promise<ExamGateState | null> {
      const { exam, row } = await load(db, userId, examIndex);
      if (!exam || !row || row.role !== 'student') return null;
      const clock = clockOf(exam, row);
      return {
        examIndex,
        userId,
        isPaused: clock.pausedAt !== null,
        startAt: clock.startAt,
        deadline: examDeadline(clock, Date.now()),
        extraTime: clock.extraTime,
        finished: row.exam_status === 'FINISHED',
        quizIds: exam.quizzes.map((q) => q.quizId),
      };
    },
    async canRead(userId, quizId) {
      // One exam using the quiz is enough: one the user supervises, or takes and has started (its start_at is the clock's start).
      const row = await db('assessment_exams as e')
        .join('assessment_exam_members as m', 'm.exam_id', 'e.id')
        .where({ 'm.user_id': userId })
        .whereRaw('e.quizzes @> ?::jsonb', [JSON.stringify([{ quizId }])])
        .where((w) => w.whereNot('m.role', 'student').orWhere('e.start_at', '<=', new Date()))
        .first('e.id');
      return !!row;
    },
    async examOf(userId, quizId) {
      const row = await db('assessment_exams as e')
        .join('assessment_exam_members as m', 'm.exam_id', 'e.id')
        .where({ 'm.user_id': userId, 'm.role': 'student' })
        .whereRaw('e.quizzes @> ?::jsonb', [JSON.stringify([{ quizId }])])
        .orderBy('e.start_at', 'desc')
        .first('e.id');
      return row ? Number(row.id) : null;
    },
    async activeExamOf(userId) {
      // Entered and not finished, in a started exam (level tests are exams too); the window's
      // end moves with extra and paused time, so it is checked on each candidate's own clock.
      const now = Date.now();
      const rows: (ExamRow & MemberRow & { exam_index: number })[] = await db('assessment_exam_members as m')
        .join('assessment_exams as e', 'e.id', 'm.exam_id')
        .where({ 'm.user_id': userId, 'm.role': 'student', 'm.entered_at_least_once': true })
        .whereNot('m.exam_status', 'FINISHED')
        .where('e.start_at', '<=', new Date(now))
        .orderBy('e.start_at', 'desc')
        .select('e.*', 'm.*', 'e.id as exam_index');
      const open = rows.find((r) => now < examDeadline(clockOf(r, r), now));
      if (!open) return null;
      // An AI exam hands the assistant its own guardrail and prompt limit; an ordinary one nothing.
      const ai = open.ai_exam;
      return ai?.enabled
        ? {
            examIndex: Number(open.exam_index),
            aiExam: true,
            assist: { guardrail: ai.guardrail, usageLimit: ai.usageLimit },
          }
        : { examIndex: Number(open.exam_index), aiExam: false };
    },
  };
}
