import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { signedInClients } from './test-clients.ts';

let app: TestCore;
let channelId: number;

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  await app.createUser({ userId: 'kim.teacher', name: '김선생', isTeacher: true });
  await app.createUser({ userId: 'lee.teacher', name: '이선생', isTeacher: true });
  await app.createUser({ userId: 'park', name: '박학생' });
  await app.createUser({ userId: 'choi', name: '최학생' });
  channelId = await app.createChannel({ slug: 'hanbit', name: '한빛고' });
  for (const [userId, role] of [
    ['hb.admin', 'admin'],
    ['hb.teacher', 'teacher'],
    ['hb.student', 'student'],
  ] as const) {
    await app.addMember(channelId, await app.createUser({ userId }), role);
  }
  await app.createUser({ userId: 'outsider' });
});
test.after.always(async () => {
  await app?.stop();
});

const as = signedInClients(() => app);
const form = (patch: Record<string, unknown> = {}) => ({
  subject: '파이썬 기초',
  description: '처음 배우는 파이썬',
  isFree: true,
  categoryFirst: 'programming',
  categorySecond: 'programming-fundamentals',
  tags: [],
  ...patch,
});
type C = Awaited<ReturnType<typeof as>>;
const create = async (c: C, patch: Record<string, unknown> = {}, publish = true) => {
  const res = await c.post('/api/lecture', form(patch));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  if (publish) await c.put(`/api/lecture/${res.body.data.sequence}/publish`, { published: true });
  return res.body.data.sequence as number;
};

test('the server answers every §5 rule with its code name and the spec message (ko, en)', async (t) => {
  const ko = await as('kim.teacher');
  const cases: [Record<string, unknown>, string, string][] = [
    [{ subject: ' ' }, 'nameEmpty', '강좌명을 입력해주세요.'],
    [{ subject: '가'.repeat(61) }, 'nameExceedLength', '강좌명은 60자가 넘을 수 없습니다.'],
    [{ description: 'x'.repeat(100) }, 'descriptionExceedLength', '한 줄 설명은 100자가 넘을 수 없습니다.'],
    [{ isFree: false, price: '' }, 'priceEmpty', '가격을 입력해주세요.'],
    [{ isFree: false, price: '1000.5' }, 'priceNotInteger', '가격을 정수로 입력해주세요.'],
    [
      { isFree: false, price: 1000, useDiscount: true, discount: '' },
      'discountEmpty',
      '할인율을 입력해주세요.',
    ],
    [
      { isFree: false, price: 1000, useDiscount: true, discount: '150' },
      'discountNotInteger',
      '할인율을 0과 100 사이의 정수로 입력해주세요.(%)',
    ],
    [
      { isFree: false, price: 1000, useDiscount: true, discount: 10, discountDueDate: '2020-01-01' },
      'discountDueDateLessThanNow',
      '할인 종료 날짜는 현재 시간보다 작을 수 없습니다.',
    ],
    [{ introVideoUrl: 'https://example.com/x.html' }, 'isNotValidVideo', '유효하지 않은 동영상 URL입니다.'],
    [{ periodType: 'days', periodDays: 'abc' }, 'periodNotInteger', '날짜를 정수로 입력해주세요.'],
    [
      { periodType: 'dates', openDate: '2030/01/01' },
      'dateFormatNotCorrect',
      '날짜를 형식에 맞게 입력해 주세요.',
    ],
    [
      { periodType: 'dates', openDate: '2030-02-01', closeDate: '2030-01-01' },
      'closeDateCanNotLessThanOpen',
      '종료 날짜는 시작 날짜보다 작을 수 없습니다.',
    ],
    [{ periodType: 'dates' }, 'enterPeriodDate', '기간을 입력해 주세요.'],
    [
      { tags: Array.from({ length: 11 }, (_, i) => `태그${i}`) },
      'tagsExceed',
      '태그는 10개까지 입력할 수 있습니다.',
    ],
  ];
  for (const [patch, code, message] of cases) {
    const res = await ko.post('/api/lecture', form(patch));
    t.is(res.status, 400, code);
    t.is(res.body.err.code, code);
    t.is(res.body.err.message, message);
  }
  const en = await as('kim.teacher', undefined, 'en');
  t.is(
    (await en.post('/api/lecture', form({ subject: '' }))).body.err.message,
    'Please enter the lecture title.',
  );
  const big = await ko.post('/api/lecture', form({ contents: '가'.repeat(349_526) }));
  t.is(big.body.err.code, 'contentsTooLarge');
});

