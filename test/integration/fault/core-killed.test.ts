// Fault: core SIGKILLed while many learners autosave answers over HTTP. After a restart, every
// answer acknowledged (200) before the kill is in the database, at the version it was given.
import test from 'ava';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startTestCore, testPassword, TestClient, type TestCore } from '@seodang/sdk/testing';
import { freePort, waitFor } from './processes.ts';

const host = 'fault-core.localhost';
const learners = 20;
let app: TestCore;
let child: ChildProcess | undefined;

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace'] });
});
test.after.always(async () => {
  child?.kill('SIGKILL');
  await app?.stop();
});

async function startChild(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [fileURLToPath(new URL('core-child.ts', import.meta.url))], {
    env: { ...process.env, SEODANG_FAULT_CONFIG: JSON.stringify({ ...app.core.config, port }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  await waitFor('the core process to listen', () => {
    if (proc.exitCode !== null) throw new Error(`core exited with ${proc.exitCode}`);
    return out.includes('listening');
  });
  return proc;
}

test('core SIGKILLed during autosaves: every acknowledged answer is kept', async (t) => {
  const channel = await app.createChannel({ slug: 'fault-core' });
  await app.addMember(channel, await app.createUser({ userId: 'teach' }), 'teacher');
  for (let i = 0; i < learners; i++)
    await app.addMember(channel, await app.createUser({ userId: `l${i}` }), 'student');
  const port = await freePort();
  child = await startChild(port);
  const base = `http://127.0.0.1:${port}`;
  const as = async (userId: string) => {
    const c = new TestClient(base, { host: `${host}:${port}` });
    await c.login(userId, testPassword);
    return c;
  };
  const quiz = await (
    await as('teach')
  ).post('/api/workspace/quizzes', {
    type: 'short_answer',
    status: 1,
    common: { title: 'autosave', contents: '?' },
    definition: { answers: ['x'] },
  });
  t.is(quiz.status, 201, JSON.stringify(quiz.body));
  const path = `/api/workspace/quizzes/${quiz.body.data.index}/answer`;
  const clients = await Promise.all(Array.from({ length: learners }, (_, i) => as(`l${i}`)));
  const acked = new Map<number, number>(); // learner → last acknowledged version
  let stop = false;
  const loops = clients.map(async (c, i) => {
    let version = 0;
    while (!stop) {
      try {
        const r = await c.put(path, { version, answer: { text: `l${i} v${version + 1}` } });
        if (r.status !== 200) break;
        version = r.body.data.version as number;
        acked.set(i, version);
      } catch {
        break; // the connection died with core
      }
    }
  });
  await waitFor('a few saves', () => [...acked.values()].reduce((a, b) => a + b, 0) > 200, 20_000);
  child.kill('SIGKILL');
  stop = true;
  await Promise.all(loops);
  const killedWith = new Map(acked);
  const restartAt = Date.now();
  child = await startChild(port);
  t.log(
    `core SIGKILLed after ${[...killedWith.values()].reduce((a, b) => a + b, 0)} acknowledged saves ` +
      `by ${learners} learners; serving again ${Date.now() - restartAt} ms after the restart began`,
  );
  for (const [i, version] of killedWith) {
    const r = await clients[i].get(path);
    t.is(r.status, 200);
    t.true(
      r.body.data.version >= version,
      `learner ${i}: acknowledged v${version}, stored v${r.body.data.version}`,
    );
    t.is(r.body.data.answer.text, `l${i} v${r.body.data.version}`);
  }
});
