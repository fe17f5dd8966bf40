import test from 'ava';
import sharp from 'sharp';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;

test.before(async () => {
  t0 = await startTestCore();
  await t0.createChannelWithMembers({ slug: 'hanbit', members: { boss: 'admin', pupil: 'student' } });
  await t0.createChannelWithMembers({ slug: 'other', members: { 'other.admin': 'admin' } });
});
test.after.always(async () => {
  await t0?.stop();
});

async function as(who: string, host = 'hanbit.localhost', locale = 'ko') {
  const c = t0.client({ host, locale });
  await c.login(who, testPassword);
  return c;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

test.serial('a favicon upload is resized to 64 px, served to anyone and logged', async (t) => {
  const boss = await as('boss');
  const reply = await boss.upload('PUT', '/api/channel/settings/images/favicon', {
    file: { name: 'logo.png', type: 'image/png', bytes: await png(512, 300) },
  });
  t.is(reply.status, 200, JSON.stringify(reply.body));
  const path: string = reply.body.data.faviconPath;
  t.regex(path, /^\/api\/channel\/images\/favicon\?v=[0-9a-f]{16}$/);
  const served = await t0.client({ host: 'hanbit.localhost' }).request('GET', path);
  t.is(served.status, 200);
  t.is(served.headers.get('content-type'), 'image/png');
  const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  t.deepEqual([meta.width, meta.height], [64, 64]);
  const page = await (await t0.client({ host: 'hanbit.localhost' }).open('/login')).text();
  t.true(page.includes(path.replace(/&/g, '&amp;')), 'the page head links the new favicon');
  const log = await boss.get('/api/channel/action-log');
  t.like(log.body.data.list[0], { verb: 'Set', setting: '채널 설정' });
  t.regex(log.body.data.list[0].after, /파비콘: \/api\/channel\/images\/favicon/);
});

test.serial('more than 1 MB or not an image is refused, in Korean and English', async (t) => {
  const ko = await as('boss');
  const en = await as('boss', 'hanbit.localhost', 'en');
  const big = { file: { name: 'big.png', type: 'image/png', bytes: Buffer.alloc(1024 * 1024 + 1, 1) } };
  const tooBig = await ko.upload('PUT', '/api/channel/settings/images/favicon', big);
  t.is(tooBig.status, 413);
  t.is(tooBig.body.err.code, 'image_too_large');
  t.regex(tooBig.body.err.message, /1MB 이하/);
  const notImage = { file: { name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image') } };
  const bad = await en.upload('PUT', '/api/channel/settings/images/representative', notImage);
  t.is(bad.status, 400);
  t.is(bad.body.err.code, 'invalid_image');
  t.regex(bad.body.err.message, /could not be read as an image/);
  t.is(await t0.core.db('channel_images').where({ kind: 'representative' }).first(), undefined);
});

test.serial(
  'a representative image keeps its shape, at most 1200 × 630; removing it clears the path',
  async (t) => {
    const boss = await as('boss');
    const up = await boss.upload('PUT', '/api/channel/settings/images/representative', {
      file: { name: 'hero.png', type: 'image/png', bytes: await png(2400, 1000) },
    });
    t.is(up.status, 200, JSON.stringify(up.body));
    const served = await boss.request('GET', up.body.data.representativeImagePath);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    t.deepEqual([meta.format, meta.width, meta.height], ['webp', 1200, 500]);
    t.is((await boss.delete('/api/channel/settings/images/representative')).status, 200);
    t.is((await boss.get('/api/channel/settings')).body.data.representativeImagePath, null);
    t.is((await boss.request('GET', '/api/channel/images/representative')).status, 404);
  },
);

test.serial('members and another channel’s admin cannot upload', async (t) => {
  const file = { file: { name: 'a.png', type: 'image/png', bytes: await png(16, 16) } };
  t.is((await (await as('pupil')).upload('PUT', '/api/channel/settings/images/favicon', file)).status, 403);
  t.is(
    (await (await as('other.admin')).upload('PUT', '/api/channel/settings/images/favicon', file)).status,
    403,
  );
  t.is(
    (await (await as('other.admin', 'other.localhost')).request('GET', '/api/channel/images/favicon')).status,
    404,
  );
});