test('a new lecture starts as a draft with the placeholder contents and LICENSE none; rich text is sanitised', async (t) => {
  const c = await as('kim.teacher');
  const res = await c.post('/api/lecture', form({ subject: '새 강좌 초안' }));
  t.is(res.status, 201);
  t.is(res.body.data.contents, '<!-- 강좌 소개를 입력해주세요. -->');
  t.is(res.body.data.license, 'none');
  t.false(res.body.data.isPublished);
  const edited = await c.put(
    `/api/lecture/${res.body.data.sequence}`,
    form({ subject: '새 강좌 초안', contents: '<p onclick="x()">소개<script>alert(1)</script></p>' }),
  );
  t.is(edited.body.data.contents, '<p>소개</p>');
  // Drafts are not in the catalogue and not visible to others.
  t.is((await app.client().get(`/api/lecture/${res.body.data.sequence}`)).status, 404);
});

test('only the owner (or an admin) edits; other teachers and students cannot', async (t) => {
  const kim = await as('kim.teacher');
  const lee = await as('lee.teacher');
  const park = await as('park');
  const seq = await create(kim, { subject: '김선생의 강좌' });
  const put = await lee.put(`/api/lecture/${seq}`, form({ subject: '가로채기' }));
  t.is(put.status, 403);
  t.is(put.body.err.code, 'not_owner');
  t.is((await lee.post(`/api/lecture/${seq}/lessons`, { title: '끼워넣기', type: 'text' })).status, 403);
  t.is((await lee.delete(`/api/lecture/${seq}`)).status, 403);
  t.is((await park.post('/api/lecture', form())).status, 403);
  t.false((await lee.get(`/api/lecture/${seq}`)).body.data.canEdit);
  t.true((await kim.get(`/api/lecture/${seq}`)).body.data.canEdit);
});

test('search finds Korean words inside longer words, ranks the subject first, filters and counts per category', async (t) => {
  const c = await as('kim.teacher');
  const a = await create(c, {
    subject: '파이썬으로 시작하는 데이터 분석',
    categorySecond: 'data-extraction-analysis',
    tags: ['데이터'],
  });
  const b = await create(c, {
    subject: '웹 개발 입문',
    description: '자바스크립트와 파이썬 백엔드',
    categorySecond: 'web-programming',
    isFree: false,
    price: 30000,
  });
  await create(c, {
    subject: 'Spring Boot Masterclass',
    categoryFirst: 'business',
    categorySecond: 'project-management',
  });
  const search = async (q: string) =>
    (await app.client().get(`/api/lecture/list/summary?search=${encodeURIComponent(q)}`)).body.data;
  const found = await search('파이썬');
  t.deepEqual(
    found.list.map((l: { sequence: number }) => l.sequence).filter((s: number) => s === a || s === b),
    [a, b],
    'subject match ranks above description match',
  );
  t.true(
    (await search('분석')).list.some((l: { sequence: number }) => l.sequence === a),
    'a word suffix matches through bigrams',
  );
  t.true((await search('spring boot')).list.length >= 1);
  t.true(
    (await search('mastrclass')).list.some(
      (l: { subject: string }) => l.subject === 'Spring Boot Masterclass',
    ),
    'a typo still finds it by trigram',
  );
  t.is((await search('존재하지않는강좌명')).totalCount, 0);
  const paid = (
    await app
      .client()
      .get(`/api/lecture/list/summary?search=${encodeURIComponent('파이썬')}&price=paid&limit=60`)
  ).body.data;
  t.true(paid.list.some((l: { sequence: number }) => l.sequence === b));
  t.false(paid.list.some((l: { sequence: number; isFree: boolean }) => l.sequence === a || l.isFree));
  const programming = found.category.find((x: { value: string }) => x.value === 'programming');
  t.is(programming.children[0].label.ko, '전체');
  t.true(programming.count >= 2);
  const cat = (await app.client().get('/api/lecture/list/summary?category=programming.web-programming')).body
    .data;
  t.true(
    cat.list.every(
      (l: { category: { second: { id: string } } }) => l.category.second.id === 'web-programming',
    ),
  );
  t.is((await app.client().get('/api/lecture/list/summary?category=nope.none')).body.data.totalCount, 0);
  const byPrice = (await app.client().get('/api/lecture/list/summary?sort=price_high&limit=1')).body.data;
  t.true(byPrice.list[0].finalPrice >= 30000);
  t.is(byPrice.limit, 1);
});

