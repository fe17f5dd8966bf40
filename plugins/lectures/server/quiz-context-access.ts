import type { StartContext } from '@seodang/sdk';
import type { UserData } from '@seodang/sdk/common';

type Db = StartContext['db'];
import type { QuizContext, QuizContextAccess, SubmissionWindow } from '@seodang/plugin-workspace/common';

/** The lecture a quiz belongs to, when it exists in the quiz's channel. */
async function lectureOf(db: Db, context: QuizContext) {
  if (context.lectureIndex === null) return null;
  return (
    (await db('lectures')
      .where({ id: context.lectureIndex })
      .whereRaw('coalesce(channel_id, 0) = ?', [context.channelId ?? 0])
      .first()) ?? null
  );
}

/**
 * The workspace's §6 questions about quizzes inside a lecture's lesson: the lecture's owner
 * teacher or a channel admin authors; an enrolled, joined learner answers; the lecture's dates
 * and the learner's study period bound submissions.
 */
export function quizContextAccess(db: Db): QuizContextAccess {
  return {
    async canAuthor(user: UserData, context: QuizContext) {
      const lecture = await lectureOf(db, context);
      if (!lecture) return false;
      if (lecture.owner_id === user.id) return true;
      if (context.channelId === null) return false;
      const member = await db('channel_members')
        .where({ channel_id: context.channelId, user_id: user.id, state: 'joined', is_active: true })
        .first('role');
      return member?.role === 'admin';
    },
    async canAnswer(user: UserData, context: QuizContext) {
      const lecture = await lectureOf(db, context);
      if (!lecture) return false;
      const enrolment = await db('lecture_enrolments')
        .where({ lecture_id: lecture.id, user_id: user.id, state: 'joined' })
        .first('id');
      return !!enrolment;
    },
    async submissionWindow(user: UserData, context: QuizContext): Promise<SubmissionWindow | null> {
      const lecture = await lectureOf(db, context);
      if (!lecture) return null;
      const enrolment = await db('lecture_enrolments')
        .where({ lecture_id: lecture.id, user_id: user.id })
        .first('expires_at');
      const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
      const dates = lecture.period_type === 'dates';
      const end =
        [dates ? iso(lecture.close_date) : null, iso(enrolment?.expires_at)]
          .filter((x): x is string => !!x)
          .sort()[0] ?? null;
      const start = dates ? iso(lecture.open_date) : null;
      return start || end ? { start, end, examEnded: false } : null;
    },
  };
}
