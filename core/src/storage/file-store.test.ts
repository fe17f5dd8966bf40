// One contract, two stores: local disk and S3 (against a local s3rver this file starts).
import test, { type ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import pino from 'pino';
import { FileNotFoundError, channelFiles, type FileStorageService } from '@seodang/sdk';
import { startLocalS3, type LocalS3 } from '../testing.ts';
import { createFileStorage, type CoreFileStorage } from './file-storage.ts';
import { localDiskStore } from './local-disk-store.ts';

const log = pino({ level: 'silent' });
const stores: Record<'local' | 's3', CoreFileStorage> = {} as never;
let s3: LocalS3;

test.before(async () => {
  s3 = await startLocalS3();
  stores.local = createFileStorage(
    {
      driver: 'local',
      localDir: await mkdtemp(join(tmpdir(), 'seodang-files-')),
      s3: { region: 'us-east-1', forcePathStyle: false },
    },
    log,
  );
  stores.s3 = createFileStorage({ driver: 's3', localDir: 'unused', s3 }, log);
});
test.after.always(async () => {
  await Promise.all(Object.values(stores).map((s) => s.close()));
  await s3?.close();
});

type Driver = keyof typeof stores;
const drivers: Driver[] = ['local', 's3'];
// Each test writes under its own plugin prefix, so the tests run side by side.
const storeFor = (driver: Driver, t: ExecutionContext) =>
  (stores[driver].service as FileStorageService).forPlugin(
    `t${t.title.length}-${randomBytes(4).toString('hex')}`,
  );

for (const driver of drivers) {
  test(`${driver}: put bytes, head, get whole, list by prefix with keys relative to the store`, async (t) => {
    const files = storeFor(driver, t);
    const stored = await files.put('exam-1/a.txt', 'hello world', { contentType: 'text/plain' });
    t.like(stored, { key: 'exam-1/a.txt', size: 11, contentType: 'text/plain' });
    await files.put('exam-1/b.bin', Buffer.from([1, 2, 3]), { contentType: 'application/octet-stream' });
    await files.put('exam-2/c.txt', 'other', { contentType: 'text/plain' });
    t.like(await files.head('exam-1/a.txt'), { key: 'exam-1/a.txt', size: 11, contentType: 'text/plain' });
    const read = await files.get('exam-1/a.txt');
    t.is(await text(read.body), 'hello world');
    t.like(read.file, { key: 'exam-1/a.txt', size: 11, contentType: 'text/plain' });
    t.is(read.range, undefined);
    t.deepEqual(
      (await files.list('exam-1/')).map((f) => [f.key, f.size]),
      [
        ['exam-1/a.txt', 11],
        ['exam-1/b.bin', 3],
      ],
    );
    t.deepEqual(
      (await files.list()).map((f) => f.key),
      ['exam-1/a.txt', 'exam-1/b.bin', 'exam-2/c.txt'],
    );
  });

  test(`${driver}: byte ranges, the end clamped, a start past the end refused`, async (t) => {
    const files = storeFor(driver, t);
    await files.put('v.webm', '0123456789', { contentType: 'video/webm' });
    const part = await files.get('v.webm', { start: 2, end: 4 });
    t.is(await text(part.body), '234');
    t.deepEqual(part.range, { start: 2, end: 4 });
    t.is(part.file.size, 10, 'the size is the whole object');
    const tail = await files.get('v.webm', { start: 7, end: 100 });
    t.is(await text(tail.body), '789');
    t.deepEqual(tail.range, { start: 7, end: 9 });
    await t.throwsAsync(files.get('v.webm', { start: 10, end: 12 }), { instanceOf: RangeError });
  });

  test(`${driver}: a missing key is a clear not-found; head says null; deleting it is no error`, async (t) => {
    const files = storeFor(driver, t);
    const err = await t.throwsAsync(files.get('nothing/here.txt'), { instanceOf: FileNotFoundError });
    t.is(err.code, 'file_not_found');
    t.regex(err.key, /nothing\/here\.txt$/);
    t.is(await files.head('nothing/here.txt'), null);
    await t.notThrowsAsync(files.delete('nothing/here.txt'));
  });

  test(`${driver}: overwrite replaces bytes and content type; delete removes`, async (t) => {
    const files = storeFor(driver, t);
    await files.put('p.png', 'first version', { contentType: 'image/png' });
    await files.put('p.png', 'second', { contentType: 'image/webp' });
    const read = await files.get('p.png');
    t.is(await text(read.body), 'second');
    t.like(read.file, { size: 6, contentType: 'image/webp' });
    await files.delete('p.png');
    t.is(await files.head('p.png'), null);
    t.deepEqual(await files.list(), []);
  });

  test(`${driver}: a stream of unknown length, larger than one upload part, arrives whole`, async (t) => {
    const files = storeFor(driver, t);
    const bytes = randomBytes(9 * 1024 * 1024 + 17);
    const chunks = Array.from({ length: 10 }, (_, i) =>
      bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    await files.put('rec/big.webm', Readable.from(chunks), { contentType: 'video/webm' });
    t.like(await files.head('rec/big.webm'), { size: bytes.length, contentType: 'video/webm' });
    t.true((await buffer((await files.get('rec/big.webm')).body)).equals(bytes));
    const mid = await files.get('rec/big.webm', { start: 8 * 1024 * 1024 - 3, end: 8 * 1024 * 1024 + 3 });
    t.true((await buffer(mid.body)).equals(bytes.subarray(8 * 1024 * 1024 - 3, 8 * 1024 * 1024 + 4)));
  });

  test(`${driver}: plugins and channels are kept apart; bad keys are refused`, async (t) => {
    const service = stores[driver].service;
    const a = service.forPlugin(`a${randomBytes(3).toString('hex')}`);
    const b = service.forPlugin(`b${randomBytes(3).toString('hex')}`);
    await a.put('x.txt', 'a', { contentType: 'text/plain' });
    t.is(await b.head('x.txt'), null);
    const channel7 = channelFiles(a, 7);
    await channel7.put('photo.jpg', 'c7', { contentType: 'image/jpeg' });
    t.is(await channelFiles(a, 8).head('photo.jpg'), null);
    t.deepEqual(
      (await a.list()).map((f) => f.key),
      ['channel-7/photo.jpg', 'x.txt'],
    );
    for (const bad of ['../x', '/abs', 'a//b', '.meta/x', 'a/../../b', 'sp ace', ''])
      await t.throwsAsync(
        () => a.put(bad, 'x', { contentType: 'text/plain' }),
        { instanceOf: TypeError },
        bad,
      );
    t.throws(() => a.scope('..'), { instanceOf: TypeError });
  });
}

test('local: no download URL (objects are served through the plugin’s own route)', async (t) => {
  const files = storeFor('local', t);
  await files.put('r.csv', 'a,b', { contentType: 'text/csv' });
  t.is(await files.downloadUrl('r.csv'), null);
});

// The local S3 checks presigned URLs as S3 does (the signature over the whole request, and the expiry).
test('s3: a presigned URL downloads the object with the file name, and says how long it lasts', async (t) => {
  const files = storeFor('s3', t);
  await files.put('report/r.csv', 'a,b\n1,2\n', { contentType: 'text/csv' });
  const url = new URL(
    (await files.downloadUrl('report/r.csv', { expiresInSeconds: 60, fileName: '성적표.csv' }))!,
  );
  t.is(url.searchParams.get('X-Amz-Expires'), '60');
  t.regex(url.searchParams.get('X-Amz-Signature') ?? '', /^[0-9a-f]{64}$/);
  t.regex(url.pathname, /\/seodang-files\/.+\/report\/r\.csv$/);
  const res = await fetch(url);
  t.is(res.status, 200);
  t.is(await res.text(), 'a,b\n1,2\n');
  t.regex(res.headers.get('content-disposition') ?? '', /attachment; .*filename\*=UTF-8''%EC%84%B1/);
  const plain = new URL((await files.downloadUrl('report/r.csv'))!);
  t.is(plain.searchParams.get('X-Amz-Expires'), '300', 'five minutes unless asked otherwise');
  await t.throwsAsync(() => files.downloadUrl('report/r.csv', { expiresInSeconds: 7200 }), {
    instanceOf: RangeError,
  });
});

test('s3: a presigned URL changed after signing is refused: another object, a longer life, another name', async (t) => {
  const files = storeFor('s3', t);
  await files.put('report/r.csv', 'a,b\n', { contentType: 'text/csv' });
  await files.put('report/other.csv', 'secret\n', { contentType: 'text/csv' });
  const signed = (await files.downloadUrl('report/r.csv', { expiresInSeconds: 60, fileName: 'r.csv' }))!;
  t.is((await fetch(signed)).status, 200);
  const tampered = (change: (url: URL) => void) => {
    const url = new URL(signed);
    change(url);
    return url;
  };
  const refusals: [string, URL][] = [
    [
      'another signature',
      tampered((u) => {
        const sig = u.searchParams.get('X-Amz-Signature')!;
        u.searchParams.set('X-Amz-Signature', `${sig[0] === '0' ? '1' : '0'}${sig.slice(1)}`);
      }),
    ],
    ['another object', tampered((u) => (u.pathname = u.pathname.replace(/r\.csv$/, 'other.csv')))],
    ['a longer life', tampered((u) => u.searchParams.set('X-Amz-Expires', '3600'))],
    [
      'another file name',
      tampered((u) => u.searchParams.set('response-content-disposition', 'inline; filename="r.html"')),
    ],
  ];
  for (const [what, url] of refusals) {
    const res = await fetch(url);
    t.is(res.status, 403, what);
    t.regex(await res.text(), /<Code>SignatureDoesNotMatch<\/Code>/, what);
  }
});

test('s3: a presigned URL is refused once its lifetime is over', async (t) => {
  const files = storeFor('s3', t);
  await files.put('report/r.csv', 'a,b\n', { contentType: 'text/csv' });
  const url = (await files.downloadUrl('report/r.csv', { expiresInSeconds: 1 }))!;
  // A URL signed alike but living a minute opens the file (the short one is not fetched in time:
  // on a busy machine its one second could be over before the first request).
  const lasting = (await files.downloadUrl('report/r.csv', { expiresInSeconds: 60 }))!;
  t.is((await fetch(lasting)).status, 200);
  // The signing time has whole seconds: past one second and the next, the URL has expired.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const late = await fetch(url);
  t.is(late.status, 403);
  t.regex(await late.text(), /<Code>AccessDenied<\/Code>.*Request has expired/s);
});

test('local: writes never leave partial files; old leftovers of a crash are swept, recent ones kept', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'seodang-files-'));
  const store = localDiskStore(root);
  await store.put('p/a.txt', 'x', { contentType: 'text/plain' });
  t.deepEqual(await readdir(join(root, '.partial')), []);
  await mkdir(join(root, '.partial'), { recursive: true });
  await writeFile(join(root, '.partial', 'old'), 'x');
  await writeFile(join(root, '.partial', 'new'), 'y');
  const old = new Date(Date.now() - 2 * 3600_000);
  await utimes(join(root, '.partial', 'old'), old, old);
  t.is(await store.sweepPartials(), 1);
  t.deepEqual(await readdir(join(root, '.partial')), ['new']);
  t.deepEqual(
    (await store.list('')).map((f) => f.key),
    ['p/a.txt'],
  );
});