test('discount windows decide the final price in lists and detail', async (t) => {
  const c = await as('kim.teacher');
  const active = await create(c, {
    subject: '할인 중인 강좌',
    isFree: false,
    price: 50000,
    useDiscount: true,
    discount: 20,
    discountDueDate: '2099-12-31',
  });
  const future = await create(c, {
    subject: '곧 할인할 강좌',
    isFree: false,
    price: 50000,
    useDiscount: true,
    discount: 20,
    discountStartDate: '2099-01-01',
  });
  const a = (await app.client().get(`/api/lecture/${active}`)).body.data.lecture;
  t.is(a.discounted_price, 40000);
  t.true(a.isDiscountActive);
  t.is(a.finalPrice, 40000);
  const f = (await app.client().get(`/api/lecture/${future}`)).body.data.lecture;
  t.false(f.isDiscountActive);
  t.is(f.finalPrice, 50000);
});

test('private lectures: lessons only for enrolled students; invitation, enrolment, completion and locking', async (t) => {
  const kim = await as('kim.teacher');
  const park = await as('park');
  const choi = await as('choi');
  const seq = await create(kim, {
    subject: '비공개 수업',
    settings: { permission: 'private', acceptType: 'immediate', sequentialLessons: true },
  });
  const l1 = (
    await kim.post(`/api/lecture/${seq}/lessons`, {
      title: '첫 레슨',
      type: 'text',
      items: [{ type: 'text', content: '<p>안녕<img src=x onerror=alert(1)></p>' }],
    })
  ).body.data.index;
  const l2 = (
    await kim.post(`/api/lecture/${seq}/lessons`, {
      title: '둘째 레슨',
      type: 'text',
      items: [{ type: 'text', content: '<p>둘</p>' }],
    })
  ).body.data.index;
  const quiz = await kim.post(`/api/lecture/${seq}/lessons`, { title: '퀴즈', type: 'quiz' });
  t.is(quiz.status, 400, 'a quiz lesson needs a language');
  t.is((await park.get(`/api/lecture/${seq}`)).body.err.code, 'not_enrolled');
  t.is((await park.get(`/api/lecture/${seq}/lessons/${l1}`)).status, 403);
  t.is((await park.post(`/api/lecture/${seq}/enrol`)).status, 403, 'not invited');
  t.false(
    (await app.client().get('/api/lecture/list/summary?search=' + encodeURIComponent('비공개'))).body.data
      .list.length > 0,
  );

  t.deepEqual((await kim.post(`/api/lecture/${seq}/invite`, { userIds: ['park', 'ghost'] })).body.data, {
    invited: ['park'],
    notFound: ['ghost'],
  });
  t.is((await park.get('/api/lecture/invited')).body.data.totalCount, 1);
  t.is((await park.post(`/api/lecture/${seq}/enrol`)).body.data.state, 'joined');
  const lesson = (await park.get(`/api/lecture/${seq}/lessons/${l1}`)).body.data;
  t.is(lesson.lesson.items[0].content, '<p>안녕<img src="x" /></p>');
  t.is(lesson.next.index, l2);
  t.is(lesson.next.state, 4, 'the second lesson is LOCKED until the first is complete');
  t.is((await park.get(`/api/lecture/${seq}/lessons/${l2}`)).body.err.code, 'lesson_locked');
  // The open is recorded for the learner (a refund counts it as studied), not for the teacher.
  await kim.get(`/api/lecture/${seq}/lessons/${l1}`);
  t.deepEqual(await app.core.db('lecture_lesson_opens').where({ lecture_id: seq }).pluck('lesson_id'), [l1]);
  t.is((await choi.post(`/api/lecture/${seq}/lessons/${l1}/complete`)).status, 403);
  const done = await park.post(`/api/lecture/${seq}/lessons/${l1}/complete`);
  t.is(done.body.data.curriculum[0].state, 1);
  t.is(done.body.data.curriculum[1].state, 0);
  await park.post(`/api/lecture/${seq}/lessons/${l2}/complete`);
  const joined = (await park.get('/api/lecture/joined')).body.data.list.find(
    (l: { sequence: number }) => l.sequence === seq,
  );
  t.is(joined.progress, 100);
  t.truthy(joined.completedAt);
});

