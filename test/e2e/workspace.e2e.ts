/**
 * The workspace against a real judge worker: validation of the reference answer, a wrong then
 * a right submission with results streamed test by test, hidden tests kept from the learner.
 */
import test from 'ava';
import WebSocket from 'ws';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { startJudgeWorker } from '../../plugins/workspace/testing/judge-worker.ts';

let app: TestCore;
let worker: Awaited<ReturnType<typeof startJudgeWorker>>;
const host = 'judge-school.localhost';

test.before(async () => {
  worker = await startJudgeWorker();
  app = await startTestCore({ plugins: ['workspace'] });
  const channel = await app.createChannel({ slug: 'judge-school' });
  for (const [name, role] of [['teach', 'teacher'], ['alice', 'student']] as const) {
    await app.addMember(channel, await app.createUser({ userId: name }), role);
  }
});
test.after.always(async () => {
  await app?.stop();
  await worker?.close();
});

const as = async (userId: string) => {
  const c = app.client({ host });
  await c.login(userId, testPassword);
  return c;
};

/** Collects realtime events of the caller's own topic until a result arrives. */
async function listen(c: Awaited<ReturnType<typeof as>>, userId: number) {
  const ws = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, { headers: { host: `${host}:${app.port}`, cookie: `sd_sid=${c.cookie('sd_sid')}` } });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let done: (v: Record<string, unknown>) => void = () => {};
  const result = new Promise<Record<string, unknown>>((r) => { done = r; });
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw));
    if (m.type !== 'event') return;
    events.push({ event: m.event, data: m.data });
    if (m.event === 'workspace.submission.result') done(m.data);
  });
  await new Promise((r) => ws.on('open', r));
  ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${userId}` }));
  await new Promise<void>((r) => ws.on('message', (raw) => { if (JSON.parse(String(raw)).type === 'subscribed') r(); }));
  return { events, result, close: () => ws.close() };
}

const definition = {
  language: ['python3'],
  source: { python3: [{ name: 'main.py', content: 'a, b = map(int, input().split())\n' }] },
  inputset: ['1 2\n', '5 5\n', '100 23\n'], outputset: ['3\n', '10\n', '123\n'], testcase_type: ['open', 'hidden', 'hidden'],
  answer_code: 'a, b = map(int, input().split())\nprint(a + b)\n', answer_language: 'python3',
};

test('teacher validates the reference answer, learner fails a shown test, fixes it and is accepted', async (t) => {
  const teach = await as('teach');
  const created = await teach.post('/api/workspace/quizzes', { type: 'programming', status: 0, common: { title: '합' }, definition });
  const index = created.body.data.index;
  const me = (await teach.get('/api/auth/me')).body.userData.id;
  const teacherEvents = await listen(teach, me);
  const validation = await teach.post(`/api/workspace/quizzes/${index}/validate`);
  t.is(validation.status, 202);
  const validated = await teacherEvents.result;
  teacherEvents.close();
  t.is(validated.outcome, 'RIGHT');
  t.is((validated.tests as { timeMs: number }[]).length, 3);
  t.is((await teach.put(`/api/workspace/quizzes/${index}`, { type: 'programming', status: 1, common: { title: '합' }, definition })).status, 200);

  const alice = await as('alice');
  const aliceId = (await alice.get('/api/auth/me')).body.userData.id;
  const answer = (code: string) => ({ language: 'python3', files: [{ name: 'main.py', content: code }] });
  const run = await alice.post(`/api/workspace/quizzes/${index}/run`, { answer: answer('print(input())'), stdin: 'hello\n' });
  t.is(run.body.data.stdout, 'hello\n');
  const wrong = 'a, b = map(int, input().split())\nprint(a - b)\n';
  const tested = await listen(alice, aliceId);
  await alice.post(`/api/workspace/quizzes/${index}/test`, { answer: answer(wrong) });
  const testResult = await tested.result;
  tested.close();
  t.is(testResult.outcome, 'WRONG');
  t.is((testResult.tests as { stdout: { text: string } }[])[0].stdout.text, '-1\n');

  const submitted = await listen(alice, aliceId);
  const sub = await alice.post(`/api/workspace/quizzes/${index}/submit`, { answer: answer(definition.answer_code) });
  t.is(sub.status, 202);
  const final = await submitted.result;
  submitted.close();
  t.is(final.outcome, 'RIGHT');
  t.true(submitted.events.some((e) => e.event === 'workspace.submission.progress'));
  const history = JSON.stringify((await alice.get(`/api/workspace/quizzes/${index}/submissions`)).body);
  t.false(history.includes('100 23'), 'hidden inputs never reach the learner');
  t.false(history.includes('123\\n'), 'hidden outputs never reach the learner');
});
