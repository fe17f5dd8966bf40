import test from 'ava';
import { launch } from './processes.ts';
import { supervise } from './supervise.ts';

const crashing = (code: number) => () =>
  launch({
    name: 'crasher',
    command: process.execPath,
    args: ['-e', `process.exit(${code})`],
    output: 'ignore',
  });

test('a child that dies is restarted with growing waits, each restart reported with its exit', async (t) => {
  const reports: string[] = [];
  const restarted: number[] = [];
  const supervisor = supervise({
    first: crashing(3)(),
    start: crashing(3),
    policy: { initialMs: 20, maxMs: 40, healthyAfterMs: 60_000 },
    onRestart: (child) => restarted.push(child.child.pid ?? 0),
    report: (message) => reports.push(message),
  });
  for (let i = 0; i < 200 && reports.length < 4; i++) await new Promise((r) => setTimeout(r, 25));
  await supervisor.stop();
  t.true(reports.length >= 4, reports.join('\n'));
  t.true(restarted.length >= 3);
  t.regex(reports[0], /^crasher exited \(exit 3\) after .*; restarting in 0\.0 s \(restart 1 in a row\)$/);
  t.regex(reports[3], /\(restart 4 in a row\)$/);
});

test('a stopped supervisor neither restarts nor reports', async (t) => {
  const reports: string[] = [];
  const first = launch({
    name: 'sleeper',
    command: process.execPath,
    args: ['-e', 'setTimeout(() => {}, 60_000)'],
    output: 'ignore',
  });
  const supervisor = supervise({
    first,
    start: crashing(1),
    policy: { initialMs: 10, maxMs: 10, healthyAfterMs: 60_000 },
    report: (message) => reports.push(message),
  });
  await supervisor.stop('SIGTERM');
  t.is((await first.exited).signal, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 100));
  t.deepEqual(reports, []);
  t.is(supervisor.current(), first);
});
