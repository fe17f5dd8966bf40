import test from 'ava';
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale, mtimeOf, newestMtime } from './staleness.ts';

test('outputs newer than every source are fresh', (t) => {
  t.false(isStale(100, [200, 150]));
});

test('the oldest output decides', (t) => {
  t.true(isStale(100, [200, 50]));
});

test('a missing output, or no outputs at all, is stale', (t) => {
  t.true(isStale(100, [200, undefined]));
  t.true(isStale(0, []));
});

test('newestMtime walks folders and skips node_modules, dist and dotfiles', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'staleness-'));
  const file = (rel: string, secs: number): void => {
    const p = join(dir, rel);
    mkdirSync(join(p, '..'), { recursive: true });
    writeFileSync(p, 'x');
    utimesSync(p, secs, secs);
  };
  file('src/a.ts', 1000);
  file('src/deep/b.ts', 2000);
  file('node_modules/x.js', 9000);
  file('dist/out.js', 9000);
  file('.cache/y', 9000);
  t.is(newestMtime([dir]), 2000 * 1000);
  t.is(newestMtime([join(dir, 'nope')]), 0);
  t.is(mtimeOf(join(dir, 'nope')), undefined);
});
