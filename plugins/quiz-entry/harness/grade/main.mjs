// The Entry quiz's harness (a seodang judge harness, run with the root filesystem's Node.js).
//
// Reads the job line on stdin, then runs the learner's /box/project.json in `runner.mjs`, a child
// process that never sees the nonce, with every test's inputs, duration, checks and block rules.
// The runner runs the same runtime the quiz page runs (vendor/runtime/, generated from common/runtime/)
// on a virtual clock and answers one verdict per test; this process tags each with the nonce.
import { spawn } from 'node:child_process';

const readJob = () =>
  new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) {
        process.stdin.pause();
        process.stdin.destroy();
        resolve(JSON.parse(text.slice(0, end)));
      }
    });
    process.stdin.on('end', () => resolve(JSON.parse(text)));
  });

const job = await readJob();
const tag = `@@${job.nonce} `;
const report = (name, verdict) => {
  const line = {
    name,
    outcome: verdict.outcome,
    message: String(verdict.message).slice(0, 2000),
  };
  process.stdout.write(tag + JSON.stringify(line) + '\n');
};

/** Seconds the runner may take in all: each test runs at most this long in real time. */
const PER_TEST_SECONDS = 10;

const verdicts = await new Promise((resolve) => {
  const child = spawn(process.execPath, [new URL('./runner.mjs', import.meta.url).pathname], {
    cwd: '/tmp',
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let done = false;
  const finish = (value) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    child.kill('SIGKILL');
    resolve(value);
  };
  const timer = setTimeout(() => finish(null), job.tests.length * PER_TEST_SECONDS * 1000 + 2000);
  child.stdout.on('data', (chunk) => {
    if (out.length < 1_000_000) out += chunk.toString('utf8');
  });
  child.stderr.resume();
  child.on('error', () => finish(undefined));
  child.on('close', () => {
    try {
      finish(JSON.parse(out.trim().split('\n').pop()));
    } catch {
      finish(undefined);
    }
  });
  child.stdin.on('error', () => undefined);
  child.stdin.end(JSON.stringify({ tests: job.tests.map((t) => t.data ?? {}), seconds: PER_TEST_SECONDS }));
});

job.tests.forEach((test, i) => {
  const v = verdicts?.[i];
  if (v) report(test.name, v);
  else if (verdicts === null) report(test.name, { outcome: 'timeout', message: 'Time limit exceeded.' });
  else report(test.name, { outcome: 'error', message: 'The project could not be run.' });
});
