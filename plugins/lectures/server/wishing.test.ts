/**
 * `POST /api/wishingLecture` (spec §7 "Commerce"): a learner wishes for a lecture and cancels the
 * wish (WISHING=1, CANCELED=0); the wishlist and the lists follow; another channel's lecture
 * answers exactly like a missing one; a visitor is asked to sign in first; a bad state is refused
 * in the caller's language.
 */
import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';

let app: TestCore;
let school: TestChannel;
let other: TestChannel;
let mine: number;
let foreign: number;

async function lecture(channelId: number, subject: string): Promise<number> {
  const [row] = await app.core
    .db('lectures')
    .insert({
      channel_id: channelId,
      subject,
      slug: 'lecture',
      contents: '<!-- contents -->',
      is_free: false,
      price: 30_000,
      is_published: true,
    })
    .returning('id');
  return Number(row.id);
}

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  school = await app.createChannelWithMembers({ slug: 'wish-school', members: { minsu: 'student' } });
  other = await app.createChannelWithMembers({ slug: 'wish-other', members: { hana: 'student' } });
  mine = await lecture(school.id, '파이썬 기초');
  foreign = await lecture(other.id, '자바 기초');
});
test.after.always(async () => {
  await app?.stop();
});

test.serial('a learner wishes for a lecture and cancels it; the wishlist follows', async (t) => {
  const minsu = await school.login('minsu');
  const wished = await minsu.post('/api/wishingLecture', { lectureSequence: mine, state: 1 });
  t.is(wished.status, 200, JSON.stringify(wished.body));
  t.deepEqual(wished.body, { data: { lectureSequence: mine, state: 1, isWishing: true } });
  // Wishing twice changes nothing.
  t.is((await minsu.post('/api/wishingLecture', { lectureSequence: mine, state: 1 })).status, 200);
  const list = (await minsu.get('/api/lecture/wishlist')).body.data as {
    sequence: number;
    isWishing: boolean;
  }[];
  t.deepEqual(
    list.map((l) => [l.sequence, l.isWishing]),
    [[mine, true]],
  );
  const summary = (await minsu.get('/api/lecture/list/summary')).body.data.list as {
    sequence: number;
    isWishing: boolean;
  }[];
  t.true(summary.find((l) => l.sequence === mine)?.isWishing);

  const canceled = await minsu.post('/api/wishingLecture', { lectureSequence: mine, state: 0 });
  t.deepEqual(canceled.body, { data: { lectureSequence: mine, state: 0, isWishing: false } });
  t.deepEqual((await minsu.get('/api/lecture/wishlist')).body.data, []);
  t.is(
    await app.core
      .db('lecture_wishes')
      .where({ lecture_id: mine, user_id: school.ids.minsu })
      .count('* as n')
      .first()
      .then((r) => Number(r?.n)),
    1,
  );
});

test.serial("another channel's lecture answers like a missing one, in Korean and English", async (t) => {
  const ko = await school.login('minsu');
  const en = await school.login('minsu', { locale: 'en' });
  for (const [client, message] of [
    [ko, '강좌를 찾을 수 없습니다.'],
    [en, 'The lecture was not found.'],
  ] as const) {
    for (const lectureSequence of [foreign, 999_999]) {
      const res = await client.post('/api/wishingLecture', { lectureSequence, state: 1 });
      t.is(res.status, 404);
      t.deepEqual(res.body.err, { code: 'lecture_not_found', message });
    }
  }
  t.is(await app.core.db('lecture_wishes').where({ lecture_id: foreign }).first(), undefined);
});

test.serial('a bad state or sequence is refused in the caller’s language', async (t) => {
  const ko = await school.login('minsu');
  const en = await school.login('minsu', { locale: 'en' });
  const badKo = await ko.post('/api/wishingLecture', { lectureSequence: mine, state: 2 });
  t.is(badKo.status, 400);
  t.is(badKo.body.err.code, 'validation');
  t.is(badKo.body.err.message, '찜 상태는 WISHING(1) 또는 CANCELED(0)이어야 합니다.');
  const badEn = await en.post('/api/wishingLecture', { lectureSequence: mine, state: 'WISHING' });
  t.is(badEn.status, 400);
  t.is(badEn.body.err.message, 'The wish state must be WISHING (1) or CANCELED (0).');
  t.is((await en.post('/api/wishingLecture', { lectureSequence: -1, state: 1 })).status, 400);
  t.is((await en.post('/api/wishingLecture', { state: 1 })).status, 400);
});

test.serial('a visitor is asked to sign in before anything about the input is said', async (t) => {
  const guest = app.client({ host: school.host });
  const res = await guest.post('/api/wishingLecture', { lectureSequence: mine, state: 1 });
  t.is(res.status, 401);
  t.is((await app.client().post('/api/wishingLecture', { lectureSequence: 'x', state: 9 })).status, 401);
});
