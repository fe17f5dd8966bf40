/** Test kit of the lectures plugin: lectures and lessons made through its API. */
export { createLectureWithLessons, loopQuizLesson, type CreatedLecture } from './lecture-with-lessons.ts';
