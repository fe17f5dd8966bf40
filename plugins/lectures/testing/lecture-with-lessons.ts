import type { TestClient } from '@seodang/sdk/testing';
import type { LessonInput } from '../common/lesson.ts';

/** A quiz lesson in Python, the one most tests of lesson helpers need. */
export const loopQuizLesson = { title: '반복문 퀴즈', type: 'quiz', quizLanguage: 'python3' } as const;

/** What {@link createLectureWithLessons} made: the lecture's index and slug, and its lessons' indexes in order. */
export interface CreatedLecture {
  lecture: number;
  slug: string;
  lessons: number[];
}

/**
 * Makes a free programming lecture ("파이썬 기초" unless `subject` says otherwise) and adds the
 * lessons in order, through the lectures API as `teacher` (signed in on the channel it belongs to).
 * @throws Error with the server's answer when a step is refused.
 */
export async function createLectureWithLessons(
  teacher: TestClient,
  lessons: readonly LessonInput[],
  { subject = '파이썬 기초' }: { subject?: string } = {},
): Promise<CreatedLecture> {
  const created = await teacher.post('/api/lecture', {
    subject,
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
  });
  if (created.status !== 201) throw new Error(`lecture: ${JSON.stringify(created.body)}`);
  const { sequence: lecture, slug } = created.body.data as { sequence: number; slug: string };
  const indexes: number[] = [];
  for (const lesson of lessons) {
    const added = await teacher.post(`/api/lecture/${lecture}/lessons`, lesson);
    if (added.status !== 201) throw new Error(`lesson ${lesson.title}: ${JSON.stringify(added.body)}`);
    indexes.push(added.body.data.index as number);
  }
  return { lecture, slug, lessons: indexes };
}
