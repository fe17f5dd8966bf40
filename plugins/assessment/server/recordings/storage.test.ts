import test from 'ava';
import { mkdir, mkdtemp, readFile, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { localDiskStorage, removeStalePartials } from './storage.ts';

test('local storage: atomic put, sizes, byte ranges, keys cannot leave the folder', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'seodang-store-'));
  const storage = localDiskStorage(root);
  const source = join(root, '..', `${root.split('/').pop()}-source.webm`);
  await writeFile(source, '0123456789');
  await storage.put('exam-1/a.webm', source);
  t.is(await storage.size('exam-1/a.webm'), 10);
  t.is(await storage.size('exam-1/missing.webm'), null);
  t.is(await text(storage.read('exam-1/a.webm', { start: 2, end: 4 })), '234');
  t.deepEqual(await readdir(join(root, 'exam-1')), ['a.webm'], 'no temporary file is left');
  await t.throwsAsync(storage.put('../escape.webm', source));
  t.throws(() => storage.read('../../etc/passwd'));
  await storage.remove('exam-1/a.webm');
  t.is(await storage.size('exam-1/a.webm'), null);
  t.is(await readFile(source, 'utf8'), '0123456789', 'the source stays');
});

test('unfinished copies a crash left behind are swept once old; a copy in progress is kept', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'seodang-store-'));
  await mkdir(join(root, 'exam-1'));
  const stale = join(root, 'exam-1', 'a.webm.partial-0b5c6a34-8f0e-4f7a-9d5a-0d6f1f2f3a4b');
  const fresh = join(root, 'exam-1', 'b.webm.partial-1b5c6a34-8f0e-4f7a-9d5a-0d6f1f2f3a4b');
  await writeFile(stale, 'x');
  await writeFile(fresh, 'y');
  await writeFile(join(root, 'exam-1', 'c.webm'), 'z');
  const old = new Date(Date.now() - 2 * 3600_000);
  await utimes(stale, old, old);
  t.is(await removeStalePartials(root), 1);
  t.deepEqual((await readdir(join(root, 'exam-1'))).sort(), [
    'b.webm.partial-1b5c6a34-8f0e-4f7a-9d5a-0d6f1f2f3a4b',
    'c.webm',
  ]);
});
