// The Skulpt quiz's harness (a seodang judge harness, run with the root filesystem's Node.js).
//
// Reads the job line on stdin. For each test it runs the learner's /box/main.py in Skulpt (the
// same library the browser runs) in a child process, `runner.mjs`, which never sees the nonce;
// when the test names no expected output, the teacher's reference program runs the same way and
// its output is the expected one. The outputs are compared (`exact`, or `trim`: trailing spaces of
// each line and trailing blank lines do not count); a test with `drawing` also paints both turtle
// drawings and compares them pixel by pixel (drawing.mjs). One nonce-tagged line reports the test,
// with the diff image for a shown test whose drawing differs, and, for the test a validation marks
// `example`, the passing program's output and drawing (the quiz's run screen example).
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
const report = (test, outcome, message, artifacts) => {
  const line = { name: test.name, outcome, message: String(message).slice(0, 2000) };
  // A hidden test's images would show its drawing: never sent (the judge drops them too).
  if (artifacts && !test.hidden) line.artifacts = artifacts;
  process.stdout.write(tag + JSON.stringify(line) + '\n');
};

/** Runs one program; resolves `{ stdout, drawing, scene?, error?, timeout? }` (runner.mjs). */
function runProgram(code, stdin, seconds, extra = {}) {
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
    child.stdin.end(JSON.stringify({ ...extra, code, stdin, seconds }));
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

/**
 * The run screen example of a validation's first shown test (`example`), when the program passed:
 * its output, and its drawing when it drew anything.
 */
async function exampleOf(test, got) {
  if (!test.data?.example || test.hidden) return undefined;
  const json = JSON.stringify({ stdout: String(got.stdout ?? '').slice(0, 20_000) });
  const artifacts = [{ name: 'output.json', base64: Buffer.from(json).toString('base64') }];
  if ((got.drawing ?? []).some((op) => Array.isArray(op) && op[0] !== 'bg')) {
    const { drawingPng } = await import('./drawing.mjs');
    const png = Buffer.from(await drawingPng(got.drawing)).toString('base64');
    artifacts.unshift({ name: 'drawing.png', base64: png });
  }
  return artifacts;
}

const readCode = () => {
  try {
    return readFileSync('/box/main.py', 'utf8');
  } catch {
    return '';
  }
};
const code = readCode();

// A glowscript job: every test is read from one run on a virtual clock (scene-grade.mjs).
const sceneJob = job.tests.length > 0 && job.tests.every((x) => x.data?.kind === 'scene');
if (sceneJob) await (await import('./scene-grade.mjs')).gradeScene(job.tests, code, runProgram, report);

for (const test of sceneJob ? [] : job.tests) {
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
  let wantDrawing = null;
  if (typeof want !== 'string' || drawing) {
    const ref = await runProgram(String(reference ?? ''), stdin, seconds);
    if (ref.timeout || ref.error) {
      report(test, 'error', `The reference program failed: ${ref.timeout ? 'time limit' : ref.error}`);
      continue;
    }
    if (typeof want !== 'string') want = ref.stdout;
    if (drawing) wantDrawing = ref.drawing ?? [];
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
  if (!wantDrawing) {
    report(test, 'pass', 'Passed.', await exampleOf(test, got));
    continue;
  }
  // Skia and pixelmatch load only for a test that compares drawings.
  const { compareDrawings } = await import('./drawing.mjs');
  const c = await compareDrawings(wantDrawing, got.drawing ?? [], tolerance);
  if (c.pass) {
    report(test, 'pass', 'Passed.', await exampleOf(test, got));
    continue;
  }
  report(
    test,
    'fail',
    `The drawing differs from the reference's: ${c.percent.toFixed(1)}% of its pixels are not within ` +
      `${tolerance} units of the same colour in the other (red: missing, blue: extra).`,
    [
      { name: 'drawing-diff.png', base64: Buffer.from(c.diffPng).toString('base64') },
      { name: 'drawing.png', base64: Buffer.from(c.drawingPng).toString('base64') },
    ],
  );
}
