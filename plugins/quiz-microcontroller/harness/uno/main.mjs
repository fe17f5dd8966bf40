// The Arduino Uno harness (a seodang judge harness, run with the root filesystem's Node.js).
//
// Reads the job line on stdin. The learner's sketch, /box/sketch.ino, is built for the Uno with
// Debian's arduino-builder (arduino-core-avr, gcc-avr, avr-libc) in a child process; a learner who
// gave a hex instead (/box/sketch.hex) skips the build. A failed build is reported to the judge as
// a build step (`{"compile": {"ok": false, "output"}}`: the result is COMPILE_ERROR), or for the
// player's Run as the build test's error, 'Compile failed, check the code.' and the output. Then:
// - a `build` test (the player's Run) reports the hex as the artifact `sketch.hex.json`;
// - every other test runs the hex on avr8js (vendor/board/check.mjs, the same code as the
//   player's virtual board) on a virtual clock, in this process: the learner's program is AVR
//   machine code inside the emulator, which cannot reach this process's memory or the nonce.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { runUnoTest } from './vendor/board/check.mjs';

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

/** Runs arduino-builder on the sketch; resolves `{ ok, output }`. */
function build(seconds) {
  mkdirSync('/tmp/sketch', { recursive: true });
  mkdirSync('/tmp/build', { recursive: true });
  writeFileSync('/tmp/sketch/sketch.ino', readFileSync('/box/sketch.ino'));
  const args = [
    '-compile',
    '-hardware',
    '/usr/share/arduino/hardware',
    '-hardware',
    '/usr/share/arduino-builder',
    '-tools',
    '/usr/share/arduino-builder',
    '-fqbn',
    'arduino:avr:uno',
    '-core-api-version',
    '10819',
    '-warnings',
    'default',
    '-build-path',
    '/tmp/build',
    '/tmp/sketch/sketch.ino',
  ];
  return new Promise((resolve) => {
    const child = spawn('arduino-builder', args, {
      cwd: '/tmp',
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk) => {
      if (output.length < 100_000) output += chunk.toString('utf8');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
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
    const timer = setTimeout(
      () => finish({ ok: false, output: `${output}\nThe build took too long.` }),
      seconds * 1000,
    );
    child.on('error', (e) => finish({ ok: false, output: e.message }));
    child.on('close', (code) => finish({ ok: code === 0, output }));
  });
}

/** The compiler's output as the learner reads it: their file as `sketch.ino`, without build paths. */
const tidy = (output) =>
  output
    .replaceAll('/tmp/sketch/', '')
    .replaceAll('/tmp/build/sketch/', '')
    .split('\n')
    .filter((l) => !l.startsWith('/usr/bin/avr-') && !l.includes('arduino-builder'))
    .join('\n')
    .trim()
    .slice(-6000);

let hex = '';
let built = null;
if (existsSync('/box/sketch.hex')) hex = readFileSync('/box/sketch.hex', 'utf8');
else {
  built = await build(120);
  if (built.ok && existsSync('/tmp/build/sketch.ino.hex'))
    hex = readFileSync('/tmp/build/sketch.ino.hex', 'utf8');
  else if (job.tests.some((test) => test.data?.build)) {
    // The player's Run: the build test answers the compiler, in the words of §8.
    const message = `Compile failed, check the code.\n\n${tidy(built.output)}`;
    for (const test of job.tests) report(test, 'error', message);
    process.exit(0);
  } else {
    // Grading: the judge makes the result COMPILE_ERROR with the compiler's output.
    process.stdout.write(tag + JSON.stringify({ compile: { ok: false, output: tidy(built.output) } }) + '\n');
    process.exit(0);
  }
  if (!job.tests.some((test) => test.data?.build)) {
    const size = built.output.split('\n').filter((l) => /^(Sketch uses|Global variables use)/.test(l));
    process.stdout.write(tag + JSON.stringify({ compile: { ok: true, output: size.join('\n') } }) + '\n');
  }
}

for (const test of job.tests) {
  const data = test.data ?? {};
  if (data.build) {
    const size = /Sketch uses [^\n]*/.exec(built?.output ?? '')?.[0] ?? '';
    report(test, 'pass', size || 'Built.', [jsonArtifact('sketch.hex.json', { hex })]);
    continue;
  }
  const run = runUnoTest(hex, data);
  const changes = run.changes.slice(0, 2000).map((c) => [c.pin, Math.round(c.ms * 1000) / 1000, c.level]);
  report(test, run.outcome, run.message, [
    jsonArtifact('run.json', { serial: run.serial.slice(0, 20_000), changes }),
  ]);
}
