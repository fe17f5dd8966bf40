import test from 'ava';
import { uncoveredIdRoutes, type TestClient } from '@seodang/sdk/testing';
import { callers, startRoadmapsFixture, type RoadmapsFixture } from './fixture.ts';

let f: RoadmapsFixture;
/** The published free roadmap of the school (built in the first test). */
let free = 0;

test.before(async () => {
  f = await startRoadmapsFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

const create = async (c: TestClient, body: object) => c.post('/api/roadmap', body);

test.serial('a teacher saves a roadmap unpublished; only editors see it until it is published', async (t) => {
  const teach = await f.as('teach');
  const created = await create(teach, f.body());
  t.is(created.status, 201, JSON.stringify(created.body));
  const data = created.body.data;
  t.like(data, {
    title: '파이썬 백엔드 입문',
    isPublished: false,
    version: 1,
    canEdit: true,
    access: 'granted',
  });
  t.deepEqual(
    data.nodes.map((n: { id: string; linkedTitle: string | null }) => [n.id, n.linkedTitle]),
    [
      ['lecture', '파이썬 기초'],
      ['vars', '변수'],
      ['loops', '반복문'],
      ['project', null],
    ],
  );
  free = data.sequence;
  for (const who of ['learner', 'other.teacher'])
    t.is((await (await f.as(who)).get(`/api/roadmap/${free}`)).status, 404, who);
  t.is((await (await f.as('boss')).get(`/api/roadmap/${free}`)).status, 200);
  t.is((await (await f.as('learner')).get('/api/roadmap/list')).body.data.totalCount, 0);
  const published = await teach.put(`/api/roadmap/${free}/publish`, { isPublished: true });
  t.like(published.body.data, { isPublished: true, version: 2 });
  t.like((await (await f.as('learner')).get(`/api/roadmap/${free}`)).body.data, {
    sequence: free,
    access: 'none',
    canEdit: false,
    progress: { percent: 0, done: 0, total: 4 },
  });
});

test.serial('validation answers in ko and en with every field; nothing is saved on error', async (t) => {
  const before = (await f.app.core.db('roadmaps').count({ n: '*' }))[0].n;
  for (const [locale, tooLong, empty] of [
    ['ko', '로드맵 제목은 60자가 넘을 수 없습니다.', '로드맵 제목을 입력해주세요.'],
    ['en', 'Roadmap title can not exceed 60 characters.', 'Please enter the roadmap title.'],
  ] as const) {
    const teach = await f.as('teach', locale);
    t.is((await create(teach, f.body({ title: '가'.repeat(60) }))).status, 201);
    const long = await create(teach, f.body({ title: '가'.repeat(61), description: 'x'.repeat(100) }));
    t.is(long.status, 400);
    t.is(long.body.err.code, 'validation');
    t.is(long.body.err.message, tooLong);
    t.deepEqual(
      long.body.err.fields.map((x: { path: string }) => x.path),
      ['body.title', 'body.description'],
    );
    t.is((await create(teach, f.body({ title: '  ' }))).body.err.message, empty);
  }
  const teach = await f.as('teach', 'en');
  const cycle = f.body({
    edges: [
      { source: 'vars', target: 'loops', kind: 'prerequisite' },
      { source: 'loops', target: 'project', kind: 'prerequisite' },
      { source: 'project', target: 'vars', kind: 'prerequisite' },
    ],
  });
  const refused = await create(teach, cycle);
  t.is(refused.status, 400);
  t.regex(
    refused.body.err.message,
    /^The prerequisites go round in a circle\. Check the node '(변수|반복문|미니 프로젝트)'\.$/,
  );
  const loop = await create(teach, f.body({ edges: [{ source: 'vars', target: 'vars', kind: 'related' }] }));
  t.deepEqual(loop.body.err.fields, [
    { path: 'body.edges.0', message: "The node 'vars' can not be connected to itself." },
  ]);
  // 60 characters more than once (ko and en) were saved; nothing else.
  t.is(Number((await f.app.core.db('roadmaps').count({ n: '*' }))[0].n), Number(before) + 2);
});

test.serial(
  'linked lectures must be published and of the channel; another channel’s read as missing',
  async (t) => {
    const teach = await f.as('teach');
    const draft = await teach.post('/api/lecture', {
      subject: '초안 강좌',
      description: '',
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'algorithm',
      tags: [],
    });
    const farAdmin = await f.as('far.admin');
    const farLecture = await farAdmin.post('/api/lecture', {
      subject: '다른 학교 강좌',
      description: '',
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'algorithm',
      tags: [],
    });
    await farAdmin.put(`/api/lecture/${farLecture.body.data.sequence}/publish`, { published: true });
    for (const lectureIndex of [draft.body.data.sequence, farLecture.body.data.sequence]) {
      const body = f.body();
      body.nodes[0] = { ...body.nodes[0], lectureIndex };
      const answer = await create(teach, body);
      t.is(answer.status, 400);
      t.deepEqual(answer.body.err.fields, [
        { path: 'body.nodes.0.lectureIndex', message: '공개된 강좌만 연결할 수 있습니다.' },
      ]);
    }
    const body = f.body();
    body.nodes[1] = { ...body.nodes[1], lessonIndex: f.lecture.lessons[1] + 1000 };
    t.is((await create(teach, body)).body.err.fields[0].path, 'body.nodes.1.lessonIndex');
  },
);

test.serial('a stale version answers 409 and changes nothing', async (t) => {
  const teach = await f.as('teach');
  const current = (await teach.get(`/api/roadmap/${free}`)).body.data;
  const saved = await teach.put(`/api/roadmap/${free}`, {
    ...f.body({ title: '파이썬 백엔드 입문 2' }),
    version: current.version,
  });
  t.is(saved.status, 200);
  t.is(saved.body.data.version, current.version + 1);
  const stale = await teach.put(`/api/roadmap/${free}`, {
    ...f.body({ title: '늦은 저장' }),
    version: current.version,
  });
  t.is(stale.status, 409);
  t.is(stale.body.err.code, 'version_conflict');
  t.is((await teach.get(`/api/roadmap/${free}`)).body.data.title, '파이썬 백엔드 입문 2');
  const boss = await f.as('boss');
  t.is(
    (
      await boss.put(`/api/roadmap/${free}`, {
        ...f.body({ title: '파이썬 백엔드 입문' }),
        version: current.version + 1,
      })
    ).status,
    200,
  );
});

test.serial(
  'list, categories and a teacher’s roadmaps follow the filters; only published ones',
  async (t) => {
    const teach = await f.as('teach');
    const paid = await create(
      teach,
      f.body({
        title: '프론트엔드 개발자 로드맵',
        isFree: false,
        price: 39_000,
        discount: 10,
        difficulty: 'normal',
        category: 'programming.mobile-programming',
      }),
    );
    await teach.put(`/api/roadmap/${paid.body.data.sequence}/publish`, {});
    const learner = await f.as('learner');
    const list = (await learner.get('/api/roadmap/list')).body.data;
    t.is(list.totalCount, 2);
    t.deepEqual(
      list.roadmapList.map(
        (r: { title: string; price: number; discount: number | null; finalPrice: number }) => [
          r.title,
          r.price,
          r.discount,
          r.finalPrice,
        ],
      ),
      [
        ['프론트엔드 개발자 로드맵', 39_000, 10, 35_100],
        ['파이썬 백엔드 입문', 0, null, 0],
      ],
    );
    const easy = (await learner.get('/api/roadmap/list?difficulty=easy&category=programming.web-programming'))
      .body.data;
    t.deepEqual(
      easy.roadmapList.map((r: { sequence: number }) => r.sequence),
      [free],
    );
    t.is((await learner.get('/api/roadmap/list?category=programming')).body.data.totalCount, 2);
    t.deepEqual((await learner.get('/api/roadmap/category/list?difficulty=normal')).body.data, [
      { value: 'programming.mobile-programming', label: '모바일', count: 1 },
      { value: 'programming.web-programming', label: '웹', count: 0 },
    ]);
    const teacherList = await learner.get(`/api/teacher/${f.school.ids.teach}/route`);
    t.is(teacherList.body.data.roadmapList.length, 2);
    t.deepEqual(
      (await learner.get(`/api/teacher/${f.school.ids['other.teacher']}/route`)).body.data.roadmapList,
      [],
    );
    t.is((await learner.get('/api/roadmap/list?difficulty=hard')).status, 400);
    // Requesting a paid roadmap is refused; choosing it is forbidden.
    const request = await learner.post('/api/roadmap/request', { roadmapId: paid.body.data.sequence });
    t.deepEqual([request.status, request.body.err.code], [409, 'roadmap_not_free']);
    const chosen = await learner.post('/api/roadmap/user', {
      roadmapIdList: [free, paid.body.data.sequence],
    });
    t.deepEqual([chosen.status, chosen.body.err.code], [403, 'forbidden_roadmap']);
  },
);

test.serial(
  'requests: free is granted at once, review waits for the owner; repeating keeps the state',
  async (t) => {
    const learner = await f.as('learner');
    t.deepEqual((await learner.post('/api/roadmap/request', { roadmapId: free })).body.data, {
      roadmapId: free,
      access: 'granted',
    });
    t.deepEqual((await learner.post('/api/roadmap/request', { roadmapId: free })).body.data, {
      roadmapId: free,
      access: 'granted',
    });
    const teach = await f.as('teach');
    const gated = (await create(teach, f.body({ title: '리뷰 로드맵', acceptType: 'review' }))).body.data
      .sequence;
    await teach.put(`/api/roadmap/${gated}/publish`, { isPublished: true });
    const other = await f.as('other.learner');
    t.is((await other.post('/api/roadmap/request', { roadmapId: gated })).body.data.access, 'pending');
    t.is((await other.post('/api/roadmap/request', { roadmapId: gated })).body.data.access, 'pending');
    t.is((await other.post('/api/roadmap/user', { roadmapIdList: [gated] })).status, 403);
    t.like(
      (await teach.get('/api/roadmap/teach/my')).body.data.roadmapList.find(
        (r: { sequence: number }) => r.sequence === gated,
      ),
      {
        pendingRequests: 1,
      },
    );
    const requests = (await teach.get(`/api/roadmap/${gated}/requests`)).body.data.requestList;
    t.like(requests, [{ userId: f.school.ids['other.learner'], name: '이서연', state: 'pending' }]);
    const otherId = f.school.ids['other.learner'];
    for (let i = 0; i < 2; i++)
      t.deepEqual(
        (await teach.post(`/api/roadmap/${gated}/requests/${otherId}`, { accept: true })).body.data,
        {
          userId: otherId,
          state: 'granted',
        },
      );
    t.is(
      (await teach.post(`/api/roadmap/${gated}/requests/${f.school.ids.learner}`, { accept: true })).status,
      404,
    );
    t.is((await other.get(`/api/roadmap/${gated}`)).body.data.access, 'granted');
    t.is((await other.post('/api/roadmap/user', { roadmapIdList: [gated] })).status, 200);
  },
);

test.serial('choices: replaced whole, at most 50, another channel’s id is missing', async (t) => {
  const learner = await f.as('learner');
  t.deepEqual((await learner.post('/api/roadmap/user', { roadmapIdList: [free, free] })).body.data, {
    roadmapIdList: [free],
  });
  const mine = (await learner.get('/api/roadmap/user')).body.data.roadmapList;
  t.like(mine, [{ sequence: free, checked: true, access: 'granted', progress: { percent: 0, total: 4 } }]);
  t.true(
    (await learner.get('/api/roadmap/list')).body.data.roadmapList.find(
      (r: { sequence: number }) => r.sequence === free,
    ).checked,
  );
  const tooMany = await learner.post('/api/roadmap/user', {
    roadmapIdList: Array.from({ length: 51 }, (_, i) => i + 1),
  });
  t.deepEqual([tooMany.status, tooMany.body.err.message], [400, '로드맵은 50개까지 선택할 수 있습니다.']);
  const farAdmin = await f.as('far.admin');
  t.is((await farAdmin.post('/api/roadmap/user', { roadmapIdList: [free] })).status, 404);
  t.deepEqual((await learner.get('/api/roadmap/user')).body.data.roadmapList.length, 1);
});

test.serial(
  'progress comes from real lessons; topics are marked by hand; a derived node can only be skipped',
  async (t) => {
    const learner = await f.as('learner');
    const learnerId = f.school.ids.learner!;
    t.is((await learner.post(`/api/lecture/${f.lecture.lecture}/enrol`, {})).status, 201);
    const ws = new WebSocket(`${f.app.url.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: `sd_sid=${learner.cookie('sd_sid')}`, host: f.school.host },
    } as never);
    const messages: { type: string; topic?: string; event?: string; data?: Record<string, unknown> }[] = [];
    ws.addEventListener('message', (e) =>
      messages.push(JSON.parse(String(e.data)) as (typeof messages)[number]),
    );
    await new Promise((resolve) => ws.addEventListener('open', resolve));
    const until = async (pred: () => boolean) => {
      for (const start = Date.now(); !pred() && Date.now() - start < 5000;)
        await new Promise((r) => setTimeout(r, 20));
    };
    ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${learnerId}` }));
    await until(() => messages.some((m) => m.type === 'subscribed'));
    const done = await learner.post(
      `/api/lecture/${f.lecture.lecture}/lessons/${f.lecture.lessons[0]}/complete`,
      {},
    );
    t.is(done.status, 200);
    await until(() => messages.some((m) => m.event === 'roadmap.progress'));
    ws.close();
    t.like(messages.find((m) => m.event === 'roadmap.progress')?.data, {
      roadmapSequence: free,
      nodes: [
        { nodeId: 'lecture', state: 'learning' },
        { nodeId: 'vars', state: 'done' },
      ],
      progress: { percent: 25, done: 1, total: 4 },
    });
    const states = async () =>
      Object.fromEntries(
        (await learner.get(`/api/roadmap/${free}`)).body.data.nodes.map(
          (n: { id: string; state: string }) => [n.id, n.state],
        ),
      );
    t.deepEqual(await states(), { lecture: 'learning', vars: 'done', loops: 'pending', project: 'pending' });
    const mark = (node: string, state: string) =>
      learner.put(`/api/roadmap/${free}/nodes/${node}/progress`, { state });
    t.like((await mark('project', 'done')).body.data, { state: 'done', progress: { percent: 50 } });
    const refused = await mark('loops', 'done');
    t.deepEqual([refused.status, refused.body.err.code], [409, 'state_not_allowed']);
    t.like((await mark('loops', 'skipped')).body.data, {
      state: 'skipped',
      progress: { percent: 66, skipped: 1 },
    });
    t.like((await mark('loops', 'pending')).body.data, { state: 'pending', progress: { percent: 50 } });
    t.is((await mark('nope', 'done')).status, 404);
    // Another learner's view has none of it.
    t.deepEqual((await (await f.as('other.learner')).get(`/api/roadmap/${free}`)).body.data.progress.done, 0);
    // Finishing the lecture makes the lecture node done.
    await learner.post(`/api/lecture/${f.lecture.lecture}/lessons/${f.lecture.lessons[1]}/complete`, {});
    t.deepEqual(await states(), { lecture: 'done', vars: 'done', loops: 'done', project: 'done' });
    t.like((await learner.get('/api/roadmap/user')).body.data.roadmapList[0], { progress: { percent: 100 } });
  },
);

