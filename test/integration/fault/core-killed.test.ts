// Fault: core SIGKILLed during an exam while many examinees autosave their answers over HTTP.
// After a restart, every answer acknowledged (200) before the kill is in the database, at the
// version it was given.
import test from 'ava';
import type { ChildProcess } from 'node:child_process';
import { testPassword, TestClient } from '@seodang/sdk/testing';
import { examFixture } from '@seodang/plugin-assessment/testing';
import { freePort, startCoreProcess, waitFor } from './processes.ts';

const examinees = 50;
const plugins = ['community', 'assessment', 'supervision', 'workspace'];
let fixture: Awaited<ReturnType<typeof examFixture>> | undefined;
let child: ChildProcess | undefined;

test.after.always(async () => {
  child?.kill('SIGKILL');
  await fixture?.app.stop();
});

/** Core in a child process on `port`, on the fixture's database and Redis prefix. */
const startCore = (port: number) => startCoreProcess(fixture!.app.core.config, port, plugins);

test('core SIGKILLed during an exam: every acknowledged answer is kept', async (t) => {
  const quiz = { index: 0 };
  fixture = await examFixture({
    examinees,
    plugins: ['workspace'],
    quizzes: async (teacher) => {
      const r = await teacher.post('/api/workspace/quizzes', {
        type: 'short_answer',
        status: 1,
        common: { title: '단답', contents: '?', setting: { mode: 'exam_mode' } },
        definition: { answers: ['x'] },
      });
      if (r.status !== 201) throw new Error(JSON.stringify(r.body));
      quiz.index = r.body.data.index as number;
      return [{ quizId: String(quiz.index), title: '단답', score: 100 }];
    },
  });
  const port = await freePort();
  child = await startCore(port);
  const clients = await Promise.all(
    fixture.examineeNames.map(async (name) => {
      const c = new TestClient(`http://127.0.0.1:${port}`, { host: `${fixture!.host}:${port}` });
      await c.login(name, testPassword);
      return c;
    }),
  );
  const path = `/api/workspace/quizzes/${quiz.index}/answer`;
  const acked = new Map<number, number>(); // examinee → last acknowledged version
  const refused: string[] = [];
  let stop = false;
  const loops = clients.map(async (c, i) => {
    let version = 0;
    while (!stop) {
      let r;
      try {
        r = await c.put(path, { version, answer: { text: `e${i} v${version + 1}` } });
      } catch {
        return; // the connection died with core
      }
      if (r.status !== 200) {
        refused.push(`${r.status} ${JSON.stringify(r.body)}`);
        return;
      }
      version = r.body.data.version as number;
      acked.set(i, version);
    }
  });
  const total = () => [...acked.values()].reduce((a, b) => a + b, 0);
  await waitFor('a few hundred saves', () => total() > 200 || refused.length > 0, 30_000);
  t.deepEqual(refused, [], 'every save before the kill is accepted');
  child.kill('SIGKILL');
  stop = true;
  await Promise.all(loops);
  const killedWith = new Map(acked);
  const restartAt = Date.now();
  child = await startCore(port);
  t.log(
    `core SIGKILLed after ${total()} acknowledged saves by ${examinees} examinees; ` +
      `serving again ${Date.now() - restartAt} ms after the restart began`,
  );
  t.is(killedWith.size, examinees);
  for (const [i, version] of killedWith) {
    const r = await clients[i].get(path);
    t.is(r.status, 200);
    t.true(
      r.body.data.version >= version,
      `examinee ${i}: acknowledged v${version}, stored v${r.body.data.version}`,
    );
    t.is(r.body.data.answer.text, `e${i} v${r.body.data.version}`);
  }
  // The exam goes on: the next save is accepted on the restarted core.
  const next = await clients[0].put(path, {
    version: (await clients[0].get(path)).body.data.version,
    answer: { text: 'after' },
  });
  t.is(next.status, 200);
});
