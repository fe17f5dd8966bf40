import test from 'ava';
import { createLectureWithLessons } from '@seodang/plugin-lectures/testing';
import { startRoadmapsFixture, type RoadmapsFixture } from './fixture.ts';

/**
 * The lecture page's "part of these roadmaps" box (`GET /api/roadmap/lecture/{lectureIndex}`) and
 * the home page's section (`GET /api/roadmap/home`).
 */
let f: RoadmapsFixture;
/** Published, over the lecture and its lessons; chosen by the learner. */
let whole = 0;
/** Published, only one lesson of the lecture. */
let oneLesson = 0;
/** Unpublished, over the lecture. */
let draft = 0;
/** Published, a topic only (not over the lecture). */
let elsewhere = 0;
/** Another published lecture of the school that no roadmap links. */
let unlinked = 0;

test.before(async () => {
  f = await startRoadmapsFixture();
  const teach = await f.as('teach');
  const make = async (extra: object, publish: boolean) => {
    const created = await teach.post('/api/roadmap', f.body(extra));
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const id = created.body.data.sequence as number;
    if (publish) await teach.put(`/api/roadmap/${id}/publish`, { isPublished: true });
    return id;
  };
  const all = f.body();
  whole = await make({ title: '전체 로드맵', difficulty: 'normal' }, true);
  oneLesson = await make({ title: '한 레슨 로드맵', nodes: [all.nodes[1]], edges: [] }, true);
  draft = await make({ title: '초안 로드맵' }, false);
  elsewhere = await make({ title: '다른 로드맵', nodes: [all.nodes[3]], edges: [] }, true);
  const other = await createLectureWithLessons(teach, [{ title: '함수', type: 'text' }], {
    subject: '자료구조',
  });
  await teach.put(`/api/lecture/${other.lecture}/publish`, { published: true });
  unlinked = other.lecture;
  // Another channel's published roadmap naming the school's lecture (as no save would allow) is
  // still never listed: the list is the request's channel's.
  await f.app.core.db('roadmaps').insert({
    channel_id: f.far.id,
    title: '먼 로드맵',
    category_first: 'programming',
    category_second: 'web-programming',
    difficulty: 'easy',
    is_published: true,
    nodes: JSON.stringify([{ ...all.nodes[0], position: { x: 0, y: 0 } }]),
  });
});
test.after.always(async () => {
  await f?.app.stop();
});

const boxOf = async (who: string, lecture = f.lecture.lecture) =>
  (await (await f.as(who)).get(`/api/roadmap/lecture/${lecture}`)).body.data.roadmapList as {
    sequence: number;
    title: string;
    difficulty: string;
    progress: { percent: number; done: number; total: number } | null;
  }[];

test.serial(
  'the box lists the channel’s published roadmaps that link the lecture or one of its lessons',
  async (t) => {
    t.true(whole > 0 && oneLesson > 0 && draft > 0 && elsewhere > 0);
    t.deepEqual(await boxOf('other.learner'), [
      { sequence: oneLesson, title: '한 레슨 로드맵', difficulty: 'easy', progress: null },
      { sequence: whole, title: '전체 로드맵', difficulty: 'normal', progress: null },
    ]);
    // Its editors see no draft there either: only published roadmaps are listed.
    t.deepEqual(
      (await boxOf('teach')).map((r) => r.sequence),
      [oneLesson, whole],
    );
    t.deepEqual(await boxOf('learner', unlinked), []);
  },
);

