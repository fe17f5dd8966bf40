import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStorageRef } from '@seodang/sdk';
import { examFixture } from './test-support/exam-fixture.ts';

const store = mkdtempSync(join(tmpdir(), 'seodang-identity-'));
process.env.SEODANG_FILES_DIR = store;
test.after.always(() => rmSync(store, { recursive: true, force: true }));

// A 1×1 PNG, and a JPEG / WebP header: what the server must recognise by content.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 2),
]);
const b64 = (b: Buffer) => b.toString('base64');

test.serial(
  'identity photo: only when the exam asks; images by their bytes, at most 5 MB; kept in storage; seen by the examinee and the supervisors only',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const path = `/api/exam/${f.examIndex}/identification/photo`;
      const s1 = await f.as('examinee1');
      const notAsked = await s1.post(path, { image: b64(png) });
      t.is(notAsked.status, 403);
      t.is(notAsked.body.err.message, '이 시험은 신분 확인 사진을 받지 않습니다.');
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ identification_upload: true });
      t.true((await s1.get(`/api/exam/${f.examIndex}`)).body.examData.identification.upload);

      // Bad input: a named-like-an-image text, a script, not base64, too large. Nothing is stored.
      const text = await (
        await f.as('examinee1', 'en')
      ).post(path, { image: b64(Buffer.from('GIF89a? no: <script>alert(1)</script>')) });
      t.is(text.status, 400);
      t.deepEqual(
        [text.body.err.code, text.body.err.message],
        ['photo_type', 'Please upload a JPEG, PNG or WebP image.'],
      );
      t.is((await s1.post(path, { image: '%%% not base64 %%%' })).status, 400);
      t.is((await s1.post(path, {})).status, 400);
      const big = await s1.post(path, { image: b64(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])) });
      t.is(big.status, 400);
      t.deepEqual(
        [big.body.err.code, big.body.err.message],
        ['photo_too_large', '사진은 5MB를 넘을 수 없습니다.'],
      );
      t.is((await s1.get(path)).status, 404, 'nothing stored after refusals');

      // Others may not upload for the exam, nor read someone's photo.
      t.is((await (await f.as('student_member')).post(path, { image: b64(png) })).status, 403);
      const up = await s1.post(path, { image: b64(png) });
      t.is(up.status, 201);
      t.like(up.body.data, { mime: 'image/png', size: png.length });
      const mine = await s1.request('GET', path);
      t.is(mine.status, 200);
      t.is(mine.headers.get('content-type'), 'image/png');
      t.is(mine.headers.get('cache-control'), 'private, no-store');
      t.deepEqual(Buffer.from(await mine.arrayBuffer()), png);
      const s2 = await f.as('examinee2');
      t.is(
        (await s2.get(`${path}?userId=${f.ids.examinee1}`)).status,
        403,
        'never served to another examinee',
      );
      t.is((await (await f.as('student_member')).get(`${path}?userId=${f.ids.examinee1}`)).status, 403);
      t.is((await (await f.as('other_teacher')).get(`${path}?userId=${f.ids.examinee1}`)).status, 403);

      // The supervisor sees it for the identity check, then checks.
      const sup = await f.as('watcher');
      const seen = await sup.request('GET', `${path}?userId=${f.ids.examinee1}`);
      t.is(seen.status, 200);
      t.deepEqual(Buffer.from(await seen.arrayBuffer()), png);
      t.is((await sup.get(`${path}?userId=${f.ids.examinee2}`)).status, 404, 'no photo yet');
      t.deepEqual(
        (
          await sup.post('/api/exam/identification/check', {
            examIndex: f.examIndex,
            userId: f.ids.examinee1,
          })
        ).body,
        { status: true },
      );

      // A new photo replaces the old one in storage; JPEG and WebP are accepted too.
      t.is((await s1.post(path, { image: b64(jpeg) })).body.data.mime, 'image/jpeg');
      // Without the photo the examinee is not admitted (the server says so, not only the page).
      await s2.post('/api/exam/agreement', { userId: f.ids.examinee2, examIndex: f.examIndex });
      t.deepEqual((await s2.get(`/api/exam/${f.examIndex}/can-enter`)).body, {
        canEnter: false,
        reason: 'no_identity_photo',
      });
      const refused = await s2.post(`/api/exam/${f.examIndex}/enter`);
      t.deepEqual(
        [refused.status, refused.body.err.message],
        [403, '신분 확인 사진을 올려야 입장할 수 있습니다.'],
      );
      t.is((await s2.get(`/api/exam/${f.examIndex}`)).body.examState.identificationPhoto, null);
      t.is((await s2.post(path, { image: b64(webp) })).body.data.mime, 'image/webp');
      t.deepEqual((await s2.get(`/api/exam/${f.examIndex}/can-enter`)).body, {
        canEnter: true,
        reason: null,
      });
      t.truthy((await s2.get(`/api/exam/${f.examIndex}`)).body.examState.identificationPhoto.uploadedAt);
      t.is((await s1.request('GET', path)).headers.get('content-type'), 'image/jpeg');
      const stored = await f.app.core
        .service(fileStorageRef)
        .forPlugin('assessment')
        .list(`channel-${f.channelId}/exam-${f.examIndex}/identity/`);
      t.is(stored.length, 2, "one object per examinee, in the exam's folder of its channel");

      // After the exam the photo can no longer change.
      await s1.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      await s1.post(`/api/exam/${f.examIndex}/enter`);
      await s1.post(`/api/exam/${f.examIndex}/finish`);
      t.is((await s1.post(path, { image: b64(png) })).body.err.code, 'finished');
    } finally {
      await f.app.stop();
    }
  },
);
