import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { signedInClients } from './test-clients.ts';

let app: TestCore;

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  await app.createUser({ userId: 'site.admin', isSiteAdmin: true });
  await app.createUser({ userId: 'kim.teacher', name: '김선생', isTeacher: true });
  await app.createUser({ userId: 'park' });
  const channelId = await app.createChannel({ slug: 'hanbit', name: '한빛고' });
  for (const [userId, role] of [
    ['hb.admin', 'admin'],
    ['hb.teacher', 'teacher'],
    ['hb.student', 'student'],
  ] as const) {
    await app.addMember(channelId, await app.createUser({ userId }), role);
  }
});
test.after.always(async () => {
  await app?.stop();
});

const as = signedInClients(() => app);
const path = '/api/lecture/curriculum-codes';
const hanbit = 'hanbit.localhost';

test.serial('teachers read the default mapping; only admins change it, learners neither', async (t) => {
  const teacher = await as('kim.teacher');
  const res = await teacher.get(path);
  t.is(res.status, 200);
  t.true(res.body.data.isDefault);
  t.deepEqual(
    res.body.data.entries.find((e: { phase: string }) => e.phase === '도입'),
    { phase: '도입', code: '#A01' },
  );
  t.is(res.body.data.codes.length, 17);
  t.is((await teacher.put(path, { entries: [{ phase: '시작', code: '#A01' }] })).status, 403);
  t.is((await teacher.delete(path)).status, 403);
  t.is((await (await as('park')).get(path)).status, 403);
  t.is((await app.client().get(path)).status, 401);
  t.true((await teacher.get(path)).body.data.isDefault, 'nothing changed');
});

test.serial("bad mappings answer a clear message in the caller's language and change nothing", async (t) => {
  const ko = await as('hb.admin', hanbit);
  const en = await as('hb.admin', hanbit, 'en');
  const cases: [unknown, string, string][] = [
    [
      { entries: [{ phase: '도입', code: '#Z99' }] },
      '콘텐츠 유형 코드를 목록에서 골라주세요.',
      'Choose a content-type code from the list.',
    ],
    [
      { entries: [{ phase: ' ', code: '#A01' }] },
      '학습 단계 이름을 1~30자로 입력해주세요.',
      'Enter a lesson phase name of 1 to 30 characters.',
    ],
    [
      {
        entries: [
          { phase: '도입', code: '#A01' },
          { phase: '도입', code: '#A02' },
        ],
      },
      '같은 학습 단계 이름이 두 번 있습니다.',
      'The same lesson phase name appears twice.',
    ],
    [{ entries: [] }, '학습 단계를 하나 이상 입력해주세요.', 'Enter at least one lesson phase.'],
  ];
  for (const [body, koMessage, enMessage] of cases) {
    const a = await ko.put(path, body);
    t.is(a.status, 400);
    t.is(a.body.err.message, koMessage);
    t.is((await en.put(path, body)).body.err.message, enMessage);
  }
  t.true((await ko.get(path)).body.data.isDefault);
});

test.serial(
  "a channel admin's mapping names the codes of that channel's lessons only; reset goes back to the default",
  async (t) => {
    const admin = await as('hb.admin', hanbit);
    const teacher = await as('hb.teacher', hanbit);
    const created = await teacher.post('/api/lecture', {
      subject: '코드 매핑 강좌',
      description: '',
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'algorithm',
      tags: [],
    });
    const lecture = created.body.data.sequence as number;
    const lesson = await teacher.post(`/api/lecture/${lecture}/lessons`, {
      title: '시작하기',
      type: 'text',
      phase: '오리엔테이션',
      items: [{ type: 'text', content: '<p>안녕</p>' }],
    });
    t.is(lesson.body.data.contentCode, null, 'not in the default mapping');

    const saved = await admin.put(path, {
      entries: [
        { phase: '오리엔테이션', code: '#A01' },
        { phase: '실습', code: '#E01' },
      ],
    });
    t.is(saved.status, 200);
    t.false(saved.body.data.isDefault);
    t.deepEqual(saved.body.data.entries, [
      { phase: '오리엔테이션', code: '#A01' },
      { phase: '실습', code: '#E01' },
    ]);

    const edit = await teacher.get(`/api/lecture/${lecture}/edit`);
    t.is(edit.body.data.lessons[0].contentCode, '#A01');
    const detail = await teacher.get(`/api/lecture/${lecture}`);
    t.is(detail.body.data.curriculum[0].contentCode, '#A01');
    // Codes are internal: a learner of the channel sees the lesson, not its code.
    await teacher.put(`/api/lecture/${lecture}/publish`, { published: true });
    const seen = await (await as('hb.student', hanbit)).get(`/api/lecture/${lecture}`);
    t.is(seen.status, 200);
    t.is(seen.body.data.curriculum[0].title, '시작하기');
    t.is(seen.body.data.curriculum[0].contentCode, null);
    // Nor in the lesson player (a preview lesson opens without enrolling), while the teacher does.
    await teacher.put(`/api/lecture/${lecture}/lessons/${lesson.body.data.index}`, {
      title: '시작하기',
      type: 'text',
      phase: '오리엔테이션',
      isPreview: true,
      items: [{ type: 'text', content: '<p>안녕</p>' }],
    });
    const played = await (
      await as('hb.student', hanbit)
    ).get(`/api/lecture/${lecture}/lessons/${lesson.body.data.index}`);
    t.is(played.status, 200, JSON.stringify(played.body));
    t.is(played.body.data.lesson.contentCode, null);
    t.is(played.body.data.curriculum[0].contentCode, null);
    const managed = await teacher.get(`/api/lecture/${lecture}/lessons/${lesson.body.data.index}`);
    t.is(managed.body.data.lesson.contentCode, '#A01');

    // The public site keeps its own (default) mapping.
    t.true((await (await as('kim.teacher')).get(path)).body.data.isDefault);

    const reset = await admin.delete(path);
    t.true(reset.body.data.isDefault);
    t.is((await teacher.get(`/api/lecture/${lecture}`)).body.data.curriculum[0].contentCode, null);
  },
);

test.serial(
  "the site admin edits the public site's mapping; a channel member who is not its admin cannot",
  async (t) => {
    const site = await as('site.admin');
    const res = await site.put(path, { entries: [{ phase: '도입', code: '#A02' }] });
    t.is(res.status, 200);
    t.deepEqual((await (await as('kim.teacher')).get(path)).body.data.entries, [
      { phase: '도입', code: '#A02' },
    ]);
    t.true((await (await as('hb.teacher', hanbit)).get(path)).body.data.isDefault, 'channels keep their own');
    t.is(
      (await (await as('hb.student', hanbit)).put(path, { entries: [{ phase: '도입', code: '#A01' }] }))
        .status,
      403,
    );
    t.is((await (await as('park', hanbit)).get(path)).status, 403, 'not a member of the channel');
    await site.delete(path);
  },
);
