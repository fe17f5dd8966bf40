import type { Knex } from 'knex';
import { AppError } from '@seodang/sdk';
import { lessonStates } from '../common/index.ts';
import type {
  LessonAccess,
  LessonAccessDecision,
  LessonViewer,
} from '@seodang/plugin-workspace/lesson-access';
import {
  assertInPeriod,
  canEdit,
  canView,
  enrolmentOf,
  findLecture,
  findViewableLecture,
  isWithinPeriod,
  type Viewer,
} from './access.ts';
import { curriculumOf, lessonsOf, progressOf } from './lessons-data.ts';
import { curriculumMapOf } from './curriculum-map.ts';
import type { LectureRow } from './lecture-row.ts';
import { lectureLookup } from './scoped-kinds.ts';

/**
 * Whether the user holds the lecture only through holdings suspended while a refund of them is
 * decided: a direct purchase (`lecture_purchase_grants`) or another plugin's source (a bought
 * roadmap, `lecture_enrolment_sources`). A holding not suspended, or the learner's own enrolment
 * from before a source came (`created_enrolment` false with no direct purchase), keeps it open.
 */
async function studySuspended(v: Viewer, lectureId: number): Promise<boolean> {
  if (!v.user) return false;
  const where = { lecture_id: lectureId, user_id: v.user.id };
  const [grants, sources] = await Promise.all([
    v.db('lecture_purchase_grants').where(where).whereNull('revoked_at').select('suspended_at') as Promise<
      { suspended_at: Date | null }[]
    >,
    v.db('lecture_enrolment_sources').where(where).select('suspended_at', 'created_enrolment') as Promise<
      { suspended_at: Date | null; created_enrolment: boolean }[]
    >,
  ]);
  const holdings = [...grants, ...sources];
  if (!holdings.some((h) => h.suspended_at !== null)) return false;
  if (grants.length === 0 && sources.some((s) => !s.created_enrolment)) return false;
  return holdings.every((h) => h.suspended_at !== null);
}

/**
 * Who may study a lecture: editors always; joined students inside their period, unless their
 * purchase waits for a refund decision (403 study_suspended). A joined learner outside the period
 * is told why (not started yet, or ended on which day); a lecture the viewer may not see answers
 * 404 (unpublished) or 403 not_enrolled (private).
 */
export async function lectureAccess(v: Viewer, index: number) {
  const { lecture, enrolment } = await findViewableLecture(v, index);
  const editor = canEdit(v, lecture);
  if (enrolment?.state === 'joined' && !editor && (await studySuspended(v, lecture.id)))
    throw new AppError(403, 'study_suspended', 'lectures.error.study_suspended');
  const learner = enrolment?.state === 'joined' && isWithinPeriod(lecture, enrolment);
  if (enrolment?.state === 'joined' && !learner && !editor) assertInPeriod(lecture, enrolment);
  return { lecture, editor, learner };
}

/** The lessons and the curriculum with the learner's states (LOCKED for sequential lectures). */
export async function playerCurriculum(v: Viewer, lecture: LectureRow, learner: boolean) {
  const [lessons, progress, codes] = await Promise.all([
    lessonsOf(v.db, lecture.id),
    progressOf(v.db, lecture.id, learner ? v.user!.id : null),
    curriculumMapOf(v.db, lecture.channel_id),
  ]);
  return {
    lessons,
    curriculum: curriculumOf(
      lecture.id,
      lecture.slug,
      lessons,
      progress,
      learner && lecture.sequential_lessons,
      codes.map,
    ),
  };
}

/**
 * Who may open a lesson (the player's rule, and the `lectures.lesson-access` service's): editors
 * always; joined students inside their period, once earlier lessons unlock it; anyone who may see a
 * public lecture, for its preview lessons. Private lectures never open to others (spec §3).
 * Throws the player's errors; returns the lesson's place in the curriculum.
 */
export async function openLesson(v: Viewer, index: number, lessonIndex: number) {
  const { lecture, editor, learner } = await lectureAccess(v, index);
  const { lessons, curriculum } = await playerCurriculum(v, lecture, learner);
  const at = lessons.findIndex((l) => l.id === lessonIndex);
  if (at < 0) throw new AppError(404, 'lesson_not_found', 'lectures.error.lesson_not_found');
  if (!editor && !learner && !(lessons[at].is_preview && lecture.is_public))
    throw new AppError(403, 'not_enrolled', 'lectures.error.not_enrolled');
  if (curriculum[at].state === lessonStates.LOCKED)
    throw new AppError(403, 'lesson_locked', 'lectures.error.lesson_locked');
  return { lecture, editor, learner, lessons, curriculum, at };
}

/** May the viewer see that this lecture exists (its page)? Missing, unpublished or private-and-not-invited: no. */
async function isVisible(v: Viewer, index: number): Promise<boolean> {
  const lecture = await findLecture(v, index).catch(() => null);
  return !!lecture && canView(v, lecture, await enrolmentOf(v, lecture.id));
}

/** The `lectures.lesson-access` service: the player's rules, answered for another plugin's viewer. */
export function lessonAccessService(db: Knex): LessonAccess {
  return {
    async lesson(viewer: LessonViewer, lectureIndex: number, lessonIndex: number | null) {
      const v: Viewer = {
        db,
        user: viewer.user,
        role: viewer.role,
        channel: viewer.channelId === null ? null : { index: viewer.channelId },
        inChannel: lectureLookup(db, viewer.channelId).inChannel,
      };
      try {
        if (lessonIndex !== null) {
          const { editor, learner } = await openLesson(v, lectureIndex, lessonIndex);
          return { open: true, edit: editor, learner };
        }
        const { editor, learner } = await lectureAccess(v, lectureIndex);
        if (!editor && !learner) throw new AppError(403, 'not_enrolled', 'lectures.error.not_enrolled');
        return { open: true, edit: editor, learner };
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const decision: LessonAccessDecision = {
          open: false,
          visible: e.status !== 404 && (await isVisible(v, lectureIndex)),
          status: e.status,
          code: e.code,
          messageKey: e.messageKey,
          params: e.params,
        };
        return decision;
      }
    },
  };
}
