// Partial credit has its own outcome: a matching question half right is PARTIAL with half the
// points (not WRONG beside a fractional score), said in the learner's language; all right is
// RIGHT and none right is WRONG.
import test from 'ava';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import { outcomeOfGrade } from '../common/index.ts';

test('the outcome of an in-process grade: right, partly right, wrong', (t) => {
  t.is(outcomeOfGrade(true, 4, 4), 'RIGHT');
  t.is(outcomeOfGrade(false, 2, 4), 'PARTIAL');
  t.is(outcomeOfGrade(false, 0, 4), 'WRONG');
  t.is(outcomeOfGrade(false), 'WRONG');
});

test('a half-right matching answer is PARTIAL with half the points, in the learner’s language', async (t) => {
  const app = await startTestCore({ plugins: ['workspace'] });
  try {
    const channel = await app.createChannel({ slug: 'partial-school' });
    await app.addMember(channel, await app.createUser({ userId: 'teach' }), 'teacher');
    await app.addMember(channel, await app.createUser({ userId: 'kim' }), 'student');
    const teach = app.client({ host: 'partial-school.localhost' });
    await teach.login('teach', testPassword);
    const created = await teach.post('/api/workspace/quizzes', {
      type: 'pairing',
      status: 1,
      common: { title: '수도 맞추기', contents: '나라와 수도를 이으세요.' },
      definition: {
        left: [
          { id: 'kr', text: '한국' },
          { id: 'jp', text: '일본' },
        ],
        right: [
          { id: 'seoul', text: '서울' },
          { id: 'tokyo', text: '도쿄' },
        ],
        pairs: { kr: 'seoul', jp: 'tokyo' },
        score: 4,
      },
    });
    t.is(created.status, 201, JSON.stringify(created.body));
    const index = created.body.data.index;
    const kim = app.client({ host: 'partial-school.localhost', locale: 'en' });
    await kim.login('kim', testPassword);
    const submit = (pairs: Record<string, string>) =>
      kim.post(`/api/workspace/quizzes/${index}/submit`, { answer: { pairs } });
    const half = (await submit({ kr: 'seoul', jp: 'seoul' })).body.data;
    t.deepEqual([half.outcome, half.score, half.maxScore], ['PARTIAL', 2, 4]);
    t.is(half.message, 'Partly correct. You earned some of the points.');
    t.is((await submit({ kr: 'tokyo', jp: 'seoul' })).body.data.outcome, 'WRONG');
    t.is((await submit({ kr: 'seoul', jp: 'tokyo' })).body.data.outcome, 'RIGHT');
  } finally {
    await app.stop();
  }
});
