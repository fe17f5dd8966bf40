// The micro:bit harness (a seodang judge harness, run with the root filesystem's Node.js).
//
// Reads the job line on stdin; the learner's program is /box/main.py. Each test runs in a child
// process (run-one.mjs: MicroPython's WebAssembly build and the `microbit` module, the same files
// as the simulator's host page) given only the program, the inputs and the duration; the child is
// killed past the test's wall-clock seconds (a loop that never touches the board). This process
// keeps the nonce and checks the run's display frames, pins and output (vendor/sim.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkMicrobit } from './vendor/sim.mjs';

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
  if (artifacts) line.artifacts = artifacts;
  process.stdout.write(tag + JSON.stringify(line) + '\n');
};
const jsonArtifact = (name, value) => ({
  name,
  base64: Buffer.from(JSON.stringify(value)).toString('base64'),
});
const code = readFileSync('/box/main.py', 'utf8');
const here = new URL('.', import.meta.url).pathname;

/** Runs the program once in a child; resolves the run, or null when it was killed or said nothing. */
function runChild(data) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${here}run-one.mjs`], {
      cwd: '/tmp',
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk) => {
      if (err.length < 4000) err += chunk.toString('utf8');
    });
    child.stdout.on('data', (chunk) => {
      if (out.length < 8_000_000) out += chunk.toString('utf8');
    });
    let killed = false;
    // The interpreter's start (about 0.2 s) is not the program's time.
    const timer = setTimeout(
      () => {
        killed = true;
        child.kill('SIGKILL');
      },
      (data.seconds + 2) * 1000,
    );
    child.on('error', (e) => resolve({ failed: e.message }));
    child.on('close', () => {
      clearTimeout(timer);
      if (killed) return resolve({ killed: true });
      const last = out.trimEnd().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(last));
      } catch {
        resolve({ failed: err.trim().split('\n').slice(-5).join('\n') });
      }
    });
    child.stdin.end(JSON.stringify(data));
  });
}

for (const test of job.tests) {
  const data = test.data ?? {};
  const run = await runChild({
    code,
    inputs: data.inputs ?? [],
    duration_ms: data.duration_ms,
    seconds: data.seconds,
  });
  if (run?.killed) {
    report(test, 'timeout', 'The program took too long to run.');
    continue;
  }
  if (run?.failed !== undefined) {
    report(test, 'error', `The simulator stopped: ${run.failed}`.trim());
    continue;
  }
  if (!run || !Array.isArray(run.frames) || !Array.isArray(run.pins) || typeof run.output !== 'string') {
    report(test, 'error', 'The program stopped the simulator.');
    continue;
  }
  const verdict = checkMicrobit(run, {
    checks: data.checks ?? [],
    expected_output: data.expected_output ?? null,
    compare: data.compare,
  });
  report(test, verdict.outcome, verdict.message, [
    jsonArtifact('run.json', {
      frames: run.frames.slice(0, 2000),
      pins: run.pins.slice(0, 2000),
      output: String(run.output).slice(0, 20_000),
      error: String(run.error ?? '').slice(0, 2000),
    }),
  ]);
}
