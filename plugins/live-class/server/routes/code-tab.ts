import { z } from 'zod';
import type { Knex, RegisterEnv, RequestContext, ScopedUser } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { liveTopic } from '../../common/index.ts';
import {
  classQuizInput,
  codeEvents,
  codeQuery,
  shownCodeInput,
  type ClassCode,
  type CodeTabState,
} from '../../common/code-tab.ts';
import { notHost, requireHost, requireMeeting, type MeetingAccess } from '../access.ts';
import {
  classAnswersOf,
  classQuizRow,
  codeCards,
  currentQuiz,
  learnersAmong,
  quizInfo,
  quizNotFound,
  quizNotFoundAs,
} from '../code-tab.ts';
import { alreadyEnded, lockMeeting } from '../meetings.ts';
import { userNotFound } from '../moderation.ts';

const byIndex = z.object({ meetingIndex: idSchema });

/** The code tab as the caller sees it: the quiz, the shown learner and, for hosts, the quizzes to choose from. */
async function stateFor(rc: RequestContext, { meeting, isHost }: MeetingAccess): Promise<CodeTabState> {
  const answers = classAnswersOf(rc);
  const row = await classQuizRow(rc.db, meeting.id);
  const quiz = await currentQuiz(answers, meeting, row);
  return {
    quiz: quiz && quizInfo(quiz),
    shownUserId: quiz ? (row?.shown_user_id ?? null) : null,
    choices: isHost ? (await answers.quizzesOf(meeting.channel_id, meeting.lecture_id)).map(quizInfo) : [],
  };
}

/** Tells everyone in the class what the code tab now is (each client reads its own view anew). */
async function publishQuiz(rc: RequestContext, meetingId: number, state: CodeTabState): Promise<void> {
  await rc.publish(liveTopic(meetingId), codeEvents.quiz, {
    quiz: state.quiz,
    shownUserId: state.shownUserId,
  });
}

/**
 * A host's change to the code tab, the one way both PUTs take: only a host of a class that has not
 * ended; `check` refuses what may not be chosen, `change` runs under the meeting's lock and says
 * whether it changed anything, and only then is everyone told the new state.
 */
async function changeAsHost(
  rc: RequestContext,
  meetingIndex: number,
  check: (access: MeetingAccess) => Promise<void>,
  change: (trx: Knex.Transaction, meetingId: number) => Promise<boolean>,
): Promise<CodeTabState> {
  const access = await requireHost(rc, meetingIndex);
  const meetingId = access.meeting.id;
  if (access.meeting.status === 'ended') throw alreadyEnded();
  await check(access);
  const changed = await rc.db.transaction(async (trx) => {
    await lockMeeting(trx, meetingId);
    return change(trx, meetingId);
  });
  const state = await stateFor(rc, access);
  if (changed) await publishQuiz(rc, meetingId, state);
  return state;
}

/**
 * `/api/live/{meetingIndex}/quiz` and `…/code`: the class's quiz (a published quiz of its lecture
 * that is not an exam's), its learners' saved code for the hosts, and the one learner's code a host
 * shows to everyone. The code is the workspace's, read through `workspace.class-answers`.
 */
export function registerCodeTabRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/live/:meetingIndex/quiz',
    summary:
      "The class's quiz, the learner whose code is shown to all, and for hosts the quizzes to choose from",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      return { data: await stateFor(rc, await requireMeeting(rc, params.meetingIndex)) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/live/:meetingIndex/quiz',
    summary:
      "Hosts choose the class's quiz (a published, non-exam quiz of its lecture; 404 quiz_not_found otherwise) or none",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: classQuizInput,
    bodyLimit: '1kb',
    async handler({ params, body }, rc) {
      const state = await changeAsHost(
        rc,
        params.meetingIndex,
        async ({ meeting }) => {
          if (body.quizIndex === null) return;
          await rc.inChannel('quiz', body.quizIndex, quizNotFoundAs);
          if (!(await classAnswersOf(rc).quizOf(meeting.channel_id, meeting.lecture_id, body.quizIndex)))
            throw quizNotFound();
        },
        async (trx, meetingId) => {
          const row = await classQuizRow(trx, meetingId);
          if ((row?.quiz_index ?? null) === body.quizIndex) return false;
          if (body.quizIndex === null)
            await trx('live_class_quizzes').where({ meeting_id: meetingId }).delete();
          // Another quiz: nobody's code is shown until a host chooses again.
          else
            await trx('live_class_quizzes')
              .insert({ meeting_id: meetingId, quiz_index: body.quizIndex, shown_user_id: null })
              .onConflict('meeting_id')
              .merge({ quiz_index: body.quizIndex, shown_user_id: null, updated_at: trx.fn.now() });
          return true;
        },
      );
      return { data: state };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/live/:meetingIndex/code',
    summary:
      "Learners' saved code for the class's quiz: hosts read the listed learners'; a learner reads their own and the shown one",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    query: codeQuery,
    async handler({ params, query }, rc): Promise<{ data: ClassCode }> {
      const { meeting, isHost } = await requireMeeting(rc, params.meetingIndex);
      const me = rc.requireUser().id;
      const answers = classAnswersOf(rc);
      const row = await classQuizRow(rc.db, meeting.id);
      const quiz = await currentQuiz(answers, meeting, row);
      const shownUserId = quiz ? (row?.shown_user_id ?? null) : null;
      // A learner sees no one's code but their own and the one a host shows.
      const mayRead = isHost ? null : new Set([me, ...(shownUserId ? [shownUserId] : [])]);
      if (mayRead && query.users.some((id) => !mayRead.has(id))) throw notHost();
      const asked = query.users.length || isHost ? query.users : [...mayRead!];
      const users = await rc.inChannelMany<ScopedUser>('user', asked, {
        code: 'user_not_found',
        messageKey: 'live-class.error.user_not_found',
      });
      if (!quiz) return { data: { quizIndex: null, shownUserId: null, list: [] } };
      // Only the class's learners have cards (a learner's own, before they joined, too).
      const learners = await learnersAmong(
        rc.db,
        meeting.id,
        users.map((u) => u.id),
      );
      const cards = users.filter((u) => learners.has(u.id) || u.id === me);
      return {
        data: {
          quizIndex: quiz.index,
          shownUserId,
          list: await codeCards(answers, meeting, quiz.index, cards),
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/live/:meetingIndex/code',
    summary:
      "Hosts show one learner's code for the class's quiz to everyone in the class, or nobody's (null)",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: shownCodeInput,
    bodyLimit: '1kb',
    async handler({ params, body }, rc) {
      const state = await changeAsHost(
        rc,
        params.meetingIndex,
        async ({ meeting }) => {
          const quiz = await currentQuiz(classAnswersOf(rc), meeting, await classQuizRow(rc.db, meeting.id));
          if (!quiz) throw quizNotFound();
          if (body.shownUserId === null) return;
          await rc.inChannel('user', body.shownUserId, {
            code: 'user_not_found',
            messageKey: 'live-class.error.user_not_found',
          });
          if (!(await learnersAmong(rc.db, meeting.id, [body.shownUserId])).has(body.shownUserId))
            throw userNotFound();
        },
        async (trx, meetingId) => {
          const updated = await trx('live_class_quizzes')
            .where({ meeting_id: meetingId })
            .whereRaw('shown_user_id is distinct from ?::integer', [body.shownUserId])
            .update({ shown_user_id: body.shownUserId, updated_at: trx.fn.now() });
          return updated > 0;
        },
      );
      return { data: { shownUserId: state.shownUserId } };
    },
  });
}