test.serial('the permission matrix over the roadmap routes', async (t) => {
  const teach = await f.as('teach');
  const target = (await create(teach, f.body({ title: '권한 확인' }))).body.data.sequence;
  await teach.put(`/api/roadmap/${target}/publish`, { isPublished: true });
  const version = (await teach.get(`/api/roadmap/${target}`)).body.data.version;
  const expected: Record<(typeof callers)[number], Record<string, number>> = {
    anonymous: { list: 401, detail: 401, request: 401, edit: 401, requests: 401, mine: 401 },
    learner: { list: 200, detail: 200, request: 200, edit: 403, requests: 403, mine: 200 },
    'other.learner': { list: 200, detail: 200, request: 200, edit: 403, requests: 403, mine: 200 },
    teach: { list: 200, detail: 200, request: 200, edit: 200, requests: 200, mine: 200 },
    'other.teacher': { list: 200, detail: 200, request: 200, edit: 403, requests: 403, mine: 200 },
    boss: { list: 200, detail: 200, request: 200, edit: 200, requests: 200, mine: 200 },
    'far.admin': { list: 200, detail: 404, request: 404, edit: 404, requests: 404, mine: 200 },
  };
  for (const who of callers) {
    const c = await f.as(who);
    const current = (await teach.get(`/api/roadmap/${target}`)).body.data.version;
    const got = {
      list: (await c.get('/api/roadmap/list')).status,
      detail: (await c.get(`/api/roadmap/${target}`)).status,
      request: (await c.post('/api/roadmap/request', { roadmapId: target })).status,
      edit: (await c.put(`/api/roadmap/${target}`, { ...f.body({ title: '권한 확인' }), version: current }))
        .status,
      requests: (await c.get(`/api/roadmap/${target}/requests`)).status,
      mine: (await c.get('/api/roadmap/user')).status,
    };
    t.deepEqual(got, expected[who], who);
  }
  t.true(version > 0);
  // Another channel's admin sees none of the school's roadmaps in their list.
  t.is((await (await f.as('far.admin')).get('/api/roadmap/list')).body.data.totalCount, 0);
  // The public site browses without a session; the school's roadmaps are not there.
  const site = f.app.client({ locale: 'ko' });
  t.deepEqual((await site.get('/api/roadmap/list')).body.data, { roadmapList: [], totalCount: 0 });
  // Deleting: not by another teacher, by the owner.
  t.is((await (await f.as('other.teacher')).delete(`/api/roadmap/${target}`)).status, 403);
  t.is((await teach.delete(`/api/roadmap/${target}`)).status, 200);
  t.is((await teach.get(`/api/roadmap/${target}`)).status, 404);
});

