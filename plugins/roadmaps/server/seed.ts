import type { Knex, SeedContext } from '@seodang/sdk';
import type { RoadmapEdge, RoadmapNode } from '../common/index.ts';

/** A seeded lecture with its first lessons, or null when the lectures seed made none. */
async function lectureWithLessons(db: Knex, channelId: number | null, subject: string, lessons: number) {
  const q = db('lectures').where({ subject, is_published: true });
  const lecture = await (
    channelId === null ? q.whereNull('channel_id') : q.where('channel_id', channelId)
  ).first('id', 'owner_id', 'subject');
  if (!lecture) return null;
  const rows: { id: number; title: string }[] = await db('lecture_lessons')
    .where({ lecture_id: lecture.id })
    .orderBy('position')
    .limit(lessons)
    .select('id', 'title');
  return {
    id: lecture.id as number,
    ownerId: lecture.owner_id as number | null,
    subject: lecture.subject as string,
    lessons: rows,
  };
}

/** A graph over a lecture: the lecture, its lessons in a prerequisite chain, then `extra` nodes after the last. */
function graphOver(
  lecture: NonNullable<Awaited<ReturnType<typeof lectureWithLessons>>>,
  extra: RoadmapNode[],
): { nodes: RoadmapNode[]; edges: RoadmapEdge[] } {
  const at = (i: number) => ({ x: i * 240, y: 0 });
  const nodes: RoadmapNode[] = [
    {
      id: 'lecture',
      type: 'lecture',
      label: lecture.subject.slice(0, 60),
      lectureIndex: lecture.id,
      lessonIndex: null,
      url: null,
      position: { x: 0, y: 120 },
      included: true,
    },
    ...lecture.lessons.map((l, i): RoadmapNode => ({
      id: `lesson-${i + 1}`,
      type: 'lesson',
      label: l.title.slice(0, 60),
      lectureIndex: lecture.id,
      lessonIndex: l.id,
      url: null,
      position: at(i),
      included: false,
    })),
    ...extra.map((n, i) => ({ ...n, position: at(lecture.lessons.length + i) })),
  ];
  const chain = nodes.filter((n) => n.type === 'lesson').map((n) => n.id);
  const edges: RoadmapEdge[] = [
    { source: 'lecture', target: chain[0], kind: 'related' },
    ...chain.slice(1).map((id, i): RoadmapEdge => ({ source: chain[i], target: id, kind: 'prerequisite' })),
  ];
  if (extra.length) edges.push({ source: chain.at(-1)!, target: extra[0].id, kind: 'prerequisite' });
  for (let i = 1; i < extra.length; i++)
    edges.push({ source: extra[0].id, target: extra[i].id, kind: 'related' });
  return { nodes, edges };
}

const node = (
  id: string,
  type: RoadmapNode['type'],
  label: string,
  url: string | null = null,
): RoadmapNode => ({
  id,
  type,
  label,
  lectureIndex: null,
  lessonIndex: null,
  url,
  position: { x: 0, y: 0 },
  included: false,
});

/** Inserts a published roadmap unless one of that title is already there; its id either way. */
async function roadmap(
  db: Knex,
  channelId: number | null,
  values: Record<string, unknown> & { title: string },
): Promise<number> {
  const q = db('roadmaps').where({ title: values.title });
  const found = await (
    channelId === null ? q.whereNull('channel_id') : q.where('channel_id', channelId)
  ).first('id');
  if (found) return found.id as number;
  const [{ id }] = await db('roadmaps')
    .insert({ ...values, channel_id: channelId, is_published: true, published_at: db.fn.now() })
    .returning('id');
  return id as number;
}

/**
 * Demo data, built from the seeded lectures: on the public site the free "파이썬 백엔드 입문" over
 * the Python lecture, chosen by 민준 (whose two completed lessons show as done), the paid
 * "프론트엔드 개발자 로드맵" (39,000 KRW) and the review-gated "알고리즘 집중 로드맵" with 민준's
 * request waiting; in the demo school "1학년 정보 로드맵" over its Python class. Idempotent.
 */
