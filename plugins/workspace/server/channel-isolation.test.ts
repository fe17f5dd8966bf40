import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';

/**
 * A quiz id is resolved in the request's channel before any access rule: a channel's published
 * practice quiz (open to every member of its own channel) answers a member of another channel,
 * and a teacher of both channels asking there, exactly like a missing quiz, and nothing is written.
 */
let app: TestCore;
let hanbit: TestChannel;
let sejong: TestChannel;
let quiz = 0;

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace'] });
  hanbit = await app.createChannelWithMembers({ slug: 'hanbit', members: { teach: 'teacher' } });
  // The same teacher teaches in both channels.
  sejong = await app.createChannelWithMembers({
    slug: 'sejong',
    members: { teach: 'teacher', bora: 'student' },
  });
  const created = await (
    await hanbit.login('teach')
  ).post('/api/workspace/quizzes', {
    type: 'multiple_choice',
    status: 1,
    common: { title: '한빛 연습 문제', contents: '문제' },
    definition: { choices: ['a', 'b', 'c'], answers: [2], score: 5 },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  quiz = created.body.data.index;
});
test.after.always(async () => {
  await app?.stop();
});

const answer = { selected: [2] };
/** Every route that takes this quiz's id, for a learner and for a teacher of the other channel. */
const learnerCalls = (): [string, string, unknown?][] => [
  ['GET', `/api/workspace/quizzes/${quiz}`],
  ['GET', `/api/workspace/quizzes/${quiz}/answer`],
  ['PUT', `/api/workspace/quizzes/${quiz}/answer`, { version: 0, answer }],
  ['POST', `/api/workspace/quizzes/${quiz}/submit`, { answer }],
  ['GET', `/api/workspace/quizzes/${quiz}/submissions`],
  ['GET', `/api/workspace/quizzes/${quiz}/run-example`],
  ['POST', `/api/workspace/quizzes/${quiz}/help`, { content: '도와주세요' }],
  ['GET', `/file/download_submitted_source?quizIndex=${quiz}`],
];
const teacherCalls = (): [string, string, unknown?][] => [
  ...learnerCalls(),
  [
    'PUT',
    `/api/workspace/quizzes/${quiz}`,
    {
      type: 'multiple_choice',
      status: 1,
      common: { title: '가로채기', contents: '문제' },
      definition: { choices: ['a', 'b'], answers: [0], score: 5 },
    },
  ],
  ['POST', `/api/workspace/quizzes/${quiz}/validate`],
  ['DELETE', `/api/workspace/quizzes/${quiz}`],
];

test.serial("another channel's practice quiz answers like a missing one on every quiz route", async (t) => {
  for (const [who, calls] of [
    ['bora', learnerCalls()],
    ['teach', teacherCalls()],
  ] as const) {
    const c = await sejong.login(who);
    for (const [method, path, body] of calls) {
      const res = await c.json(method, path, body);
      t.is(`${res.status} ${res.body?.err?.code}`, '404 quiz_not_found', `${who}: ${method} ${path}`);
    }
  }
  const written = await Promise.all(
    ['workspace_answers', 'workspace_submissions', 'workspace_help_requests'].map(
      async (table) => (await app.core.db(table).where({ quiz_id: quiz }).count({ n: '*' }).first())?.n,
    ),
  );
  t.deepEqual(written.map(Number), [0, 0, 0], 'nothing written');
  const row = await app.core.db('workspace_quizzes').where({ id: quiz }).first('title');
  t.is(row?.title, '한빛 연습 문제', 'the quiz is neither changed nor deleted');
});

test.serial('a help request is assigned to a user of its own channel only', async (t) => {
  await app.addMember(hanbit.id, await app.createUser({ userId: 'mina' }), 'student');
  const mina = await hanbit.login('mina');
  const asked = await mina.post(`/api/workspace/quizzes/${quiz}/help`, { content: '도와주세요' });
  t.is(asked.status, 201);
  const teach = await hanbit.login('teach');
  const help = `/api/workspace/help/${asked.body.data.index}`;
  const refused = await teach.put(help, { assigneeId: sejong.ids.bora });
  t.is(`${refused.status} ${refused.body.err?.code}`, '404 not_found', 'bora is of the other channel');
  t.is((await teach.put(help, { assigneeId: hanbit.ids.teach })).status, 200, 'a teacher of this channel');
  const row = await app.core.db('workspace_help_requests').where({ id: asked.body.data.index }).first();
  t.is(row.assignee_id, hanbit.ids.teach);
});
