import test from 'ava';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const guards = fileURLToPath(new URL('./process-guards.ts', import.meta.url));

/** Runs a small program in its own process, so a crash is seen as an exit code. */
function run(body: string) {
  const program = `
    const { installProcessGuards } = await import(${JSON.stringify(guards)});
    const seen = [];
    const fault = (error, where, context) => seen.push(where + ':' + context.tags.origin + ':' + error.message);
    ${body}
    setTimeout(() => { console.log(JSON.stringify(seen)); }, 50);
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
}

test('with the guards, a stray throw and an unhandled rejection are recorded and the process lives on', (t) => {
  const result = run(`
    installProcessGuards(fault);
    setTimeout(() => { throw new Error('listener bug'); }, 0);
    void Promise.reject(new Error('forgotten promise'));
  `);
  t.is(result.status, 0, result.stderr);
  t.deepEqual(JSON.parse(result.stdout), [
    'process:unhandledRejection:forgotten promise',
    'process:uncaughtException:listener bug',
  ]);
});

test('without them (during start-up) the same throw still ends the process', (t) => {
  const result = run(`setTimeout(() => { throw new Error('start-up failure'); }, 0);`);
  t.is(result.status, 1);
  t.regex(result.stderr, /start-up failure/);
});
