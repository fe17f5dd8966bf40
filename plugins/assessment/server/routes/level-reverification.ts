import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError } from '@seodang/sdk';
import {
  levelTestState,
  levelTestStates,
  levelVerificationNames,
  levelVerificationStates,
} from '../../common/index.ts';
import { canAskReverification, reverificationInputSchema } from '../../common/level-reverification.ts';
import { managesAssessment, requireExam, requireResultManagement } from '../services/exam-access.ts';
import type { MemberRow } from '../services/examinee-state.ts';
import { reverificationFor, reverificationsOf } from '../services/level-reverification.ts';
import { verificationOf, type LevelExamRow } from './level-tests.ts';
import { examParams, iso } from './params.ts';

/** The level test for a teacher who manages it: 404 when it is none, 403 for anyone else. */
async function managedLevelTest(rc: RequestContext, examIndex: number): Promise<LevelExamRow> {
  const exam = (await requireExam(rc, examIndex)) as LevelExamRow;
  if (!managesAssessment(rc, exam.owner_id)) throw new AppError(403, 'not_owner', 'error.forbidden');
  if (!exam.level) throw new AppError(404, 'not_level_test', 'assessment.error.not_level_test');
  return exam;
}

/** Newer level tests of the same level that the caller manages and that have not ended: where an examinee can verify again. */
async function retakeExamsFor(rc: RequestContext, exam: LevelExamRow): Promise<LevelExamRow[]> {
  const q = rc
    .db('assessment_exams as e')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .where({ 'e.level': exam.level })
    .whereNot('e.id', exam.id)
    .where('e.end_at', '>', new Date())
    .whereRaw('coalesce(a.channel_id, 0) = ?', [rc.channel?.index ?? 0])
    .orderBy([{ column: 'e.start_at' }, { column: 'e.id' }])
    .select('e.*', 'a.channel_id', 'a.owner_id', 'a.title as assessment_title');
  if (rc.role !== 'admin') q.where('a.owner_id', rc.user!.id);
  return q;
}

/**
 * Reverification (§4 NEED_REVERIFICATION): the teacher who manages a level test asks an examinee
 * whose attempt passed or failed to certify the level again, with a reason, in a newer level test
 * of the same level; the examinee is made its examinee. Who asked and when is kept.
 */
export function registerReverificationRoutes(env: RegisterEnv, tags: string[]): void {
  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex/retake-exams',
    tags,
    access: ['teacher', 'admin'],
    params: examParams,
    summary:
      'Level tests of the same level, not ended, that the caller manages: where an examinee can verify again (owner or admin)',
    async handler({ params }, rc) {
      const exam = await managedLevelTest(rc, params.examIndex);
      const now = Date.now();
      return {
        data: (await retakeExamsFor(rc, exam)).map((e) => ({
          examIndex: e.id,
          title: e.title,
          assessmentTitle: (e as LevelExamRow & { assessment_title: string }).assessment_title,
          startAt: iso(e.start_at),
          endAt: iso(e.end_at),
          state: levelTestState({ startAt: e.start_at, endAt: e.end_at }, now),
        })),
      };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/exam/:examIndex/level-reverification',
    tags,
    access: ['teacher', 'admin'],
    params: examParams,
    body: reverificationInputSchema,
    summary:
      'Ask an examinee to verify a level again (VERIFIED or VERIFICATION_FAILED → NEED_REVERIFICATION) with a reason, in a newer level test (owner, or admin holding result management)',
    async handler({ params, body }, rc) {
      const exam = await managedLevelTest(rc, params.examIndex);
      // It changes the examinee's verification result.
      await requireResultManagement(rc, exam.owner_id);
      await rc.inChannel('user', body.userId, {
        code: 'member_not_found',
        messageKey: 'assessment.error.member_not_found',
      });
      const member: MemberRow | undefined = await rc
        .db('assessment_exam_members')
        .where({ exam_id: exam.id, user_id: body.userId, role: 'student' })
        .first();
      if (!member) throw new AppError(404, 'member_not_found', 'assessment.error.member_not_found');
      const now = Date.now();
      const current = await verificationOf(
        rc,
        exam,
        member,
        now,
        reverificationFor(await reverificationsOf(rc.db, [exam.id], [body.userId]), exam.id, body.userId),
      );
      if (!canAskReverification(current.code))
        throw new AppError(409, 'reverification_not_allowed', 'assessment.error.reverification_not_allowed', {
          state: levelVerificationNames[current.code],
        });
      const [retake] = await rc.keepInChannel<LevelExamRow>('exam', [body.retakeExamIndex]);
      const retakeMember =
        retake &&
        (await rc
          .db('assessment_exam_members')
          .where({ exam_id: retake.id, user_id: body.userId })
          .first('role', 'last_finished_time'));
      const usable =
        retake &&
        retake.id !== exam.id &&
        retake.level === exam.level &&
        managesAssessment(rc, retake.owner_id) &&
        levelTestState({ startAt: retake.start_at, endAt: retake.end_at }, now) !== levelTestStates.END &&
        (!retakeMember || (retakeMember.role === 'student' && !retakeMember.last_finished_time));
      if (!usable) throw new AppError(400, 'retake_exam_invalid', 'assessment.error.retake_exam_invalid');
      const [row] = await rc.db.transaction(async (trx) => {
        await trx('assessment_exam_members')
          .insert({ exam_id: retake.id, user_id: body.userId, role: 'student' })
          .onConflict(['exam_id', 'user_id'])
          .ignore();
        return trx('assessment_level_reverifications')
          .insert({
            exam_id: exam.id,
            user_id: body.userId,
            reason: body.reason,
            requested_by: rc.user!.id,
            retake_exam_id: retake.id,
          })
          .returning('*');
      });
      // The examinee's open /assessment/my shows it at once.
      await rc.publish(`user:${body.userId}`, 'assessment.level-reverification', {
        examIndex: exam.id,
        retakeExamIndex: retake.id,
      });
      rc.status(201);
      return {
        data: {
          examIndex: exam.id,
          userId: body.userId,
          reason: row.reason,
          requestedAt: iso(row.requested_at),
          requestedBy: { id: rc.user!.id, name: rc.user!.name },
          retakeExamIndex: retake.id,
          verification: {
            code: levelVerificationStates.NEED_REVERIFICATION,
            name: levelVerificationNames[levelVerificationStates.NEED_REVERIFICATION],
          },
        },
      };
    },
  });
}