test('free lectures join at once or wait for review; paid lectures wait for checkout', async (t) => {
  const kim = await as('kim.teacher');
  const choi = await as('choi');
  const review = await create(kim, {
    subject: '승인 후 수강',
    settings: { acceptType: 'review' },
    periodType: 'days',
    periodDays: 30,
  });
  const paid = await create(kim, { subject: '유료 강좌', isFree: false, price: 10000 });
  t.is((await choi.post(`/api/lecture/${review}/enrol`)).body.data.state, 'waiting');
  t.is((await choi.post(`/api/lecture/${review}/enrol`)).body.err.code, 'already_enrolled');
  t.is((await choi.get('/api/lecture/waiting')).body.data.list[0].sequence, review);
  const students = (await kim.get(`/api/lecture/${review}/students`)).body.data;
  t.is(students[0].state, 'waiting');
  t.is((await kim.post(`/api/lecture/${review}/students/${students[0].id}`, { accept: true })).status, 200);
  const detail = (await choi.get(`/api/lecture/${review}`)).body.data;
  t.is(detail.enrolment.state, 'joined');
  t.truthy(detail.enrolment.expiresAt, 'a 30-day period sets the end');
  t.is(detail.lecture.studentCount, 1);
  t.is((await choi.post(`/api/lecture/${paid}/enrol`)).body.err.code, 'paid_lecture');
});

test('reviews by joined learners only; wishlist toggles', async (t) => {
  const kim = await as('kim.teacher');
  const park = await as('park');
  const choi = await as('choi');
  const seq = await create(kim, { subject: '후기 테스트 강좌' });
  await park.post(`/api/lecture/${seq}/enrol`);
  t.is(
    (await choi.put(`/api/lecture/${seq}/reviews/mine`, { rating: 5, contents: '좋아요' })).body.err.code,
    'review_not_allowed',
  );
  t.is((await park.put(`/api/lecture/${seq}/reviews/mine`, { rating: 6 })).status, 400);
  t.is(
    (await park.put(`/api/lecture/${seq}/reviews/mine`, { rating: 4, contents: '유익했어요' })).status,
    200,
  );
  const reviews = (await app.client().get(`/api/lecture/${seq}/reviews`)).body.data;
  t.is(reviews.totalCount, 1);
  t.is(reviews.averageRating, 4);
  t.true((await choi.post(`/api/lecture/${seq}/wish`, { wish: true })).body.data.isWishing);
  const listed = (await choi.get('/api/lecture/list/summary?limit=60')).body.data.list.find(
    (l: { sequence: number }) => l.sequence === seq,
  );
  t.true(listed.isWishing);
  t.is((await choi.post(`/api/lecture/${seq}/wish`, { wish: false })).body.data.state, 0);
  t.is((await app.client().post(`/api/lecture/${seq}/wish`, { wish: true })).status, 401);
});