test.serial(
  'a learner following a roadmap sees it first with their progress, in a constant number of queries',
  async (t) => {
    const learner = await f.as('learner');
    t.is((await learner.post('/api/roadmap/user', { roadmapIdList: [whole] })).status, 200);
    t.is((await learner.post(`/api/lecture/${f.lecture.lecture}/enrol`, {})).status, 201);
    const done = await learner.post(
      `/api/lecture/${f.lecture.lecture}/lessons/${f.lecture.lessons[0]}/complete`,
      {},
    );
    t.is(done.status, 200);
    const queries = async () => {
      let n = 0;
      const count = () => void n++;
      f.app.core.db.on('query', count);
      const res = await learner.get(`/api/roadmap/lecture/${f.lecture.lecture}`);
      f.app.core.db.off('query', count);
      return { n, list: res.body.data.roadmapList };
    };
    const one = await queries();
    t.like(one.list[0], { sequence: whole, progress: { percent: 25, done: 1, total: 4 } });
    t.like(one.list[1], { sequence: oneLesson, progress: null });
    // A roadmap granted (free, requested) counts as followed too; the reads stay the same.
    t.is((await learner.post('/api/roadmap/request', { roadmapId: oneLesson })).status, 200);
    const two = await queries();
    t.deepEqual(
      two.list.map((r: { sequence: number; progress: { percent: number } | null }) => [
        r.sequence,
        r.progress?.percent,
      ]),
      [
        [oneLesson, 100],
        [whole, 25],
      ],
    );
    t.is(two.n, one.n);
    t.true(one.n <= 8, `${one.n} queries`);
    // Another learner's box shows no progress of theirs.
    t.true((await boxOf('other.learner')).every((r) => r.progress === null));
  },
);

test.serial(
  'another channel’s lecture id answers like a missing one; anonymous callers follow the browse rule',
  async (t) => {
    const farAdmin = await f.as('far.admin', 'en');
    const other = await farAdmin.get(`/api/roadmap/lecture/${f.lecture.lecture}`);
    const none = await farAdmin.get('/api/roadmap/lecture/2147483647');
    t.is(other.status, 404);
    t.deepEqual(other.body, none.body);
    t.is((await farAdmin.get('/api/roadmap/lecture/0')).status, 400);
    t.is((await farAdmin.get('/api/roadmap/lecture/abc')).status, 400);
    // The public site has no such lecture either, and browses without a session.
    const site = f.app.client({ locale: 'ko' });
    t.is((await site.get(`/api/roadmap/lecture/${f.lecture.lecture}`)).status, 404);
    t.deepEqual((await site.get('/api/roadmap/home')).body.data, { roadmapList: [], totalCount: 0 });
    // Inside a channel, anonymous callers are refused like on the roadmap list (members only).
    const anonymous = await f.as('anonymous');
    const list = await anonymous.get('/api/roadmap/list');
    t.is(list.status, 401);
    t.is((await anonymous.get(`/api/roadmap/lecture/${f.lecture.lecture}`)).status, 401);
    t.is((await anonymous.get('/api/roadmap/home')).status, 401);
  },
);

test.serial(
  'the home section: a few published roadmaps, the ones I follow first with my progress',
  async (t) => {
    const learner = await f.as('learner');
    const home = (await learner.get('/api/roadmap/home')).body.data;
    t.is(home.totalCount, 3);
    t.deepEqual(
      home.roadmapList.map(
        (r: { sequence: number; checked: boolean; progress: { percent: number } | null }) => [
          r.sequence,
          r.checked,
          r.progress?.percent ?? null,
        ],
      ),
      [
        [oneLesson, false, 100],
        [whole, true, 25],
        [elsewhere, false, null],
      ],
    );
    t.like(home.roadmapList[1], { title: '전체 로드맵', difficulty: 'normal', isFree: true, nodeCount: 4 });
    const other = (await (await f.as('other.learner')).get('/api/roadmap/home')).body.data;
    t.deepEqual(
      other.roadmapList.map((r: { sequence: number }) => r.sequence),
      [elsewhere, oneLesson, whole],
    );
    t.false(other.roadmapList.some((r: { sequence: number }) => r.sequence === draft));
    // The far channel's home has its own roadmap only.
    const far = (await (await f.as('far.admin')).get('/api/roadmap/home')).body.data;
    t.deepEqual([far.totalCount, far.roadmapList.map((r: { title: string }) => r.title)], [1, ['먼 로드맵']]);
  },
);
