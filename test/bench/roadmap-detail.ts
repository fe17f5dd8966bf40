// Roadmap detail benchmark: `GET /api/roadmap/{sequence}` as a learner (core, the channel's
// checks, the roadmap read, the lectures plugin's progress service, the hand-set states and the
// node views) for a roadmap of 200 nodes (20 lectures and 180 of their lessons) over a learner
// with 2,000 completed lessons, against the bare progress SQL (the same two progress queries the
// lectures service runs, lessons with their progress and lectures with their enrolment) from the
// same pool, in the same run. Sequential requests; prints p50/p99 and their ratios; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/roadmap-detail.ts
//      (or `npm run bench -- roadmap-detail`)
// Knobs: BENCH_REQUESTS (300 per target, after 30 warm-up requests).
import { startTestCore } from '@seodang/sdk/testing';
import { createLectureWithLessons } from '@seodang/plugin-lectures/testing';
import { compareSequential } from './support/timing.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const warmUp = 30;
const lectureCount = 20;
const lessonsPerLecture = 100;
const resultPrefix = 'BENCH-RESULT ';

async function main(): Promise<void> {
  const app = await startTestCore({ plugins: ['lectures', 'roadmaps'] });
  try {
    const db = app.core.db;
    const school = await app.createChannelWithMembers({
      slug: 'bench-roads',
      members: { learner: 'student', teach: 'teacher' },
    });
    const teacher = await school.login('teach');
    // One lecture with one lesson through the API, its copies and lessons straight into the tables
    // (the benchmark is about reading progress, not about authoring).
    const first = await createLectureWithLessons(teacher, [{ title: '레슨 1', type: 'text' }]);
    const published = await teacher.put(`/api/lecture/${first.lecture}/publish`, { published: true });
    if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.body)}`);
    const { id: _id, slug, ...lectureRow } = await db('lectures').where({ id: first.lecture }).first();
    const copies = (await db('lectures')
      .insert(
        Array.from({ length: lectureCount - 1 }, (_, i) => ({
          ...lectureRow,
          subject: `벤치 강좌 ${i + 2}`,
          slug: `${slug}-${i + 2}`,
        })),
      )
      .returning('id')) as { id: number }[];
    const lectures = [first.lecture, ...copies.map((c) => c.id)];
    await db('lecture_lessons').where({ lecture_id: first.lecture }).delete();
    const lessons = (await db('lecture_lessons')
      .insert(
        lectures.flatMap((lectureId) =>
          Array.from({ length: lessonsPerLecture }, (_, i) => ({
            lecture_id: lectureId,
            position: i + 1,
            title: `레슨 ${i + 1}`,
            type: 'text',
          })),
        ),
      )
      .returning(['id', 'lecture_id'])) as { id: number; lecture_id: number }[];
    const learnerId = school.ids.learner!;
    const now = new Date();
    await db('lecture_enrolments').insert(
      lectures.map((lecture_id) => ({
        lecture_id,
        user_id: learnerId,
        state: 'joined',
        joined_at: now,
        completed_at: now,
        updated_at: now,
      })),
    );
    await db('lecture_lesson_progress').insert(
      lessons.map((l) => ({ lesson_id: l.id, lecture_id: l.lecture_id, user_id: learnerId, state: 1 })),
    );
    await db.raw('ANALYZE lecture_lessons, lecture_lesson_progress, lecture_enrolments, lectures');

    // 200 nodes: each lecture, then 9 of its lessons, chained by prerequisite edges.
    const linkedLessons = lectures.flatMap((lectureId) =>
      lessons.filter((l) => l.lecture_id === lectureId).slice(0, 9),
    );
    const nodes = [
      ...lectures.map((lectureIndex, i) => ({
        id: `lecture-${i}`,
        type: 'lecture',
        label: `강좌 ${i + 1}`,
        lectureIndex,
        position: { x: i * 300, y: 0 },
      })),
      ...linkedLessons.map((l, i) => ({
        id: `lesson-${i}`,
        type: 'lesson',
        label: `레슨 ${i + 1}`,
        lectureIndex: l.lecture_id,
        lessonIndex: l.id,
        position: { x: (i % 20) * 300, y: 200 + Math.floor(i / 20) * 150 },
      })),
    ];
    const edges = nodes
      .slice(1)
      .map((n, i) => ({ source: nodes[i]!.id, target: n.id, kind: 'prerequisite' }));
    const created = await teacher.post('/api/roadmap', {
      title: '벤치 로드맵',
      description: '200개 노드',
      category: 'programming.web-programming',
      difficulty: 'easy',
      isFree: true,
      acceptType: 'immediate',
      nodes,
      edges,
    });
    if (created.status !== 201) throw new Error(`roadmap: ${JSON.stringify(created.body)}`);
    const sequence = created.body.data.sequence as number;
    const publish = await teacher.put(`/api/roadmap/${sequence}/publish`, { isPublished: true });
    if (publish.status !== 200) throw new Error(`publish roadmap: ${JSON.stringify(publish.body)}`);

    const learner = await school.login('learner');
    const detail = async () => {
      const res = await learner.get(`/api/roadmap/${sequence}`);
      if (res.status !== 200) throw new Error(`GET /api/roadmap/${sequence}: ${res.status}`);
      return res.body;
    };
    // Check once: every node is linked and done.
    const checked = (await detail()).data as { progress: { done: number; total: number } };
    if (checked.progress.total !== 200 || checked.progress.done !== 200)
      throw new Error(`expected 200 of 200 nodes done, got ${JSON.stringify(checked.progress)}`);

    const lessonIds = linkedLessons.map((l) => l.id);
    const bare = () =>
      Promise.all([
        db('lecture_lessons as s')
          .join('lectures as l', 'l.id', 's.lecture_id')
          .where('l.channel_id', school.id)
          .whereIn('s.id', lessonIds)
          .leftJoin('lecture_lesson_progress as p', (j) =>
            j.on('p.lesson_id', 's.id').andOn('p.user_id', db.raw('?', [learnerId])),
          )
          .select('s.id', 's.lecture_id', 's.title', 'l.subject', 'l.slug', 'p.state'),
        db('lectures as l')
          .where('l.channel_id', school.id)
          .whereIn('l.id', lectures)
          .leftJoin('lecture_enrolments as e', (j) =>
            j.on('e.lecture_id', 'l.id').andOn('e.user_id', db.raw('?', [learnerId])),
          )
          .select('l.id', 'l.subject', 'l.slug', 'e.state', 'e.completed_at'),
      ]);
    const { target: route, baseline: base } = await compareSequential(detail, bare, { requests, warmUp });
    console.log(
      `roadmap-detail benchmark: 200 nodes, ${lessons.length} completed lessons, ${requests} requests per target`,
    );
    console.log(`bare progress SQL: p50 ${base.p50.toFixed(2)} ms, p99 ${base.p99.toFixed(2)} ms`);
    console.log(
      `GET /api/roadmap/{sequence}: p50 ${route.p50.toFixed(2)} ms (${(route.p50 / base.p50).toFixed(2)}×), p99 ${route.p99.toFixed(2)} ms (${(route.p99 / base.p99).toFixed(2)}×)`,
    );
    const rows = (['p50', 'p99'] as const).map((p) => ({
      figure: `GET /api/roadmap/{sequence} ${p}, 200 nodes, ${lessons.length} completed lessons`,
      value: `${route[p].toFixed(1)} ms`,
      baseline: `${base[p].toFixed(1)} ms (bare progress SQL)`,
      ratio: `${(route[p] / base[p]).toFixed(2)}×`,
      goal: '-',
      met: null,
    }));
    console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
  } finally {
    await app.stop();
  }
}

await main();
