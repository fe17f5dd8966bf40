import { z } from 'zod';
import { AppError, sanitizeRichText, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import {
  curriculumCodeOf,
  isValidVideoUrl,
  lessonInputSchema,
  lessonOrderSchema,
  type LessonInput,
} from '../../common/index.ts';
import { findEditableLecture, lessonNotFound } from '../access.ts';
import { lessonsOf, type LessonRow } from '../lessons-data.ts';
import { curriculumMapOf } from '../curriculum-map.ts';
import { iso } from '../scope.ts';
import type { ScopedLesson } from '../scoped-kinds.ts';
import { idSchema } from '@seodang/sdk/common';

const tags = ['lectures-authoring'];
const teacherRoles = ['teacher', 'admin'] as const;
const lectureParams = z.object({ index: idSchema });
const lessonParams = lectureParams.extend({ lessonIndex: idSchema });

/** A lesson with its content items and its phase's code under the lecture's channel mapping, for the editor. */
export function presentLessonForEditor(l: LessonRow, codeMap: Readonly<Record<string, string>>) {
  return {
    index: l.id,
    position: l.position,
    title: l.title,
    type: l.type,
    phase: l.phase,
    contentCode: curriculumCodeOf(l.phase, codeMap),
    quizLanguage: l.quiz_language,
    isPreview: l.is_preview,
    items: l.items,
    updatedAt: iso(l.updated_at),
  };
}

/** Text is sanitised rich text; video items must be playable links (the §5 video rule). */
function lessonColumns(input: LessonInput) {
  const items = (input.items ?? []).map((item) => {
    if (item.type === 'text') return { type: 'text', content: sanitizeRichText(item.content) };
    if (!isValidVideoUrl(item.content))
      throw new AppError(400, 'isNotValidVideo', 'lectures.validation.isNotValidVideo');
    return { type: item.type, content: item.content.trim() };
  });
  return {
    title: input.title.trim(),
    type: input.type,
    phase: input.phase?.trim() || null,
    quiz_language: input.quizLanguage ?? null,
    is_preview: input.isPreview ?? false,
    items: JSON.stringify(items),
  };
}

/** A lesson of this lecture in the request's channel (`rc.inChannel`), or a 404. */
async function findLesson(rc: RequestContext, lectureId: number, lessonId: number): Promise<ScopedLesson> {
  const lesson = await rc.inChannel<ScopedLesson>('lesson', lessonId, lessonNotFound);
  if (lesson.lectureId !== lectureId) throw new AppError(404, lessonNotFound.code, lessonNotFound.messageKey);
  return lesson;
}

/** Lessons and curriculum: add, edit, delete, reorder (drag and drop sends the whole order). */
export function registerLessonRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/lecture/:index/lessons',
    summary: 'Add a lesson at the end of the curriculum',
    tags,
    access: teacherRoles,
    params: lectureParams,
    body: lessonInputSchema,
    bodyLimit: '2mb',
    async handler({ params, body }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      const [{ max }] = await rc
        .db('lecture_lessons')
        .where({ lecture_id: lecture.id })
        .max({ max: 'position' });
      const [row] = await rc
        .db('lecture_lessons')
        .insert({ ...lessonColumns(body), lecture_id: lecture.id, position: Number(max ?? 0) + 1 })
        .returning('*');
      await rc.db('lectures').where({ id: lecture.id }).update({ updated_at: rc.db.fn.now() });
      rc.status(201);
      return { data: presentLessonForEditor(row, (await curriculumMapOf(rc.db, lecture.channel_id)).map) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/lecture/:index/lessons/order',
    summary: 'Reorder the lessons (every lesson index once)',
    tags,
    access: teacherRoles,
    params: lectureParams,
    body: lessonOrderSchema,
    async handler({ params, body }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      const current = (await lessonsOf(rc.db, lecture.id)).map((l) => l.id);
      const same =
        body.order.length === current.length &&
        new Set(body.order).size === current.length &&
        body.order.every((id) => current.includes(id));
      if (!same) throw new AppError(400, 'invalid_order', 'lectures.validation.lessonOrder');
      await rc.db.transaction(async (trx) => {
        for (const [i, id] of body.order.entries())
          await trx('lecture_lessons')
            .where({ id, lecture_id: lecture.id })
            .update({ position: i + 1 });
      });
      const { map } = await curriculumMapOf(rc.db, lecture.channel_id);
      return { data: (await lessonsOf(rc.db, lecture.id)).map((l) => presentLessonForEditor(l, map)) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/lecture/:index/lessons/:lessonIndex',
    summary: 'Edit a lesson',
    tags,
    access: teacherRoles,
    params: lessonParams,
    body: lessonInputSchema,
    bodyLimit: '2mb',
    async handler({ params, body }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      await findLesson(rc, lecture.id, params.lessonIndex);
      const [row] = await rc
        .db('lecture_lessons')
        .where({ id: params.lessonIndex })
        .update({ ...lessonColumns(body), updated_at: rc.db.fn.now() })
        .returning('*');
      return { data: presentLessonForEditor(row, (await curriculumMapOf(rc.db, lecture.channel_id)).map) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/lecture/:index/lessons/:lessonIndex',
    summary: 'Delete a lesson',
    tags,
    access: teacherRoles,
    params: lessonParams,
    async handler({ params }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      await findLesson(rc, lecture.id, params.lessonIndex);
      await rc.db('lecture_lessons').where({ id: params.lessonIndex }).delete();
      return { result: true };
    },
  });
}
