import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { createLectureWithLessons } from '@seodang/plugin-lectures/testing';
import type { RoadmapInput } from '../common/index.ts';

/** A school and a far channel with every caller of the permission matrix, and a published lecture. */
export interface RoadmapsFixture {
  app: TestCore;
  school: TestChannel;
  far: TestChannel;
  /** The school's published lecture (owned by `teach`) and its two text lessons. */
  lecture: { lecture: number; lessons: number[] };
  /** A client signed in on the school (`far.admin`: on the far channel); `anonymous` for none. */
  as(userId: string, locale?: string): Promise<TestClient>;
  /** A roadmap body over the school's lecture: the lecture, its two lessons in order, and a topic. */
  body(extra?: Partial<RoadmapInput>): RoadmapInput;
}

/** Every caller of the permission matrix, by login id. */
export const callers = [
  'anonymous',
  'learner',
  'other.learner',
  'teach',
  'other.teacher',
  'boss',
  'far.admin',
] as const;

/**
 * Starts core with `plugins`, or builds on a core already started (the browser test's, which pays
 * at commerce's test provider).
 */
export async function startRoadmapsFixture(
  plugins: string[] | TestCore = ['lectures', 'roadmaps'],
): Promise<RoadmapsFixture> {
  const app = Array.isArray(plugins) ? await startTestCore({ plugins }) : plugins;
  const school = await app.createChannelWithMembers({
    slug: 'road-school',
    members: {
      learner: { role: 'student', name: '김민준' },
      'other.learner': { role: 'student', name: '이서연' },
      teach: { role: 'teacher', name: '박선생' },
      'other.teacher': 'teacher',
      boss: 'admin',
    },
  });
  const far = await app.createChannelWithMembers({ slug: 'road-far', members: { 'far.admin': 'admin' } });
  const teacher = await school.login('teach');
  const lecture = await createLectureWithLessons(
    teacher,
    [
      { title: '변수', type: 'text' },
      { title: '반복문', type: 'text' },
    ],
    { subject: '파이썬 기초' },
  );
  const published = await teacher.put(`/api/lecture/${lecture.lecture}/publish`, { published: true });
  if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.body)}`);
  return {
    app,
    school,
    far,
    lecture,
    async as(userId, locale = 'ko') {
      if (userId === 'anonymous') return app.client({ host: school.host, locale });
      return (userId === 'far.admin' ? far : school).login(userId, { locale });
    },
    body(extra = {}) {
      return {
        title: '파이썬 백엔드 입문',
        description: '변수부터 반복문까지',
        category: 'programming.web-programming',
        difficulty: 'easy',
        isFree: true,
        acceptType: 'immediate',
        nodes: [
          {
            id: 'lecture',
            type: 'lecture',
            label: '파이썬 기초',
            lectureIndex: lecture.lecture,
            position: { x: 0, y: 0 },
          },
          {
            id: 'vars',
            type: 'lesson',
            label: '변수',
            lectureIndex: lecture.lecture,
            lessonIndex: lecture.lessons[0],
            position: { x: 200, y: 0 },
          },
          {
            id: 'loops',
            type: 'lesson',
            label: '반복문',
            lectureIndex: lecture.lecture,
            lessonIndex: lecture.lessons[1],
            position: { x: 400, y: 0 },
          },
          { id: 'project', type: 'topic', label: '미니 프로젝트', position: { x: 600, y: 0 } },
        ],
        edges: [
          { source: 'vars', target: 'loops', kind: 'prerequisite' },
          { source: 'loops', target: 'project', kind: 'prerequisite' },
          { source: 'lecture', target: 'vars', kind: 'related' },
        ],
        ...extra,
      };
    },
  };
}
