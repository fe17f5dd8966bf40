// Runs node:test files and reports every test as one line "@@NONCE STATUS name ms message".
// Each test file runs in its own process, so the code under test cannot reach this reporter;
// the nonce comes from the first stdin line.
import { run } from 'node:test';
import { readFileSync } from 'node:fs';

const nonce = readFileSync(0, 'utf8').split('\n')[0].trim();
const files = process.argv.slice(2);
const out = (line) => process.stdout.write(`@@${nonce} ${line}\n`);
const stream = run({ files, concurrency: 1, timeout: 60_000 });
let count = 0;
stream.on('test:pass', (t) => {
  if (t.details?.type === 'suite') return;
  count++;
  out(
    `${t.skip || t.todo ? 'SKIP' : 'PASS'} ${t.name.replaceAll(' ', '_')} ${Math.round(t.details?.duration_ms ?? 0)} `,
  );
});
stream.on('test:fail', (t) => {
  if (t.details?.type === 'suite') return;
  count++;
  const msg = String(t.details?.error?.cause?.message ?? t.details?.error?.message ?? '').replaceAll(
    '\n',
    ' ',
  );
  out(`FAIL ${t.name.replaceAll(' ', '_')} ${Math.round(t.details?.duration_ms ?? 0)} ${msg}`);
});
stream.on('end', () => out(`DONE ${count}`));
stream.resume?.();
