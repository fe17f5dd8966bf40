// Recordings and identity photos on S3-compatible storage (a local s3rver): the same routes, the
// same access rules; playback is sent to the store with a presigned URL.
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { startLocalS3 } from '@seodang/core/testing';
import { examFixture } from './test-support/exam-fixture.ts';
import { assessmentFiles, examFolder } from './services/files.ts';

const s3 = await startLocalS3();
test.after.always(() => s3.close());
const storage = {
  driver: 's3' as const,
  localDir: 'unused',
  s3: {
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  },
};
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('on S3, a supervisor is sent to the store to play a recording (byte ranges there); others are refused first', async (t) => {
  const f = await examFixture({ examinees: 1, config: { storage } });
  try {
    const user = f.ids.examinee1;
    const key = `${examFolder(f.channelId, f.examIndex)}/recordings/v.webm`;
    const bytes = randomBytes(4096);
    await assessmentFiles(f.app.core).put(key, bytes, { contentType: 'video/webm' });
    const db = f.app.core.db;
    await db('assessment_recording_publishers').insert({
      exam_id: f.examIndex,
      publisher_id: '77',
      user_id: user,
      device: 'webcam',
    });
    const [{ id }] = await db('assessment_recordings')
      .insert({
        exam_id: f.examIndex,
        source_name: 'v.mjr',
        publisher_id: '77',
        kind: 'video',
        state: 'ready',
        storage_key: key,
        content_type: 'video/webm',
        size: bytes.length,
      })
      .returning('id');
    const path = `/api/exam/${f.examIndex}/report/${user}/recordings/${id}`;

    const res = await (await f.as('watcher')).request('GET', path);
    t.is(res.status, 302);
    t.is(res.headers.get('cache-control'), 'private, no-store');
    const location = res.headers.get('location')!;
    t.true(location.startsWith(`${s3.endpoint}/${s3.bucket}/assessment/channel-${f.channelId}/`));
    t.is(new URL(location).searchParams.get('X-Amz-Expires'), '3600');
    const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
    t.is(part.status, 206);
    t.deepEqual(Buffer.from(await part.arrayBuffer()), bytes.subarray(100, 200));

    const examinee = await (await f.as('examinee1')).request('GET', path);
    t.is(examinee.status, 403, 'the examinee gets no URL');
    t.is(examinee.headers.get('location'), null);
    await assessmentFiles(f.app.core).delete(key);
    t.is((await (await f.as('watcher')).request('GET', path)).status, 404, 'a missing object is no redirect');
  } finally {
    await f.app.stop();
  }
});

test('on S3, an identity photo is stored in the exam’s folder and served through core to the supervisors', async (t) => {
  const f = await examFixture({ examinees: 1, config: { storage } });
  try {
    await f.app.core
      .db('assessment_exams')
      .where({ id: f.examIndex })
      .update({ identification_upload: true });
    const examinee = await f.as('examinee1');
    const path = `/api/exam/${f.examIndex}/identification/photo`;
    t.is((await examinee.post(path, { image: png.toString('base64') })).status, 201);
    const stored = await assessmentFiles(f.app.core).list(
      `${examFolder(f.channelId, f.examIndex)}/identity/`,
    );
    t.deepEqual(
      stored.map((s) => [s.contentType, s.size]),
      [['image/png', png.length]],
    );
    const seen = await (await f.as('watcher')).request('GET', `${path}?userId=${f.ids.examinee1}`);
    t.is(seen.status, 200);
    t.is(seen.headers.get('content-type'), 'image/png');
    t.deepEqual(Buffer.from(await seen.arrayBuffer()), png);
  } finally {
    await f.app.stop();
  }
});