export async function seedRoadmaps(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  const python = await lectureWithLessons(db, null, '파이썬으로 배우는 프로그래밍 기초', 4);
  if (python && python.lessons.length) {
    const graph = graphOver(python, [
      node('web', 'topic', '웹 프레임워크 맛보기'),
      node('docs', 'resource', 'Python 공식 문서', 'https://docs.python.org/ko/3/'),
    ]);
    const id = await roadmap(db, null, {
      title: '파이썬 백엔드 입문',
      description: '파이썬 기초부터 웹 백엔드의 첫걸음까지',
      category_first: 'programming',
      category_second: 'web-programming',
      difficulty: 'easy',
      owner_id: python.ownerId,
      nodes: JSON.stringify(graph.nodes),
      edges: JSON.stringify(graph.edges),
    });
    const minjun = users.minjun;
    if (minjun) {
      await db('roadmap_access')
        .insert({
          roadmap_id: id,
          user_id: minjun,
          state: 'granted',
          source: 'free',
          decided_at: db.fn.now(),
        })
        .onConflict(['roadmap_id', 'user_id'])
        .ignore();
      await db('roadmap_choices')
        .insert({ user_id: minjun, roadmap_id: id })
        .onConflict(['user_id', 'roadmap_id'])
        .ignore();
    }
  }
  // A paid roadmap (its price shows; purchase is not available yet) and a review-gated one, which
  // 민준 asked for and which waits for its owner.
  const front = await lectureWithLessons(db, null, 'React로 만드는 웹 앱', 3);
  if (front && front.lessons.length) {
    const graph = graphOver(front, [node('portfolio', 'checkpoint', '포트폴리오 사이트 완성')]);
    await roadmap(db, null, {
      title: '프론트엔드 개발자 로드맵',
      description: 'React로 화면을 만들고 포트폴리오까지',
      category_first: 'programming',
      category_second: 'web-programming',
      difficulty: 'normal',
      is_free: false,
      price: 39_000,
      owner_id: front.ownerId,
      nodes: JSON.stringify(graph.nodes),
      edges: JSON.stringify(graph.edges),
    });
  }
  const algorithms = await lectureWithLessons(db, null, '알고리즘 문제 해결 전략', 3);
  if (algorithms && algorithms.lessons.length) {
    const graph = graphOver(algorithms, [node('contest', 'topic', '모의 코딩 테스트')]);
    const id = await roadmap(db, null, {
      title: '알고리즘 집중 로드맵',
      description: '코딩 테스트를 준비하는 신청제 로드맵',
      category_first: 'programming',
      category_second: 'algorithm',
      difficulty: 'difficult',
      accept_type: 'review',
      owner_id: algorithms.ownerId,
      nodes: JSON.stringify(graph.nodes),
      edges: JSON.stringify(graph.edges),
    });
    if (users.minjun)
      await db('roadmap_access')
        .insert({ roadmap_id: id, user_id: users.minjun, state: 'pending', source: 'review' })
        .onConflict(['roadmap_id', 'user_id'])
        .ignore();
  }
  const school = await lectureWithLessons(db, channelId, '정보 수업: 파이썬 기초', 3);
  if (school && school.lessons.length) {
    const graph = graphOver(school, [node('project', 'checkpoint', '학기말 프로젝트')]);
    await roadmap(db, channelId, {
      title: '1학년 정보 로드맵',
      description: '정보 수업의 파이썬 기초를 차례로 익힙니다',
      category_first: 'programming',
      category_second: 'programming-fundamentals',
      difficulty: 'easy',
      owner_id: school.ownerId,
      nodes: JSON.stringify(graph.nodes),
      edges: JSON.stringify(graph.edges),
    });
  }
}
