import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError } from '@seodang/sdk';
import {
  attemptFinishedAt,
  examDeadline,
  levelTestState,
  levelTestStateNames,
  levelValidUntil,
  levelVerification,
  levelVerificationNames,
  levelVerificationStates,
  type LevelTestRule,
} from '../../common/index.ts';
import { requireSupervisor, type ExamRow } from '../services/exam-access.ts';
import { clockOf, type MemberRow } from '../services/examinee-state.ts';
import { scoreDataOf } from '../services/exam-scores.ts';
import { examParams, iso } from './params.ts';
import { withReverification } from '../../common/level-reverification.ts';
import {
  reverificationFor,
  reverificationsOf,
  type ReverificationView,
} from '../services/level-reverification.ts';

/** An exam row with its level test columns (null level: not a level test). */
export type LevelExamRow = ExamRow & {
  level: string | null;
  level_pass_score: number | null;
  level_validity_days: number | null;
};

const ruleOf = (exam: LevelExamRow): LevelTestRule => ({
  level: exam.level!,
  passScore: exam.level_pass_score ?? 0,
  validityDays: exam.level_validity_days,
});

/**
 * One examinee's verification. The score (supervisor view: every quiz counts, private results too)
 * is read only once the attempt is finished, so unfinished attempts never need the workspace. A
 * teacher's reverification request makes a finished attempt NEED_REVERIFICATION.
 */
export async function verificationOf(
  rc: RequestContext,
  exam: LevelExamRow,
  member: MemberRow,
  now: number,
  reverification: ReverificationView | null = null,
) {
  const rule = ruleOf(exam);
  const finishedAt = attemptFinishedAt(
    {
      lastFinishedTime: member.last_finished_time,
      enteredAtLeastOnce: member.entered_at_least_once,
      deadline: examDeadline(clockOf(exam, member), now),
    },
    now,
  );
  const score = finishedAt ? (await scoreDataOf(rc, exam, member.user_id, 'supervisor')).totalScore : null;
  const byTime = levelVerification(rule, { finishedAt, score }, now);
  const code = withReverification(byTime, !!reverification);
  // Only a pass has a validity; a questioned one has none until a newer level test certifies it.
  const passed =
    !reverification &&
    (byTime === levelVerificationStates.VERIFIED || byTime === levelVerificationStates.NEED_REVERIFICATION);
  return {
    code,
    name: levelVerificationNames[code],
    finishedAt: iso(finishedAt),
    validUntil: passed ? iso(levelValidUntil(rule, finishedAt)) : null,
    score,
    reverification,
  };
}

function presentLevelTest(exam: LevelExamRow, now: number) {
  const state = levelTestState({ startAt: exam.start_at, endAt: exam.end_at }, now);
  return {
    examIndex: exam.id,
    title: exam.title,
    level: exam.level!,
    passScore: exam.level_pass_score,
    validityDays: exam.level_validity_days,
    totalScore: exam.quizzes.reduce((s, q) => s + q.score, 0),
    state,
    stateName: levelTestStateNames[state],
    startAt: iso(exam.start_at),
    endAt: iso(exam.end_at),
  };
}

/** A level test's verifications of every examinee, with score, dates and reverification requests. */
async function examVerifications(rc: RequestContext, exam: LevelExamRow) {
  const now = Date.now();
  const members: MemberRow[] = await rc
    .db('assessment_exam_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where({ 'm.exam_id': exam.id, 'm.role': 'student' })
    .orderBy(['u.name', 'u.id'])
    .select('m.*', 'u.name', 'u.email');
  const requests = await reverificationsOf(
    rc.db,
    [exam.id],
    members.map((m) => m.user_id),
  );
  const list = [];
  for (const m of members)
    list.push({
      userId: m.user_id,
      name: m.name,
      email: m.email,
      verification: await verificationOf(rc, exam, m, now, reverificationFor(requests, exam.id, m.user_id)),
    });
  return { ...presentLevelTest(exam, now), list };
}

/** The OpenAPI tags of the level-test routes (the reverification routes share them). */
export const levelTestTags = ['assessment', 'level-test'];

/** Level tests (§4 "Numeric status sets"): the caller's level tests with their verification, and an exam's verifications for its supervisors. */
export function registerLevelTestRoutes(env: RegisterEnv): void {
  const tags = levelTestTags;
  env.route({
    method: 'GET',
    path: '/api/assessment/level-tests',
    summary:
      'My level tests in this channel: level, state (END/ONGOING/SCHEDULE) and, for the ones I take, my verification',
    tags,
    access: 'user',
    async handler(_input, rc) {
      const now = Date.now();
      const rows: (LevelExamRow &
        MemberRow & { url_slug: string; assessment_title: string; exam_id: number })[] = await rc
        .db('assessment_exam_members as m')
        .join('assessment_exams as e', 'e.id', 'm.exam_id')
        .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
        .where('m.user_id', rc.user!.id)
        .whereNotNull('e.level')
        .whereRaw('coalesce(a.channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .orderBy([
          { column: 'e.start_at', order: 'desc' },
          { column: 'e.id', order: 'desc' },
        ])
        .select('m.*', 'e.*', 'a.channel_id', 'a.owner_id', 'a.url_slug', 'a.title as assessment_title');
      const data = [];
      const requests = await reverificationsOf(
        rc.db,
        rows.filter((r) => r.role === 'student').map((r) => r.exam_id),
        [rc.user!.id],
      );
      for (const row of rows) {
        const exam = { ...row, id: row.exam_id };
        const verification =
          row.role === 'student'
            ? await verificationOf(rc, exam, row, now, reverificationFor(requests, row.exam_id, row.user_id))
            : null;
        // The examinee sees whether they passed, not the points (a quiz may keep its results private).
        data.push({
          ...presentLevelTest(exam, now),
          lectureSeq: row.assessment_id,
          lectureSlug: row.url_slug,
          assessmentTitle: row.assessment_title,
          role: row.role,
          verification: verification && {
            code: verification.code,
            name: verification.name,
            finishedAt: verification.finishedAt,
            validUntil: verification.validUntil,
            reverification: verification.reverification,
          },
        });
      }
      return { data };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex/level-verifications',
    summary:
      "Every examinee's level verification of a level test, with score and dates (its supervisors only)",
    tags,
    access: 'user',
    params: examParams,
    async handler({ params }, rc) {
      const exam = (await requireSupervisor(rc, params.examIndex)) as LevelExamRow;
      if (!exam.level) throw new AppError(404, 'not_level_test', 'assessment.error.not_level_test');
      return { data: await examVerifications(rc, exam) };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex/level-test',
    summary:
      "The level test with every examinee's verification, or null for a plain exam (its supervisors only; for screens that show it only when there is one)",
    tags,
    access: 'user',
    params: examParams,
    async handler({ params }, rc) {
      const exam = (await requireSupervisor(rc, params.examIndex)) as LevelExamRow;
      return { data: exam.level ? await examVerifications(rc, exam) : null };
    },
  });
}
