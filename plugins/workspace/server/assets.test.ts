import test from 'ava';
import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { z } from 'zod';
import { definePlugin, fileStorageRef } from '@seodang/sdk';
import { assetRef, assetRefSchema, defineQuizType } from '@seodang/sdk/common';
import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { removeUnreferencedAssets } from './assets.ts';
import { workspaceQuizSeedRef } from '../common/server-refs.ts';

/**
 * Quiz assets: hash-checked, idempotent uploads capped per quiz type, reads checked per role (a
 * learner: own and shown assets only), definitions refused when they name a missing asset, and the
 * clean-up of unreferenced assets after 24 hours (driven through its function, no waiting).
 */

// A type whose definition names a picture and a hidden judge file, with a 1 KiB cap.
const pictureType = defineQuizType<
  { picture: { $asset: string }; judge?: { $asset: string } },
  { photo?: { $asset: string } }
>({
  id: 'asset-picture',
  label: { ko: '그림 퀴즈', en: 'Picture quiz', ja: '絵のクイズ' },
  schema: z.object({ picture: assetRefSchema, judge: assetRefSchema.optional() }),
  answerSchema: z.object({ photo: assetRefSchema.optional() }),
  learnerView: (d) => ({ picture: d.picture }),
  grading: { kind: 'auto', grade: () => ({ score: 1, maxScore: 1, correct: true }) },
  assetMaxBytes: 1024,
  files: (a) => [
    { name: 'note.txt', content: 'photo' },
    ...(a.photo ? [{ name: 'photo.png', asset: a.photo.$asset }] : []),
  ],
});
const pictures = {
  manifest: { id: 'asset-picture', apiVersion: 1 as const, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'asset-picture',
    register(env) {
      env.quizType(pictureType);
    },
  }),
};

let app: TestCore;
let hanbit: TestChannel;
let sejong: TestChannel;
let quiz = 0;

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const file = (text: string) => ({ name: 'a.bin', type: 'image/png', bytes: Buffer.from(text) });
const upload = (c: TestClient, text: string, opts: { hidden?: boolean; as?: string; quizId?: number } = {}) =>
  c.upload(
    'PUT',
    `/api/workspace/quizzes/${opts.quizId ?? quiz}/assets/${opts.as ?? sha(Buffer.from(text))}`,
    {
      file: file(text),
      ...(opts.hidden ? { hidden: 'true' } : {}),
    },
  );
const read = async (c: TestClient, text: string, quizId = quiz) => {
  const res = await c.request('GET', `/api/workspace/quizzes/${quizId}/assets/${sha(Buffer.from(text))}`);
  return { status: res.status, text: await res.text() };
};
/** A picture quiz of the teacher's, made through the table (a new quiz could name no asset yet). */
const pictureQuiz = async (title: string, status: number, definition: unknown = {}) => {
  const [row] = await app.core
    .db('workspace_quizzes')
    .insert({
      channel_id: hanbit.id,
      author_id: hanbit.ids.teach,
      type: 'asset-picture',
      title,
      status,
      common: JSON.stringify({ title, contents: '' }),
      definition: JSON.stringify(definition),
    })
    .returning('id');
  return row.id as number;
};
/** A member signed in on the channel with the session cookies a page visit sets. */
const visitor = async (channel: TestChannel, who: string) => {
  const c = await channel.login(who);
  await c.open('/login');
  return c;
};
const quizSave = (definition: unknown) => ({
  type: 'asset-picture',
  status: 1,
  common: { title: '그림 보고 답하기', contents: '그림을 보세요.' },
  definition,
});

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', pictures] });
  hanbit = await app.createChannelWithMembers({
    slug: 'asset-hanbit',
    members: { teach: 'teacher', 'hb.admin': 'admin', bora: 'student', mina: 'student' },
  });
  sejong = await app.createChannelWithMembers({ slug: 'asset-sejong', members: { 'sj.admin': 'admin' } });
  const created = await (
    await hanbit.login('teach')
  ).post('/api/workspace/quizzes', {
    type: 'multiple_choice',
    status: 1,
    common: { title: '자료가 있는 문제', contents: '문제' },
    definition: { choices: ['a', 'b'], answers: [0], score: 5 },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  quiz = created.body.data.index;
});
test.after.always(async () => {
  await app?.stop();
});

