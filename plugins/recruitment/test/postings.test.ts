import test from 'ava';
import { uncoveredIdRoutes } from '@seodang/sdk/testing';
import { startFixture, postingBody, type Fixture } from './fixture.ts';

let f: Fixture;
test.before(async () => {
  f = await startFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

test.serial(
  'the §5 title rules answer in the caller’s language with err.code and err.fields; nothing is saved',
  async (t) => {
    const cases = [
      ['ko', '   ', '공고 제목을 입력해주세요.'],
      ['ko', '가'.repeat(61), '공고 제목은 60자가 넘을 수 없습니다.'],
      ['en', '', 'Please enter the posting title.'],
      ['en', 'x'.repeat(61), 'Posting title can not exceed 60 characters.'],
      ['ja', 'x'.repeat(61), '募集タイトルは60文字を超えることはできません。'],
    ] as const;
    for (const [locale, title, message] of cases) {
      const sua = await f.as('sua', { locale });
      const r = await sua.post('/api/recruitment', postingBody({ title, positions: 0 }));
      t.is(r.status, 400, `${locale} ${title.length}`);
      t.is(r.body.err.code, 'validation');
      t.is(r.body.err.message, message);
      t.deepEqual(
        r.body.err.fields.map((x: { path: string }) => x.path),
        ['body.title', 'body.positions'],
      );
    }
    const sua = await f.as('sua');
    t.is((await sua.post('/api/recruitment', postingBody({ title: '가'.repeat(60) }))).status, 201);
    t.is(Number((await f.app.core.db('recruitment_postings').count({ n: '*' }))[0].n), 1);
    await f.app.core.db('recruitment_postings').delete();
  },
);

test.serial(
  'a posting goes DRAFT → PUBLISHED → CLOSED; any other move is a 409 and changes nothing',
  async (t) => {
    const sua = await f.as('sua');
    const made = await sua.post('/api/recruitment', postingBody());
    t.is(made.status, 201);
    t.like(made.body.data, { state: 'DRAFT', lectureType: 2, isManager: true, owner: { name: '최수아' } });
    t.is(made.body.data.introduction, '<p>함께 <strong>만들어요</strong></p>');
    t.like(made.body.data.period, { phase: 'proceeding', proceeding: true, finished: false, dDay: 7 });
    const seq = made.body.data.sequence;
    t.is((await sua.put(`/api/recruitment/${seq}/close`)).status, 409);
    t.like((await sua.put(`/api/recruitment/${seq}/publish`)).body.data, { state: 'PUBLISHED' });
    const again = await sua.put(`/api/recruitment/${seq}/publish`);
    t.deepEqual([again.status, again.body.err.code], [409, 'illegal_transition']);
    t.is((await sua.delete(`/api/recruitment/${seq}`)).status, 409);
    const edited = await sua.put(
      `/api/recruitment/${seq}`,
      postingBody({ title: '수정된 공고', positions: 3 }),
    );
    t.like(edited.body.data, {
      title: '수정된 공고',
      positions: 3,
      state: 'PUBLISHED',
      urlSlug: '수정된-공고',
    });
    t.like((await sua.put(`/api/recruitment/${seq}/close`)).body.data, { state: 'CLOSED' });
    for (const [method, path] of [
      ['PUT', `/api/recruitment/${seq}/publish`],
      ['PUT', `/api/recruitment/${seq}/close`],
    ] as const)
      t.is((await sua.json(method, path)).status, 409, path);
    const closedEdit = await sua.put(`/api/recruitment/${seq}`, postingBody());
    t.is(closedEdit.status, 409);
    t.like((await sua.get(`/api/recruitment/${seq}`)).body.data, { title: '수정된 공고', state: 'CLOSED' });
    const draft = (await sua.post('/api/recruitment', postingBody({ title: '지울 초안' }))).body.data
      .sequence;
    t.is((await sua.delete(`/api/recruitment/${draft}`)).status, 200);
    t.is((await sua.get(`/api/recruitment/${draft}`)).status, 404);
  },
);

test.serial('GET /api/lecture/recruitment is ours, not lectures’ /api/lecture/:index', async (t) => {
  const sua = await f.as('sua');
  const r = await sua.get('/api/lecture/recruitment');
  t.is(r.status, 200);
  t.true(Array.isArray(r.body.data));
  t.true(r.body.data.length > 0);
  t.true(r.body.data.every((p: { lectureType: number }) => p.lectureType === 2));
  t.like(r.body.data[0], { applicationCounts: { submitted: 0, pass: 0, fail: 0, total: 0 } });
  // The lectures route is there and answers its own way for any other word in that place.
  const other = await sua.get('/api/lecture/recruitmentx');
  t.deepEqual([other.status, other.body.err.code], [400, 'validation']);
  const doc = (await sua.get('/api/openapi.json')).body;
  t.truthy(doc.paths['/api/lecture/recruitment']?.get);
  t.truthy(doc.paths['/api/lecture/{index}']?.get);
});

test.serial('the permission matrix over postings', async (t) => {
  const sua = await f.as('sua');
  const seq = (await sua.post('/api/recruitment', postingBody({ title: '권한 표 공고' }))).body.data.sequence;
  const draftRead = {
    anonymous: 401,
    kim: 404,
    park: 404,
    sua: 200,
    tae: 404,
    jang: 200,
    oh: 404,
  } as const;
  for (const [who, status] of Object.entries(draftRead)) {
    const c = who === 'anonymous' ? f.anonymous() : await f.as(who as 'kim');
    t.is((await c.get(`/api/recruitment/${seq}`)).status, status, `read draft: ${who}`);
  }
  // Writing a posting: teachers and admins; changing one: its owner or an admin.
  const create = { kim: 403, park: 403, sua: 201, tae: 201, jang: 201, oh: 201 } as const;
  for (const [who, status] of Object.entries(create))
    t.is(
      (await (await f.as(who as 'kim')).post('/api/recruitment', postingBody())).status,
      status,
      `create: ${who}`,
    );
  t.is((await f.anonymous().post('/api/recruitment', postingBody())).status, 401);
  const edit = { kim: 403, tae: 404, oh: 404, jang: 200, sua: 200 } as const;
  for (const [who, status] of Object.entries(edit))
    t.is(
      (await (await f.as(who as 'kim')).put(`/api/recruitment/${seq}`, postingBody({ title: `by ${who}` })))
        .status,
      status,
      `edit draft: ${who}`,
    );
  t.is((await (await f.as('tae')).put(`/api/recruitment/${seq}/publish`)).status, 404);
  t.is((await (await f.as('jang')).put(`/api/recruitment/${seq}/publish`)).status, 200);
  // Published: every member reads it; another teacher still may not change it (403 now that it is visible).
  const read = { kim: 200, park: 200, tae: 200, oh: 404 } as const;
  for (const [who, status] of Object.entries(read))
    t.is((await (await f.as(who as 'kim')).get(`/api/recruitment/${seq}`)).status, status, `read: ${who}`);
  t.is((await f.anonymous().get(`/api/recruitment/${seq}`)).status, 401);
  const tae = await f.as('tae', { locale: 'en' });
  const refused = await tae.put(`/api/recruitment/${seq}/close`);
  t.deepEqual(refused.body.err, {
    code: 'not_owner',
    message: 'You may not manage this recruitment posting.',
  });
  // The other channel's admin is no member of the school.
  const ohHere = await f.app.client({ host: f.schoolHost });
  t.not((await ohHere.get(`/api/recruitment/${seq}`)).status, 200);
  // Lists: members see published postings; a learner manages none.
  const list = (await (await f.as('kim')).get('/api/recruitment/list')).body.data;
  t.true(list.list.some((p: { sequence: number }) => p.sequence === seq));
  t.true(list.list.every((p: { state: string }) => p.state !== 'DRAFT'));
  t.deepEqual((await (await f.as('kim')).get('/api/lecture/recruitment')).body.data, []);
  const mine = (await (await f.as('tae')).get('/api/lecture/recruitment')).body.data;
  t.true(mine.every((p: { owner: { id: number } }) => p.owner.id === f.ids.tae));
  const all = (await (await f.as('jang')).get('/api/lecture/recruitment')).body.data;
  t.true(all.some((p: { sequence: number }) => p.sequence === seq));
  t.deepEqual((await (await f.as('oh')).get('/api/recruitment/list')).body.data.list.length, 0);
});

test.serial(
  'nothing crosses channels: a school posting’s id answers in the academy like a missing one',
  async (t) => {
    const jang = await f.as('jang');
    const seq = (await jang.post('/api/recruitment', postingBody({ title: '격리 공고' }))).body.data.sequence;
    await jang.put(`/api/recruitment/${seq}/publish`);
    const oh = await f.as('oh', { locale: 'en' });
    await oh.open('/login');
    const pdf = { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 test') };
    const idRoutes = (id: number): [string, string, unknown?][] => [
      ['GET', `/api/recruitment/${id}`],
      ['PUT', `/api/recruitment/${id}`, postingBody()],
      ['DELETE', `/api/recruitment/${id}`],
      ['PUT', `/api/recruitment/${id}/publish`],
      ['PUT', `/api/recruitment/${id}/close`],
      ['POST', `/api/recruitment/${id}/application`, {}],
      ['POST', `/api/recruitment/${id}/application/submit`],
      ['DELETE', `/api/recruitment/${id}/application`],
      ['GET', `/api/recruitment/${id}/application/attachable`],
      ['GET', `/api/recruitment/${id}/applications`],
      ['PUT', `/api/recruitment/${id}/applications/status`, { ids: [1], status: 2 }],
      ['GET', `/api/recruitment/${id}/applications/export`],
      ['GET', `/api/recruitment/${id}/application/resume`],
      ['DELETE', `/api/recruitment/${id}/application/resume`],
      ['PUT', `/api/recruitment/${id}/application/resume`, pdf],
    ];
    const missing = idRoutes(2_147_483_647);
    const call = (method: string, path: string, body?: unknown) =>
      body === pdf ? oh.upload(method, path, { file: pdf }) : oh.json(method, path, body);
    for (const [i, [method, path, body]] of idRoutes(seq).entries()) {
      const other = await call(method, path, body);
      const none = await call(missing[i][0], missing[i][1], missing[i][2]);
      t.deepEqual([other.status, other.body], [none.status, none.body], path);
      t.deepEqual(other.body.err, {
        code: 'posting_not_found',
        message: 'The recruitment posting was not found.',
      });
    }
    const doc = (await oh.get('/api/openapi.json')).body;
    const reached: [string, string][] = [
      ...idRoutes(seq).map(([m, p]) => [m, p] as [string, string]),
      ['PUT', `/api/recruitment/${seq}/applications/1/status`],
      ['GET', `/api/recruitment/${seq}/applications/1/resume`],
    ];
    t.deepEqual(uncoveredIdRoutes(doc, 'recruitment', reached), []);
  },
);
