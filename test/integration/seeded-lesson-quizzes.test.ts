// The demo seed gives every tutorial and quiz lesson its course's own quizzes (graded RIGHT by the
// real judge with their reference answers), and the
// "반복문 퀴즈" lesson works end to end: an enrolled learner lists its quiz, submits a right Python
// program, the real judge grades it RIGHT and the lesson becomes COMPLETE. The school's lab opens
// every quiz type's demo quiz from a lesson, and each is solved there with its type's own reference
// answer until the lesson is COMPLETE. Private Redis + worker.
import test, { type ExecutionContext } from 'ava';
import { discoverPlugins } from '@seodang/config';
import { startTestCore, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../scripts/demo-accounts.ts';
import {
  startPrivateRedis,
  startWorkerProcess,
  waitFor,
  type PrivateRedis,
  type WorkerProcess,
} from './fault/processes.ts';

let redis: PrivateRedis;
let worker: WorkerProcess;
let app: TestCore;

test.before(async () => {
  redis = await startPrivateRedis();
  app = await startTestCore({ plugins: discoverPlugins(), config: { redisUrl: redis.url } });
  worker = await startWorkerProcess(redis.url);
  await seedDemo(app.core);
});

test.after.always(async () => {
  await worker?.kill('SIGTERM');
  await app?.stop();
  await redis?.stop();
});

test('every seeded tutorial and quiz lesson has its quizzes, and seeding again adds none', async (t) => {
  const lessons = await app.core.db('lecture_lessons').whereIn('type', ['tutorial', 'quiz']).select('id');
  t.true(lessons.length >= 18);
  const withQuiz = await app.core
    .db('workspace_quizzes')
    .whereIn(
      'lesson_index',
      lessons.map((l) => l.id),
    )
    .countDistinct({ n: 'lesson_index' });
  t.is(Number(withQuiz[0].n), lessons.length);
  const before = await app.core.db('workspace_quizzes').count({ n: '*' });
  await seedDemo(app.core);
  t.deepEqual(await app.core.db('workspace_quizzes').count({ n: '*' }), before);
});

test('each course has its own curriculum: Python, JavaScript, C++, C and SQL problems, and multiple choice', async (t) => {
  const rows: { subject: string; type: string; language: string | null }[] = await app.core
    .db('workspace_quizzes as q')
    .join('lectures as l', 'l.id', 'q.lecture_index')
    .select('l.subject', 'q.type', app.core.db.raw("q.definition->>'answer_language' as language"));
  const languages = new Set(rows.map((r) => r.language).filter(Boolean));
  for (const language of ['python3', 'js', 'cpp', 'c']) t.true(languages.has(language), language);
  t.true(rows.some((r) => r.type === 'sql'));
  t.true(rows.some((r) => r.type === 'multiple_choice'));
  const curricula = await app.core
    .db('lecture_lessons as s')
    .join('lectures as l', 'l.id', 's.lecture_id')
    .groupBy('l.id')
    .select(app.core.db.raw("string_agg(s.title, '|' order by s.position) as titles"));
  // Only the public and the school Python courses share one.
  t.true(new Set(curricula.map((c) => c.titles)).size >= curricula.length - 1);
});

test('the real judge grades the reference answer of every seeded lesson problem RIGHT', async (t) => {
  const quizzes: { id: number; title: string; author: string; channel: string | null }[] = await app.core
    .db('workspace_quizzes as q')
    .join('users as u', 'u.id', 'q.author_id')
    .leftJoin('channels as c', 'c.id', 'q.channel_id')
    .whereNotNull('q.lesson_index')
    .whereIn('q.type', ['programming', 'sql'])
    .select('q.id', 'q.title', 'u.user_id as author', 'c.slug as channel');
  t.true(quizzes.length >= 12);
  const clients = new Map<string, TestClient>();
  for (const quiz of quizzes) {
    let c = clients.get(quiz.author);
    if (!c) {
      const account = demoAccounts.find((a) => a.userId === quiz.author)!;
      c = app.client(quiz.channel ? { host: `${quiz.channel}.localhost` } : {});
      await c.login(account.userId, account.password);
      clients.set(quiz.author, c);
    }
    const started = await c.post(`/api/workspace/quizzes/${quiz.id}/validate`);
    t.is(started.status, 202, `${quiz.title}: ${JSON.stringify(started.body)}`);
    let outcome = '';
    await waitFor(
      `the judge to grade "${quiz.title}"`,
      async () => {
        const s = await c.get(`/api/workspace/submissions/${started.body.data.index}`);
        outcome = s.body.data.status === 'pending' ? '' : s.body.data.outcome;
        return outcome !== '';
      },
      90_000,
      500,
    );
    t.is(outcome, 'RIGHT', quiz.title);
  }
});

/** The school lab's lessons in order, each with the type of the demo quiz it opens. */
const labSubject = '코딩 실험실: 블록, 보드, 그래픽';
const labLessons: [title: string, type: string][] = [
  ['고양이 10걸음', 'scratch'],
  ['엔트리 미로', 'entry'],
  ['LED 깜빡이기', 'arduino'],
  ['버튼으로 LED', 'arduino'],
  ['하트 깜빡이기', 'microbit'],
  ['거북이 정사각형', 'skulpt'],
  ['튀는 공', 'glowscript'],
  ['붓꽃 분류', 'aiml'],
  ['할 일 API', 'restfulapi'],
  ['보물 상자', 'crusadersquest'],
  ['프로그램의 순서', 'ordering'],
];

test("each lesson of the school's lab lists exactly its quiz type's demo quiz for 하준, in order", async (t) => {
  const channel = await app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
  const lecture = await app.core
    .db('lectures')
    .where({ subject: labSubject, channel_id: channel.id })
    .first('id');
  const curated = await app.core
    .db('lecture_curation_items as i')
    .join('lecture_curations as c', 'c.id', 'i.curation_id')
    .where({ 'i.lecture_id': lecture.id, 'c.title': '이번 학기 수업', 'c.channel_id': channel.id })
    .first('i.lecture_id');
  t.truthy(curated, 'the lab is in the channel\'s "이번 학기 수업"');
  const c = app.client({ host: `${demoChannel.slug}.localhost` });
  await c.login('hajun', demoAccounts.find((a) => a.userId === 'hajun')!.password);
  // Enrolled by the seed: joining again is refused as done already.
  t.is((await c.post(`/api/lecture/${lecture.id}/enrol`)).status, 409);
  const lessons = await app.core
    .db('lecture_lessons')
    .where({ lecture_id: lecture.id })
    .orderBy('position')
    .select('id', 'title', 'type');
  t.deepEqual(
    lessons.map((l) => [l.title, l.type]),
    labLessons.map(([title]) => [title, 'quiz']),
  );
  for (const [i, lesson] of lessons.entries()) {
    const path = `/api/lecture/${lecture.id}/lessons/${lesson.id}`;
    const opened = await c.get(path);
    t.is(opened.status, 200, `${lesson.title}: ${JSON.stringify(opened.body)}`);
    const list = await c.get(`/api/workspace/quizzes?lectureIndex=${lecture.id}&lessonIndex=${lesson.id}`);
    t.is(list.status, 200, `${lesson.title}: ${JSON.stringify(list.body)}`);
    t.deepEqual(
      list.body.data.list.map((q: { title: string; type: string }) => [q.title, q.type]),
      [labLessons[i]],
      lesson.title,
    );
  }
});

/** Lists the lesson's one quiz, submits a right program, and waits for the judge to complete the lesson. */
async function solveLesson(t: ExecutionContext, c: TestClient, title: string, program: string) {
  const lesson = await app.core
    .db('lecture_lessons as s')
    .join('lectures as l', 'l.id', 's.lecture_id')
    .where({ 's.title': title, 'l.subject': '정보 수업: 파이썬 기초' })
    .first('s.id', 's.lecture_id');
  const path = `/api/lecture/${lesson.lecture_id}/lessons/${lesson.id}`;
  const opened = await c.get(path);
  t.is(opened.status, 200, JSON.stringify(opened.body));
  t.is(opened.body.data.lesson.state, 0);
  const list = await c.get(
    `/api/workspace/quizzes?lectureIndex=${lesson.lecture_id}&lessonIndex=${lesson.id}`,
  );
  t.is(list.status, 200);
  t.is(list.body.data.list.length, 1);
  const quiz = list.body.data.list[0];
  const sub = await c.post(`/api/workspace/quizzes/${quiz.index}/submit`, {
    answer: { language: 'python3', files: [{ name: 'main.py', content: program }] },
  });
  t.true([201, 202].includes(sub.status), JSON.stringify(sub.body));
  await waitFor(
    `the judge to complete "${title}"`,
    async () => (await c.get(path)).body.data.lesson.state === 1,
    60_000,
    500,
  );
  const history = await c.get(`/api/workspace/quizzes/${quiz.index}/submissions`);
  t.is(history.body.data.list[0].outcome, 'RIGHT');
}

test('an enrolled learner solves the loop tutorial, then the "반복문 퀴즈" lesson, with the judge', async (t) => {
  const account = demoAccounts.find((a) => a.userId === 'hajun')!;
  const c = app.client({ host: `${demoChannel.slug}.localhost` });
  await c.login(account.userId, account.password);
  // hajun finished the first three lessons; the tutorial is next (lessons unlock in order).
  await solveLesson(t, c, '반복문 따라 하기', 'for i in range(1, 11):\n    print(i)\n');
  await solveLesson(t, c, '반복문 퀴즈', 'n = int(input())\nprint(sum(range(1, n + 1)))\n');
});

test('a learner of each seeded lecture opens every lesson and every quiz in it', async (t) => {
  // The walk waits for the judge in every quiz lesson, the lab's eleven quiz types included: longer
  // than the suite's quiet-time limit, and each wait is bounded below.
  t.timeout(5 * 60_000);
  const lectures: {
    id: number;
    subject: string;
    channel: string | null;
    is_free: boolean;
    permission: string;
  }[] = await app.core
    .db('lectures as l')
    .leftJoin('channels as c', 'c.id', 'l.channel_id')
    // Base lectures are templates for teachers to copy, never shown to learners.
    .where({ 'l.is_published': true, 'l.is_base': false })
    .select(
      'l.id',
      'l.subject',
      'c.slug as channel',
      'l.is_free',
      app.core.db.raw("case when l.is_public then 'public' else 'private' end as permission"),
    );
  t.true(lectures.length >= 10);
  const learners = new Map<string, TestClient>();
  const learnerOf = async (channel: string | null) => {
    const userId = channel ? 'seoyun' : 'minjun';
    let c = learners.get(userId);
    if (!c) {
      c = app.client(channel ? { host: `${channel}.localhost` } : {});
      await c.login(userId, demoAccounts.find((a) => a.userId === userId)!.password);
      learners.set(userId, c);
    }
    return c;
  };
  const teacher = app.client({ host: `${demoChannel.slug}.localhost` });
  await teacher.login('sua.teacher', demoAccounts.find((a) => a.userId === 'sua.teacher')!.password);
  const solvedTypes = new Set<string>();
  for (const lecture of lectures) {
    const c = await learnerOf(lecture.channel);
    if (lecture.permission === 'private') {
      // A class only its teacher's invitations join, as the Manage Lecture screen sends them.
      const invited = await teacher.post(`/api/lecture/${lecture.id}/invite`, { userIds: ['seoyun'] });
      t.is(invited.status, 200, JSON.stringify(invited.body));
    }
    const enrolled = await c.post(`/api/lecture/${lecture.id}/enrol`);
    // Paid lectures are bought before they are joined: their preview lessons open (409: the demo
    // learner bought it in the seeded sales, or the seed enrolled this learner already).
    const paid = !lecture.is_free;
    const expected = paid ? [402, 409] : [201, 409];
    t.true(expected.includes(enrolled.status), `${lecture.subject}: ${JSON.stringify(enrolled.body)}`);
    if (enrolled.body.data?.state === 'waiting') {
      // A class that reviews requests: its teacher accepts this one, as the Manage Lecture screen does.
      const learner = await app.core.db('users').where({ user_id: 'seoyun' }).first('id');
      const accepted = await teacher.post(`/api/lecture/${lecture.id}/students/${learner.id}`, {
        accept: true,
      });
      t.is(accepted.status, 200, JSON.stringify(accepted.body));
    }
    const lessons = await app.core
      .db('lecture_lessons')
      .where({ lecture_id: lecture.id })
      .orderBy('position')
      .modify((q) => (paid ? q.where({ is_preview: true }) : q))
      .select('id', 'title', 'type');
    t.true(lessons.length >= (paid ? 1 : 2), lecture.subject);
    for (const lesson of lessons) {
      const path = `/api/lecture/${lecture.id}/lessons/${lesson.id}`;
      const opened = await c.get(path);
      t.is(opened.status, 200, `${lecture.subject} / ${lesson.title}: ${JSON.stringify(opened.body)}`);
      const quizzes = await c.get(
        `/api/workspace/quizzes?lectureIndex=${lecture.id}&lessonIndex=${lesson.id}`,
      );
      t.is(quizzes.status, 200, `${lesson.title}: ${JSON.stringify(quizzes.body)}`);
      for (const quiz of quizzes.body.data.list as { index: number; title: string }[]) {
        const read = await c.get(`/api/workspace/quizzes/${quiz.index}`);
        t.is(read.status, 200, `${lesson.title} / ${quiz.title}: ${JSON.stringify(read.body)}`);
      }
      if (paid) continue;
      // On to the next lesson (classes that open lessons in order need this one done first).
      if (lesson.type !== 'quiz') {
        const done = await c.post(`${path}/complete`);
        t.true([200, 201].includes(done.status), `${lesson.title}: ${JSON.stringify(done.body)}`);
        continue;
      }
      for (const quiz of quizzes.body.data.list as { index: number; type: string }[]) {
        const sub = await c.post(`/api/workspace/quizzes/${quiz.index}/submit`, {
          answer: await referenceAnswer(quiz.index),
        });
        t.true([201, 202].includes(sub.status), `${lesson.title}: ${JSON.stringify(sub.body)}`);
        solvedTypes.add(quiz.type);
      }
      await waitFor(
        `"${lesson.title}" to be complete`,
        async () => (await c.get(path)).body.data.lesson.state === 1,
        90_000,
        500,
      );
    }
  }
  // The lab's lessons were walked too: every quiz type was solved from a lesson.
  for (const [, type] of labLessons) t.true(solvedTypes.has(type), type);
});

/**
 * What a learner who knows the answer submits to a seeded quiz: its type's own reference answer
 * (every judged type has one); the answer key of the auto-graded types that keep none.
 */
async function referenceAnswer(quizId: number): Promise<unknown> {
  const q = await app.core.db('workspace_quizzes').where({ id: quizId }).first('type', 'definition');
  const type = app.core.registry.quizTypes.get(q.type)?.def;
  if (!type) throw new Error(`quiz ${quizId}: no quiz type '${q.type}'`);
  const reference = type.referenceAnswer?.(q.definition);
  if (reference) return reference;
  const d = q.definition;
  if (q.type === 'multiple_choice') return { selected: d.answers };
  if (q.type === 'ordering') {
    // The right order, as places in the list the learner is shown.
    const shown = (type.learnerView(d) as { items: string[] }).items;
    return { order: (d.items as string[]).map((item) => shown.indexOf(item)) };
  }
  throw new Error(`quiz ${quizId}: no reference answer for type '${q.type}'`);
}