test.serial('an upload is checked against its hash and answers the same asset again', async (t) => {
  const teach = await visitor(hanbit, 'teach');
  const wrong = await upload(teach, 'sample input', { as: sha(Buffer.from('other')) });
  t.is(`${wrong.status} ${wrong.body.err?.code}`, '400 asset_hash_mismatch');
  const first = await upload(teach, 'sample input');
  t.is(first.status, 201);
  t.deepEqual(first.body.data, {
    sha256: sha(Buffer.from('sample input')),
    size: 12,
    mediaType: 'image/png',
    hidden: false,
    owner: 'quiz',
  });
  const again = await upload(teach, 'sample input');
  t.is(again.status, 200);
  t.deepEqual(again.body.data, first.body.data);
  t.is(
    await app.core
      .db('workspace_assets')
      .where({ quiz_id: quiz })
      .count({ n: '*' })
      .first()
      .then((r) => Number(r?.n)),
    1,
  );
  const got = await read(teach, 'sample input');
  t.is(got.status, 200);
  t.is(got.text, 'sample input');
});

test.serial("an asset over the quiz type's cap answers 413 in the user's language", async (t) => {
  const teach = await hanbit.login('teach', { locale: 'ko' });
  const made = await teach.post('/api/workspace/quizzes', quizSave({ picture: assetRef('0'.repeat(64)) }));
  t.is(`${made.status} ${made.body.err?.code}`, '400 asset_missing', 'a new quiz names no asset yet');
  const big = 'x'.repeat(1025);
  // The picture type takes 1 KiB; create a quiz of it through the table to test its cap alone.
  const capped = await pictureQuiz('큰 그림', 0, { picture: assetRef('0'.repeat(64)) });
  const ko = await upload(teach, big, { quizId: capped });
  t.is(`${ko.status} ${ko.body.err?.code}`, '413 asset_too_large');
  t.is(ko.body.err.message, '파일이 너무 큽니다. 이 퀴즈는 1 KB까지 받습니다.');
  const en = await upload(await hanbit.login('teach', { locale: 'en' }), big, { quizId: capped });
  t.is(en.status, 413);
  t.is(en.body.err.message, 'The file is too large. This quiz takes files of up to 1 KB.');
  t.is(await app.core.db('workspace_assets').where({ quiz_id: capped }).first(), undefined, 'nothing kept');
  t.is((await upload(teach, 'x'.repeat(1024), { quizId: capped })).status, 201, 'the cap itself is taken');
});

test.serial('a definition is saved only with its assets uploaded, in one transaction', async (t) => {
  const teach = await hanbit.login('teach');
  const id = await pictureQuiz('그림', 0);
  const pic = sha(Buffer.from('picture'));
  const judge = sha(Buffer.from('judge file'));
  const refused = await teach.put(`/api/workspace/quizzes/${id}`, quizSave({ picture: assetRef(pic) }));
  t.is(`${refused.status} ${refused.body.err?.code}`, '400 asset_missing');
  t.deepEqual((await app.core.db('workspace_quizzes').where({ id }).first()).definition, {}, 'unchanged');
  t.is((await upload(teach, 'picture', { quizId: id })).status, 201);
  t.is((await upload(teach, 'judge file', { quizId: id, hidden: true })).status, 201);
  const saved = await teach.put(
    `/api/workspace/quizzes/${id}`,
    quizSave({ picture: assetRef(pic), judge: assetRef(judge) }),
  );
  t.is(saved.status, 200, JSON.stringify(saved.body));
  const marked = await app.core.db('workspace_assets').where({ quiz_id: id }).whereNotNull('referenced_at');
  t.is(marked.length, 2, 'both marked referenced');
});

test.serial('who reads and writes which asset', async (t) => {
  const teach = await hanbit.login('teach');
  await upload(teach, 'shown example');
  t.is((await upload(teach, 'reference answer', { hidden: true })).body.data.hidden, true);
  const bora = await visitor(hanbit, 'bora');
  const mine = await upload(bora, "bora's drawing");
  t.is(mine.status, 201);
  t.is(mine.body.data.owner, 'learner');
  const mina = await visitor(hanbit, 'mina');
  t.is((await upload(mina, "mina's drawing")).status, 201);
  const sneaky = await upload(mina, 'secret', { hidden: true });
  t.is(`${sneaky.status} ${sneaky.body.err?.code}`, '403 forbidden', 'a learner cannot hide an asset');

  t.is((await read(bora, 'shown example')).status, 200, 'shown assets of the quiz');
  t.is((await read(bora, "bora's drawing")).text, "bora's drawing", 'own asset');
  t.is((await read(bora, "mina's drawing")).status, 404, "another learner's asset");
  const hidden = await bora.get(
    `/api/workspace/quizzes/${quiz}/assets/${sha(Buffer.from('reference answer'))}`,
  );
  t.is(
    `${hidden.status} ${hidden.body.err?.code}`,
    '404 asset_not_found',
    'references are never a learner’s',
  );

  for (const who of ['teach', 'hb.admin']) {
    const c = await hanbit.login(who);
    for (const text of ['reference answer', "bora's drawing", "mina's drawing"])
      t.is((await read(c, text)).status, 200, `${who} reads ${text}`);
  }
  const admin = await visitor(hanbit, 'hb.admin');
  t.is((await upload(admin, 'admin file', { hidden: true })).status, 201, 'a channel admin writes');

  const other = await visitor(sejong, 'sj.admin');
  const foreign = await other.get(
    `/api/workspace/quizzes/${quiz}/assets/${sha(Buffer.from('shown example'))}`,
  );
  t.is(`${foreign.status} ${foreign.body.err?.code}`, '404 quiz_not_found');
  const foreignPut = await upload(other, 'intruder');
  t.is(`${foreignPut.status} ${foreignPut.body.err?.code}`, '404 quiz_not_found');

  const anonymous = app.client({ host: hanbit.host });
  await anonymous.open('/login');
  t.is((await read(anonymous, 'shown example')).status, 401);
  t.is((await upload(anonymous, 'anything')).status, 401);
});

