import type { SlotRef } from '@seodang/sdk/common';

/**
 * The lectures plugin's slots for other plugins (filled with `fillSlot(ref, …)` from
 * `@seodang/sdk/web`; the AI assistant uses both). Ids and props types only.
 */

/** Props of {@link lessonAsideSlot}. */
export interface LessonAsideProps {
  lectureIndex: number;
  lessonIndex: number;
  lessonType: string;
  /** Whether the viewer is an enrolled learner whose progress is tracked (else a preview). */
  canTrack: boolean;
}

/** Beside a lesson's content in the lesson player. */
export const lessonAsideSlot: SlotRef<LessonAsideProps> = { id: 'lesson.aside' };

/** Props of {@link lectureAsideSlot}. */
export interface LectureAsideProps {
  lectureIndex: number;
  /** Whether the viewer is enrolled and may study now (joined, within the lecture's period). */
  enrolled: boolean;
  /** Whether the viewer edits the lecture (its teachers and the channel's admins). */
  canEdit: boolean;
}

/**
 * The lecture detail page's side column, below the enrol box: small boxes other plugins offer
 * about the lecture (live-class's next class). Each filler renders one `<section className="sd-card">`,
 * or nothing when it has nothing to show.
 */
export const lectureAsideSlot: SlotRef<LectureAsideProps> = { id: 'lecture.aside' };

/** Props of {@link lectureManageSectionsSlot}. */
export interface LectureManageSectionsProps {
  lectureIndex: number;
  lessons: { lessonIndex: number; title: string; type: string }[];
}

/**
 * Manage Lecture, below the lessons: one `<section className="lc-section">` with an `<h2>` per
 * plugin (shown to the lecture's editors, who alone reach that screen).
 */
export const lectureManageSectionsSlot: SlotRef<LectureManageSectionsProps> = {
  id: 'lecture.manage.sections',
};

/**
 * `/learn`, above my lectures: small boxes other plugins offer learners (attendance's code box).
 * No props; each filler renders one `<section className="sd-card">`.
 */
export const learnAsideSlot: SlotRef<Record<string, never>> = { id: 'learn.aside' };
