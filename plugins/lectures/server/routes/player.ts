import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { lessonStates } from '../../common/index.ts';
import { lectureCompleted, lessonCompleted } from '../../common/events.ts';
import { claimLectureCompletion } from '../lesson-completion.ts';
import { assertInPeriod, enrolmentOf, findLecture, lessonNotFound } from '../access.ts';
import type { ScopedLesson } from '../scoped-kinds.ts';
import { openLesson, playerCurriculum } from '../lesson-access.ts';
import { withoutInternalCodes } from '../lessons-data.ts';
import { recordLessonOpened } from '../lesson-opens.ts';
import { idSchema } from '@seodang/sdk/common';

const tags = ['lectures-learning'];
const lessonParams = z.object({
  index: idSchema,
  lessonIndex: idSchema,
});

/** The lesson player: one lesson with previous/next, and completion tracking (user lesson states). */
export function registerPlayerRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/lecture/:index/lessons/:lessonIndex',
    summary: 'Open a lesson (enrolled students, preview lessons, editors)',
    tags,
    access: 'public',
    params: lessonParams,
    async handler({ params }, rc) {
      // The same rule answers other plugins through the `lectures.lesson-access` service.
      const opened = await openLesson(rc, params.index, params.lessonIndex);
      const { lecture, learner, lessons, at } = opened;
      // An enrolled learner opening a lesson has studied it, for a refund of the lecture.
      if (learner && !opened.editor && rc.user)
        await recordLessonOpened(rc.db, lessons[at].id, rc.user.id, lecture.id);
      // Curriculum codes are the school's internal labels: only those who manage the lecture see them.
      const curriculum = opened.editor ? opened.curriculum : withoutInternalCodes(opened.curriculum);
      const lesson = lessons[at];
      const entry = curriculum[at];
      return {
        data: {
          lecture: {
            sequence: lecture.id,
            subject: lecture.subject,
            slug: lecture.slug,
            allowPrint: lecture.allow_print,
            allowInternalCopy: lecture.allow_internal_copy,
          },
          lesson: { ...entry, items: lesson.items },
          curriculum,
          previous: at > 0 ? curriculum[at - 1] : null,
          next: at + 1 < curriculum.length ? curriculum[at + 1] : null,
          canTrack: learner,
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/lecture/:index/lessons/:lessonIndex/complete',
    summary: 'Mark a text or video lesson complete (enrolled students)',
    tags,
    access: 'user',
    params: lessonParams,
    async handler({ params }, rc) {
      const lecture = await findLecture(rc, params.index);
      const lesson = await rc.inChannel<ScopedLesson>('lesson', params.lessonIndex, lessonNotFound);
      if (lesson.lectureId !== lecture.id)
        throw new AppError(404, lessonNotFound.code, lessonNotFound.messageKey);
      const enrolment = await enrolmentOf(rc, lecture.id);
      if (enrolment?.state !== 'joined')
        throw new AppError(403, 'not_enrolled', 'lectures.error.not_enrolled');
      assertInPeriod(lecture, enrolment);
      const { lessons, curriculum } = await playerCurriculum(rc, lecture, true);
      const at = lessons.findIndex((l) => l.id === params.lessonIndex);
      if (at < 0) throw new AppError(404, 'lesson_not_found', 'lectures.error.lesson_not_found');
      if (curriculum[at].state === lessonStates.LOCKED)
        throw new AppError(403, 'lesson_locked', 'lectures.error.lesson_locked');
      // Quiz lessons are completed by the workspace's grading, never by a click.
      if (lessons[at].type === 'quiz')
        throw new AppError(400, 'graded_lesson', 'lectures.error.graded_lesson');
      const wasComplete = curriculum[at].state === lessonStates.COMPLETE;
      await rc
        .db('lecture_lesson_progress')
        .insert({
          lesson_id: lessons[at].id,
          user_id: rc.user!.id,
          lecture_id: lecture.id,
          state: lessonStates.COMPLETE,
          updated_at: rc.db.fn.now(),
        })
        .onConflict(['lesson_id', 'user_id'])
        .merge(['state', 'updated_at']);
      const after = await playerCurriculum(rc, lecture, true);
      const allDone = after.curriculum.every((l) => l.state === lessonStates.COMPLETE);
      await rc
        .db('lecture_enrolments')
        .where({ id: enrolment.id })
        .update({
          completed_at: allDone ? (enrolment.completed_at ?? new Date()) : null,
          updated_at: rc.db.fn.now(),
        });
      const announceLecture = allDone && (await claimLectureCompletion(rc.db, enrolment.id));
      // Announced once, after the progress is stored (roadmaps turn their node done).
      if (!wasComplete)
        await rc.emit(lessonCompleted, {
          userId: rc.user!.id,
          channelId: rc.channel?.index ?? null,
          lectureIndex: lecture.id,
          lessonIndex: lessons[at].id,
          lectureComplete: allDone,
        });
      if (announceLecture)
        await rc.emit(lectureCompleted, {
          userId: rc.user!.id,
          channelId: rc.channel?.index ?? null,
          lectureIndex: lecture.id,
        });
      return {
        data: {
          state: lessonStates.COMPLETE,
          curriculum: withoutInternalCodes(after.curriculum),
          lectureComplete: allDone,
        },
      };
    },
  });
}