test.serial('the clean-up removes only unreferenced assets older than 24 hours', async (t) => {
  const teach = await hanbit.login('teach');
  const id = await pictureQuiz('청소', 1);
  for (const text of ['kept by definition', 'orphan old', 'orphan new'])
    await upload(teach, text, { quizId: id });
  const bora = await visitor(hanbit, 'bora');
  for (const text of ['in answer', 'in submission', 'answer orphan'])
    await upload(bora, text, { quizId: id });
  t.is(
    (
      await teach.put(
        `/api/workspace/quizzes/${id}`,
        quizSave({ picture: assetRef(sha(Buffer.from('kept by definition'))) }),
      )
    ).status,
    200,
  );
  await app.core.db('workspace_answers').insert({
    quiz_id: id,
    user_id: hanbit.ids.bora,
    version: 1,
    answer: JSON.stringify({ photo: assetRef(sha(Buffer.from('in answer'))) }),
  });
  await app.core.db('workspace_submissions').insert({
    quiz_id: id,
    user_id: hanbit.ids.bora,
    kind: 'submit',
    answer: JSON.stringify({ photo: assetRef(sha(Buffer.from('in submission'))) }),
  });
  // Everything but 'orphan new' was uploaded (and last referenced) two days ago.
  const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
  await app.core
    .db('workspace_assets')
    .where({ quiz_id: id })
    .whereNot('sha256', sha(Buffer.from('orphan new')))
    .update({ created_at: twoDaysAgo, referenced_at: null });

  const store = app.core.service(fileStorageRef).forPlugin('workspace').scope(`channel-${hanbit.id}`);
  const stored = async () => (await store.list(`quiz-${id}/`)).map((f) => f.key.split('/').pop()).sort();
  t.is((await stored()).length, 6);

  t.deepEqual(
    await removeUnreferencedAssets(app.core.db, app.core.service(fileStorageRef).forPlugin('workspace')),
    {
      removed: 2,
    },
  );
  const left = (await app.core.db('workspace_assets').where({ quiz_id: id }).pluck('sha256')).sort();
  const expected = ['kept by definition', 'orphan new', 'in answer', 'in submission']
    .map((x) => sha(Buffer.from(x)))
    .sort();
  t.deepEqual(left, expected);
  t.deepEqual(await stored(), expected, 'their bytes went with them');

  // A day on, the new orphan goes too (with the other tests' unreferenced uploads); what is
  // referenced stays. Run twice: nothing more.
  const later = new Date(Date.now() + 25 * 3_600_000);
  const files = app.core.service(fileStorageRef).forPlugin('workspace');
  t.true((await removeUnreferencedAssets(app.core.db, files, later)).removed >= 1);
  t.deepEqual(await removeUnreferencedAssets(app.core.db, files, later), { removed: 0 });
  const kept = ['kept by definition', 'in answer', 'in submission'].map((x) => sha(Buffer.from(x))).sort();
  t.deepEqual((await app.core.db('workspace_assets').where({ quiz_id: id }).pluck('sha256')).sort(), kept);
  t.deepEqual(await stored(), kept);

  t.is((await teach.delete(`/api/workspace/quizzes/${id}`)).status, 200);
  t.deepEqual(await stored(), [], 'a deleted quiz takes its assets along');
});

