import test from 'ava';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseCacheDir, cachedBase, restoreBase, storeBase } from './base-cache.ts';

/** A fresh cache directory and a small "base" tree with a symlink and a mode to keep. */
function setup(): { cache: string; built: string; scratch: string } {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-base-cache-'));
  const cache = path.join(scratch, 'cache');
  const built = path.join(scratch, 'built');
  fs.mkdirSync(path.join(built, 'usr/bin'), { recursive: true });
  fs.writeFileSync(path.join(built, 'usr/bin/tool'), '#!/bin/sh\n', { mode: 0o755 });
  fs.symlinkSync('usr/bin', path.join(built, 'bin'));
  process.env.SEODANG_JUDGE_BASE_CACHE = cache;
  return { cache, built, scratch };
}

test.afterEach.always(() => {
  delete process.env.SEODANG_JUDGE_BASE_CACHE;
});

test.serial('a stored base is restored whole, with its modes and links', (t) => {
  const { built, scratch } = setup();
  t.is(cachedBase('aaa'), null);
  t.false(restoreBase('aaa', path.join(scratch, 'nothing')));
  storeBase('aaa', built);
  t.truthy(cachedBase('aaa'));
  const target = path.join(scratch, 'restored');
  t.true(restoreBase('aaa', target));
  t.is(fs.statSync(path.join(target, 'usr/bin/tool')).mode & 0o777, 0o755);
  t.is(fs.readlinkSync(path.join(target, 'bin')), 'usr/bin');
  // The restored tree is a copy: changing it leaves the cache as it was.
  fs.writeFileSync(path.join(target, 'usr/bin/tool'), 'changed');
  t.is(fs.readFileSync(path.join(cachedBase('aaa')!, 'usr/bin/tool'), 'utf8'), '#!/bin/sh\n');
  fs.rmSync(scratch, { recursive: true, force: true });
});

test.serial('another package list is not served from the cache, and only the two newest bases stay', (t) => {
  const { cache, built, scratch } = setup();
  storeBase('one', built);
  fs.utimesSync(path.join(cache, 'one'), new Date(1_000_000), new Date(1_000_000));
  storeBase('two', built);
  t.is(cachedBase('three'), null);
  storeBase('three', built);
  t.deepEqual(fs.readdirSync(cache).sort(), ['three', 'two']);
  fs.rmSync(scratch, { recursive: true, force: true });
});

test.serial('a partial copy is never taken for a base, and `off` turns the cache off', (t) => {
  const { cache, built, scratch } = setup();
  fs.mkdirSync(path.join(cache, 'xyz.partial-1'), { recursive: true });
  t.is(cachedBase('xyz'), null);
  process.env.SEODANG_JUDGE_BASE_CACHE = 'off';
  t.is(baseCacheDir(), null);
  storeBase('xyz', built);
  t.false(fs.existsSync(path.join(cache, 'xyz')));
  fs.rmSync(scratch, { recursive: true, force: true });
});
