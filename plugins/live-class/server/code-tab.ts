import { AppError, type Knex, type RequestContext } from '@seodang/sdk';
import { classAnswersRef, type ClassAnswers, type ClassQuiz } from '@seodang/plugin-workspace/class-answers';
import type { ClassQuizInfo, LearnerCode } from '../common/code-tab.ts';
import type { MeetingRow } from './scoped-kinds.ts';

/** The answer for a quiz the class cannot take: missing, another channel's or lecture's, a draft, an exam's. */
export const quizNotFoundAs = { code: 'quiz_not_found', messageKey: 'live-class.error.quiz_not_found' };
export const quizNotFound = () => new AppError(404, quizNotFoundAs.code, quizNotFoundAs.messageKey);

/** A class's code tab as its table keeps it. */
export interface ClassQuizRow {
  meeting_id: number;
  quiz_index: number;
  shown_user_id: number | null;
}

/** The class's quiz and shown learner, if a host chose a quiz. */
export async function classQuizRow(db: Knex, meetingId: number): Promise<ClassQuizRow | undefined> {
  return (await db('live_class_quizzes').where({ meeting_id: meetingId }).first()) as
    ClassQuizRow | undefined;
}

/** The workspace's reading of quizzes and saved answers; without the workspace no class has a quiz. */
export function classAnswersOf(rc: Pick<RequestContext, 'optionalService'>): ClassAnswers {
  const service = rc.optionalService(classAnswersRef);
  if (!service) throw quizNotFound();
  return service;
}

export const quizInfo = (q: ClassQuiz): ClassQuizInfo => ({ index: q.index, title: q.title, type: q.type });

/** The class's quiz while it is still one the class may take (a teacher may unpublish it meanwhile). */
export async function currentQuiz(
  answers: ClassAnswers,
  meeting: MeetingRow,
  row: ClassQuizRow | undefined,
): Promise<ClassQuiz | null> {
  if (!row) return null;
  return answers.quizOf(meeting.channel_id, meeting.lecture_id, row.quiz_index);
}

/** Which of these users are learners of the class who were not removed from it. */
export async function learnersAmong(
  db: Knex,
  meetingId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = (await db('live_participants')
    .where({ meeting_id: meetingId, user_type: 'attendee' })
    .whereNull('kicked_at')
    .whereIn('user_id', userIds)
    .select('user_id')) as { user_id: number }[];
  return new Set(rows.map((r) => Number(r.user_id)));
}

/** Cards for these learners (in the order asked), with their saved code where they saved some. */
export async function codeCards(
  answers: ClassAnswers,
  meeting: MeetingRow,
  quizIndex: number,
  learners: { id: number; name: string }[],
): Promise<LearnerCode[]> {
  const saved = new Map(
    (
      await answers.answersOf(
        meeting.channel_id,
        quizIndex,
        learners.map((l) => l.id),
      )
    ).map((a) => [a.userId, a]),
  );
  return learners.map((l) => {
    const a = saved.get(l.id);
    return {
      userObjectId: l.id,
      name: l.name,
      version: a?.version ?? 0,
      answer: a?.answer ?? null,
      updatedAt: a?.updatedAt ?? null,
    };
  });
}