test.serial('an answer names only assets its learner may read', async (t) => {
  const teach = await hanbit.login('teach');
  const id = await pictureQuiz('사진 제출', 1);
  await upload(teach, 'example photo', { quizId: id });
  await upload(teach, 'model photo', { quizId: id, hidden: true });
  const mina = await visitor(hanbit, 'mina');
  await upload(mina, "mina's photo", { quizId: id });
  const bora = await visitor(hanbit, 'bora');
  await upload(bora, "bora's photo", { quizId: id });
  const save = (text: string, version: number) =>
    bora.put(`/api/workspace/quizzes/${id}/answer`, {
      version,
      answer: { photo: assetRef(sha(Buffer.from(text))) },
    });
  for (const text of ["mina's photo", 'model photo', 'never uploaded']) {
    const refused = await save(text, 0);
    t.is(`${refused.status} ${refused.body.err?.code}`, '400 asset_missing', text);
  }
  t.is((await save("bora's photo", 0)).status, 200, 'her own');
  t.is((await save('example photo', 1)).status, 200, "the quiz's shown asset");
  const submitted = await bora.post(`/api/workspace/quizzes/${id}/submit`, {
    answer: { photo: assetRef(sha(Buffer.from('model photo'))) },
  });
  t.is(`${submitted.status} ${submitted.body.err?.code}`, '400 asset_missing', 'not even in a submission');
  t.is(await app.core.db('workspace_submissions').where({ quiz_id: id }).first(), undefined);
  const mine = await app.core
    .db('workspace_assets')
    .where({ quiz_id: id, owner_id: hanbit.ids.bora })
    .first('referenced_at');
  t.truthy(mine.referenced_at, 'a saved answer marks its asset referenced');

  // The download of a submission holds the bytes of the assets it names, as its learner reads them.
  const zipOf = async (c: TestClient, query = '') => {
    const res = await c.request('GET', `/file/download_submitted_source?quizIndex=${id}${query}`);
    t.is(res.status, 200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    return Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strFromU8(v)]));
  };
  const ok = await bora.post(`/api/workspace/quizzes/${id}/submit`, {
    answer: { photo: assetRef(sha(Buffer.from("bora's photo"))) },
  });
  t.true([201, 202].includes(ok.status), JSON.stringify(ok.body));
  t.deepEqual(await zipOf(bora), { 'note.txt': 'photo', 'photo.png': "bora's photo" });
  t.deepEqual(await zipOf(teach, `&targetUserId=${hanbit.ids.bora}`), {
    'note.txt': 'photo',
    'photo.png': "bora's photo",
  });
  // A hidden file never reaches a learner's zip, even if a submission came to name one.
  await app.core.db('workspace_submissions').insert({
    quiz_id: id,
    user_id: hanbit.ids.bora,
    kind: 'submit',
    answer: JSON.stringify({ photo: assetRef(sha(Buffer.from('model photo'))) }),
  });
  t.deepEqual(await zipOf(bora), { 'note.txt': 'photo' });
});

test.serial('a seeded quiz brings its assets in the same transaction, idempotently', async (t) => {
  const seed = app.core.service(workspaceQuizSeedRef);
  const picture = Buffer.from('seeded picture');
  const judge = Buffer.from('seeded judge file');
  const input = {
    channelId: hanbit.id,
    seedKey: 'asset-picture.demo',
    type: 'asset-picture',
    common: { title: '씨앗 그림' },
    definition: { picture: assetRef(sha(picture)), judge: assetRef(sha(judge)) },
    authorId: hanbit.ids.teach,
    assets: [
      { bytes: picture, mediaType: 'image/png' },
      { bytes: judge, hidden: true },
    ],
  };
  const first = await seed.ensureQuiz(input);
  t.true(first.created);
  const again = await seed.ensureQuiz(input);
  t.deepEqual(again, { index: first.index, created: false });
  const rows = await app.core.db('workspace_assets').where({ quiz_id: first.index }).orderBy('hidden');
  t.deepEqual(
    rows.map((r) => [r.sha256, r.hidden, r.owner_id]),
    [
      [sha(picture), false, null],
      [sha(judge), true, null],
    ],
  );
  const bora = await hanbit.login('bora');
  t.is((await read(bora, 'seeded picture', first.index)).text, 'seeded picture');
  t.is((await read(bora, 'seeded judge file', first.index)).status, 404, 'the judge file stays hidden');

  const refused = seed.ensureQuiz({
    ...input,
    seedKey: 'asset-picture.broken',
    definition: { picture: assetRef(sha(Buffer.from('not given'))) },
  });
  await t.throwsAsync(refused, { message: /asset_missing|workspace\.error\.asset_missing/ });
  t.is(await app.core.db('workspace_quizzes').where({ seed_key: 'asset-picture.broken' }).first(), undefined);
});
