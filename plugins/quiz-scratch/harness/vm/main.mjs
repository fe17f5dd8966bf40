// The Scratch quiz's harness (a seodang judge harness, run with the root filesystem's Node.js).
//
// Reads the job line on stdin. The learner's project is /box/project.json. Each test first checks
// the teacher's block rules (required and forbidden opcodes, the block count), then runs the
// project in headless scratch-vm in a child process, `runner.mjs`, which never sees the nonce, on
// a virtual 30 fps clock for the test's duration, with its inputs ('ask' answers, key presses and
// clicks at virtual times, a seed), and compares the stage with the test's checks. A failure names
// the sprite and the script. One nonce-tagged line reports each test.
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

/** Runs one test of the project in a child; resolves `{ outcome, message }`. */
function runTest(project, test, seconds) {
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
    const timer = setTimeout(
      () => finish({ outcome: 'timeout', message: `The project did not finish within ${seconds} s.` }),
      seconds * 1000,
    );
    child.stdout.on('data', (chunk) => {
      if (text.length < 100_000) text += chunk.toString('utf8');
    });
    child.stderr.resume();
    child.on('error', (e) => finish({ outcome: 'error', message: e.message }));
    child.on('close', () => {
      try {
        finish(JSON.parse(text.trim().split('\n').pop()));
      } catch {
        finish({ outcome: 'error', message: 'The project stopped the player unexpectedly.' });
      }
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify({ project, test }));
  });
}

/** Every block of every sprite (top-level variable reporters, kept as arrays, have no opcode). */
function blocksOf(project) {
  const out = [];
  for (const t of project.targets ?? [])
    for (const b of Object.values(t.blocks ?? {}))
      if (b && !Array.isArray(b) && !b.shadow)
        out.push({ target: t.isStage ? 'Stage' : `Sprite ${t.name}`, opcode: b.opcode });
  return out;
}

/** '' when the project keeps the teacher's block rules, else why not. */
function ruleFailure(project, rules) {
  const blocks = blocksOf(project);
  for (const op of rules.requiredOpcodes ?? [])
    if (!blocks.some((b) => b.opcode === op)) return `The project must use the block ${op}.`;
  for (const op of rules.forbiddenOpcodes ?? []) {
    const used = blocks.find((b) => b.opcode === op);
    if (used) return `${used.target} uses the block ${op}, which this quiz does not allow.`;
  }
  if (rules.maxBlocks && blocks.length > rules.maxBlocks)
    return `The project has ${blocks.length} blocks; at most ${rules.maxBlocks} are allowed.`;
  return '';
}

let project;
try {
  project = JSON.parse(readFileSync('/box/project.json', 'utf8'));
} catch {
  for (const test of job.tests) report(test, 'error', 'The project file could not be read.');
  process.exit(0);
}
for (const test of job.tests) {
  const broken = ruleFailure(project, test.data.rules ?? {});
  if (broken) {
    report(test, 'fail', broken);
    continue;
  }
  // The test's duration on the virtual clock runs faster than real time; the wall limit covers loading.
  const r = await runTest(project, test.data, test.data.wallSeconds ?? 20);
  report(test, r.outcome, r.message);
}
