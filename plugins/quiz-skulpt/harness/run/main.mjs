// The Skulpt quiz's harness (a seodang judge harness, run with the root filesystem's Node.js).
//
// Reads the job line on stdin. For each test it runs the learner's /box/main.py in Skulpt (the
// same library the browser runs) in a child process, `runner.mjs`, which never sees the nonce;
// when the test names no expected output, the teacher's reference program runs the same way and
// its output is the expected one. The outputs are compared (`exact`, or `trim`: trailing spaces of
// each line and trailing blank lines do not count) and one nonce-tagged line reports the test.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
const report = (test, outcome, message) => {
  const line = { name: test.name, outcome, message: String(message).slice(0, 2000) };
  process.stdout.write(tag + JSON.stringify(line) + '\n');
};

/** Runs one program; resolves `{ stdout, error?, timeout? }`. */
function runProgram(code, stdin, seconds) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [new URL('./runner.mjs', import.meta.url).pathname], {
      cwd: '/tmp',
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8' },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let text = '';
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve(value);
    };
    // Skulpt's own limit stops a busy program; this one stops one stuck elsewhere (Skulpt's start included).
    const timer = setTimeout(() => finish({ stdout: '', timeout: true }), seconds * 1000 + 5000);
    child.stdout.on('data', (chunk) => {
      if (text.length < 1_000_000) text += chunk.toString('utf8');
    });
    child.stderr.resume();
    child.on('error', (e) => finish({ stdout: '', error: e.message }));
    child.on('close', () => {
      try {
        finish(JSON.parse(text.trim().split('\n').pop()));
      } catch {
        finish({ stdout: '', error: 'The program stopped unexpectedly.' });
      }
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify({ code, stdin, seconds }));
  });
}

const normalize = (text, mode) =>
  mode === 'exact'
    ? text
    : text
        .replace(/\r\n/g, '\n')
        .split('\n')
        .map((l) => l.replace(/\s+$/, ''))
        .join('\n')
        .replace(/\n+$/, '');

/** The first differing line, for the message of a shown test. */
function firstDifference(expected, actual) {
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i])
      return `Line ${i + 1}: expected ${JSON.stringify(e[i] ?? '')}, got ${JSON.stringify(a[i] ?? '')}`;
  }
  return 'The output differs.';
}

/** The lines drawn, without zero-length ones. */
const lines = (segments) =>
  segments.filter((g) => Array.isArray(g) && g.length === 4 && (g[0] !== g[2] || g[1] !== g[3]));

/** True when line `p` is line `q` (either direction) within `tol` at both ends. */
const near = (p, q, tol) => {
  const same = (x1, y1, x2, y2) => Math.hypot(x1 - x2, y1 - y2) <= tol;
  return (
    (same(p[0], p[1], q[0], q[1]) && same(p[2], p[3], q[2], q[3])) ||
    (same(p[0], p[1], q[2], q[3]) && same(p[2], p[3], q[0], q[1]))
  );
};

/**
 * Compares the turtle's lines with the reference's: every line of each must be in the other
 * within `tol` units at both ends (so a side drawn as two halves differs from one drawn whole).
 * '' when they match, else why not.
 */
function compareDrawings(want, got, tol) {
  const w = lines(want);
  const g = lines(got);
  const missing = w.find((p) => !g.some((q) => near(p, q, tol)));
  if (missing)
    return `The drawing differs: the line from (${missing[0]}, ${missing[1]}) to (${missing[2]}, ${missing[3]}) is missing.`;
  const extra = g.find((p) => !w.some((q) => near(p, q, tol)));
  if (extra)
    return `The drawing differs: the line from (${extra[0]}, ${extra[1]}) to (${extra[2]}, ${extra[3]}) should not be there.`;
  return '';
}

const readCode = () => {
  try {
    return readFileSync('/box/main.py', 'utf8');
  } catch {
    return '';
  }
};
const code = readCode();

for (const test of job.tests) {
  const {
    stdin = '',
    compare = 'trim',
    seconds = 5,
    expected,
    reference,
    drawing,
    tolerance = 2,
  } = test.data ?? {};
  let want = expected;
  let wantSegments = null;
  if (typeof want !== 'string' || drawing) {
    const ref = await runProgram(String(reference ?? ''), stdin, seconds);
    if (ref.timeout || ref.error) {
      report(test, 'error', `The reference program failed: ${ref.timeout ? 'time limit' : ref.error}`);
      continue;
    }
    if (typeof want !== 'string') want = ref.stdout;
    wantSegments = ref.segments ?? [];
  }
  const got = await runProgram(code, stdin, seconds);
  if (got.timeout) {
    report(test, 'timeout', 'Time limit exceeded.');
    continue;
  }
  if (got.error) {
    report(test, 'error', got.error);
    continue;
  }
  const a = normalize(got.stdout, compare);
  const b = normalize(want, compare);
  if (a !== b) {
    report(test, 'fail', firstDifference(b, a));
    continue;
  }
  const drawn = wantSegments ? compareDrawings(wantSegments, got.segments ?? [], tolerance) : '';
  if (drawn) report(test, 'fail', drawn);
  else report(test, 'pass', 'Passed.');
}
