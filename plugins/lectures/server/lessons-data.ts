import type { Knex } from 'knex';
import { curriculumCodeOf, lessonStates, lockedLessonIndexes, type LessonState } from '../common/index.ts';
import { iso } from './scope.ts';

/** A `lecture_lessons` row. */
export interface LessonRow {
  id: number;
  lecture_id: number;
  position: number;
  title: string;
  type: string;
  phase: string | null;
  quiz_language: string | null;
  is_preview: boolean;
  items: { type: string; content: string }[];
  created_at: Date;
  updated_at: Date;
}

/** A lecture's lessons in curriculum order. */
export const lessonsOf = (db: Knex, lectureId: number): Promise<LessonRow[]> =>
  db('lecture_lessons')
    .where({ lecture_id: lectureId })
    .orderBy([{ column: 'position' }, { column: 'id' }]);

/** The states a learner has reached in a lecture's lessons (lesson id → state). */
export async function progressOf(
  db: Knex,
  lectureId: number,
  userId: number | null,
): Promise<Map<number, LessonState>> {
  if (!userId) return new Map();
  const rows = await db('lecture_lesson_progress')
    .where({ lecture_id: lectureId, user_id: userId })
    .select('lesson_id', 'state');
  return new Map(rows.map((r) => [r.lesson_id as number, r.state as LessonState]));
}

/**
 * The curriculum as a learner sees it: each lesson's index, url, type, phase code and state,
 * with LOCKED for lessons waiting on earlier ones when the teacher asked for that order; phase
 * codes come from the lecture's channel mapping (`curriculumMapOf`).
 */
export function curriculumOf(
  lectureId: number,
  slug: string,
  lessons: LessonRow[],
  progress: Map<number, LessonState>,
  sequential: boolean,
  codeMap: Readonly<Record<string, string>>,
) {
  const locked = lockedLessonIndexes(
    lessons.map((l) => ({ index: l.id, complete: progress.get(l.id) === lessonStates.COMPLETE })),
    sequential,
  );
  return lessons.map((l, i) => ({
    index: l.id,
    order: i + 1,
    url: `/lecture/${lectureId}/${slug}/lesson/${l.id}`,
    title: l.title,
    type: l.type,
    phase: l.phase,
    contentCode: curriculumCodeOf(l.phase, codeMap),
    quizLanguage: l.quiz_language,
    isPreview: l.is_preview,
    itemTypes: l.items.map((it) => it.type),
    state: locked.has(l.id) ? lessonStates.LOCKED : (progress.get(l.id) ?? lessonStates.DEFAULT),
    updatedAt: iso(l.updated_at),
  }));
}

/**
 * The curriculum for someone who does not manage the lecture: curriculum codes (#A01, @@@1, …)
 * are internal bookkeeping, shown only to those who edit the lecture.
 */
export function withoutInternalCodes<T extends { contentCode: string | null }>(curriculum: T[]): T[] {
  return curriculum.map((l) => ({ ...l, contentCode: null }));
}
