import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { lessonQuizRightsRef } from '../common/lesson-quiz-rights.ts';

let app: TestCore;
let school: TestChannel;
let other: TestChannel;

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace'] });
  school = await app.createChannelWithMembers({
    slug: 'rights-school',
    members: { kim: 'student', lee: 'student' },
  });
  other = await app.createChannelWithMembers({ slug: 'rights-other', members: { park: 'student' } });
});
test.after.always(async () => {
  await app?.stop();
});

/** A quiz row of the channel: in a lesson unless `lecture` is null; its id. */
async function quiz(channelId: number, lecture: number | null, hideGradingResult = false) {
  const [row] = await app.core
    .db('workspace_quizzes')
    .insert({
      channel_id: channelId,
      lecture_index: lecture,
      lesson_index: lecture === null ? null : 1,
      type: 'ordering',
      title: '정렬',
      status: 1,
      common: { hideGradingResult },
      definition: {},
    })
    .returning('id');
  return row.id as number;
}

const submission = (quizId: number, userId: number, outcome: string, kind = 'submit') => ({
  quiz_id: quizId,
  user_id: userId,
  kind,
  answer: {},
  status: 'done',
  outcome,
});

test('RIGHT submissions to shown lesson quizzes come per channel, in pages, never another channel’s', async (t) => {
  const lesson = await quiz(school.id, 7);
  const second = await quiz(school.id, 7);
  const hidden = await quiz(school.id, 7, true);
  const practice = await quiz(school.id, null);
  const far = await quiz(other.id, 9);
  const { kim, lee } = school.ids as { kim: number; lee: number };
  await app.core.db('workspace_submissions').insert([
    submission(lesson, kim, 'RIGHT'),
    // A second RIGHT of the same learner counts once.
    submission(lesson, kim, 'RIGHT'),
    submission(lesson, lee, 'WRONG'),
    submission(second, lee, 'RIGHT'),
    submission(second, kim, 'RIGHT', 'run'),
    submission(hidden, kim, 'RIGHT'),
    submission(practice, kim, 'RIGHT'),
    submission(far, other.ids.park!, 'RIGHT'),
  ]);
  const rights = app.core.service(lessonQuizRightsRef);

  const first = await rights.rights(school.id, null, 1);
  const rest = await rights.rights(school.id, first[0]!, 1);
  t.deepEqual(first, [{ userId: kim, channelId: school.id, quizIndex: lesson }]);
  t.deepEqual(rest, [{ userId: lee, channelId: school.id, quizIndex: second }]);
  t.deepEqual(await rights.rights(school.id, rest[0]!, 1), []);
  t.deepEqual(await rights.rights(other.id, null, 10), [
    { userId: other.ids.park, channelId: other.id, quizIndex: far },
  ]);
  t.deepEqual(await rights.rights(null, null, 10), []);

  t.true(await rights.counts(school.id, lesson));
  t.false(await rights.counts(school.id, hidden));
  t.false(await rights.counts(school.id, practice));
  // Another channel's quiz answers like a missing one.
  t.false(await rights.counts(school.id, far));
  t.true(await rights.counts(other.id, far));
});