test.serial('every id route answers another channel’s id exactly like a missing one', async (t) => {
  const farAdmin = await f.as('far.admin', 'en');
  const userId = f.school.ids.learner!;
  const idRoutes = (id: number, user = userId, lecture = f.lecture.lecture): [string, string, object?][] => [
    ['GET', `/api/roadmap/${id}`],
    ['PUT', `/api/roadmap/${id}`, { ...f.body(), version: 1 }],
    ['DELETE', `/api/roadmap/${id}`],
    ['PUT', `/api/roadmap/${id}/publish`, { isPublished: true }],
    ['GET', `/api/roadmap/${id}/requests`],
    ['POST', `/api/roadmap/${id}/requests/${user}`, { accept: true }],
    ['PUT', `/api/roadmap/${id}/nodes/project/progress`, { state: 'done' }],
    ['GET', `/api/teacher/${user}/route`],
    ['GET', `/api/roadmap/lecture/${lecture}`],
  ];
  const missing = idRoutes(2_147_483_647, 2_147_483_647, 2_147_483_647);
  for (const [i, [method, path, body]] of idRoutes(free).entries()) {
    const other = await farAdmin.json(method, path, body);
    const none = await farAdmin.json(missing[i][0], missing[i][1], missing[i][2]);
    t.deepEqual([other.status, other.body], [none.status, none.body], path);
    t.is(other.status, 404, path);
  }
  const doc = (await farAdmin.get('/api/openapi.json')).body;
  t.deepEqual(
    uncoveredIdRoutes(
      doc,
      'roadmaps',
      idRoutes(free).map(([m, p]) => [m, p]),
    ),
    [],
  );
});