test('lessons reorder; base lectures are copied into new ones', async (t) => {
  const kim = await as('kim.teacher');
  const lee = await as('lee.teacher');
  const base = await create(
    kim,
    { subject: '기본 틀', contents: '<p>기본 소개</p>', settings: { isBase: true, allowInternalCopy: true } },
    false,
  );
  const a = (await kim.post(`/api/lecture/${base}/lessons`, { title: '도입', type: 'text', phase: '도입' }))
    .body.data;
  const b = (
    await kim.post(`/api/lecture/${base}/lessons`, {
      title: '실습',
      type: 'quiz',
      quizLanguage: 'python3',
      phase: '퀴즈',
    })
  ).body.data;
  t.is(a.contentCode, '#A01');
  t.is(b.contentCode, '@@@1');
  t.is(
    (await kim.put(`/api/lecture/${base}/lessons/order`, { order: [a.index] })).body.err.code,
    'invalid_order',
  );
  const reordered = (await kim.put(`/api/lecture/${base}/lessons/order`, { order: [b.index, a.index] })).body
    .data;
  t.deepEqual(
    reordered.map((l: { title: string }) => l.title),
    ['실습', '도입'],
  );
  t.true(
    (await lee.get('/api/lecture/base')).body.data.some((l: { sequence: number }) => l.sequence === base),
  );
  const copy = await lee.post(
    '/api/lecture',
    form({ subject: '복사한 강좌', contents: '', baseLectureIndex: base }),
  );
  t.is(copy.status, 201);
  t.is(copy.body.data.contents, '<p>기본 소개</p>');
  const lessons = (await lee.get(`/api/lecture/${copy.body.data.sequence}/edit`)).body.data.lessons;
  t.deepEqual(
    lessons.map((l: { title: string; quizLanguage: string | null }) => [l.title, l.quizLanguage]),
    [
      ['실습', 'python3'],
      ['도입', null],
    ],
  );
  t.is(
    (await app.client().get(`/api/lecture/${base}`)).status,
    404,
    'base lectures are not in the catalogue',
  );
});

test('channels: lectures stay in their channel, non-members are turned away, the LECTURE service can be switched off', async (t) => {
  const teacher = await as('hb.teacher', 'hanbit.localhost');
  const seq = await create(teacher, { subject: '한빛고 정보 수업' });
  const student = await as('hb.student', 'hanbit.localhost');
  t.true(
    (await student.get('/api/lecture/list/summary')).body.data.list.some(
      (l: { sequence: number }) => l.sequence === seq,
    ),
  );
  t.is((await app.client().get(`/api/lecture/${seq}`)).status, 404, 'not on the public site');
  t.false(
    (await app.client().get('/api/lecture/list/summary?limit=60')).body.data.list.some(
      (l: { sequence: number }) => l.sequence === seq,
    ),
  );
  const outsider = await as('outsider', 'hanbit.localhost');
  t.is((await outsider.get('/api/lecture/list/summary')).body.err.code, 'not_channel_member');
  const kim = await as('kim.teacher');
  t.is(
    (await kim.put(`/api/lecture/${seq}`, form())).status,
    404,
    'a public-site teacher cannot reach a channel lecture',
  );

  const html = await (await student.open('/')).text();
  t.regex(html, /"channelLectureList":\{"allLectures":\[/);
  t.true(html.includes('한빛고 정보 수업'));

  const admin = await as('hb.admin', 'hanbit.localhost');
  t.is((await admin.put('/api/channel/services/LECTURE', { enabled: false })).status, 200);
  const off = await student.get('/api/lecture/list/summary');
  t.is(off.status, 403);
  t.is(off.body.err.code, 'service_disabled');
  t.false((await student.get('/api/capabilities')).body.services.LECTURE);
  await admin.put('/api/channel/services/LECTURE', { enabled: true });
  t.is((await student.get('/api/lecture/list/summary')).status, 200);
});

test('the §7 list endpoints answer at their paths', async (t) => {
  const kim = await as('kim.teacher');
  await create(kim, { subject: '태그 강좌', tags: ['태그하나', '태그둘'] });
  const c = app.client();
  t.true((await c.get('/api/lecture/tags')).body.data.some((x: { tag: string }) => x.tag === '태그하나'));
  t.true((await c.get('/api/lecture/owners')).body.data.some((x: { name: string }) => x.name === '김선생'));
  t.deepEqual(
    (await c.get('/api/recommendLecture/list')).body.data.map((g: { key: string }) => g.key),
    ['popular', 'newest', 'free', 'topRated'],
  );
  t.true(Array.isArray((await c.get('/api/lecture/list/detail')).body.data.list));
  t.is((await c.get('/api/lecture/categories')).body.data.length, 3);
  t.is((await c.get('/api/lecture/joined')).status, 401);
  const openapi = (await c.get('/api/openapi.json')).body;
  for (const path of [
    '/api/lecture/list/summary',
    '/api/lecture/list/detail',
    '/api/lecture/tags',
    '/api/lecture/owners',
    '/api/recommendLecture/list',
    '/api/lecture/joined',
    '/api/lecture/waiting',
    '/api/lecture/invited',
  ]) {
    t.truthy(openapi.paths[path], path);
  }
});
