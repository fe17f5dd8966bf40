// Runs the learner's project for each test (a child of main.mjs, which never hands it the nonce).
//
// Reads `{ tests: [{ inputs, duration, checks, rules }], seconds }` as JSON on stdin, the project
// from /box/project.json, and writes one JSON line on stdout: a verdict per test. The project is
// data for the runtime (no code of the learner's is evaluated); its steps are bounded by the
// teacher's block limit, and the run by a virtual clock.
import { readFileSync } from 'node:fs';
import { gradeTest } from './vendor/runtime/grade.mjs';

const readAll = () =>
  new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(JSON.parse(text)));
  });

const { tests } = await readAll();
let project;
try {
  project = JSON.parse(readFileSync('/box/project.json', 'utf8'));
} catch {
  project = null;
}
const verdicts = tests.map((t) => {
  if (!project) return { outcome: 'error', message: 'The project file cannot be read.', passed: 0, total: 0 };
  try {
    return gradeTest(project, t, t.rules);
  } catch (e) {
    return {
      outcome: 'error',
      message: `The project stopped with an error: ${e?.message ?? e}`,
      passed: 0,
      total: 0,
    };
  }
});
process.stdout.write(`${JSON.stringify(verdicts)}\n`);
