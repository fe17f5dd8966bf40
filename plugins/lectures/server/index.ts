import { definePlugin } from '@seodang/sdk';
import { lectureMessages } from '../common/index.ts';
import { registerCatalogueRoutes } from './routes/catalogue.ts';
import { registerAuthoringRoutes } from './routes/authoring.ts';
import { registerLessonRoutes } from './routes/lessons.ts';
import { registerEnrolmentRoutes } from './routes/enrolment.ts';
import { registerPlayerRoutes } from './routes/player.ts';
import { registerReviewRoutes } from './routes/reviews.ts';
import { registerDetailRoutes } from './routes/detail.ts';
import { registerCurriculumCodeRoutes } from './routes/curriculum-codes.ts';
import { registerInitialData } from './initial-data.ts';
import { registerLectureChannelSettings } from './channel-settings.ts';
import { registerLectureServiceImpact } from './service-impact.ts';
import { seedLectures } from './seed.ts';
import { registerCatalogueCacheInvalidation } from './catalogue-cache.ts';
import { workspaceQuizContextAccessRef } from '@seodang/plugin-workspace/server-refs';
import { quizContextAccess } from './quiz-context-access.ts';
import { lessonAccessRef } from '@seodang/plugin-workspace/lesson-access';
import { lessonAccessService } from './lesson-access.ts';
import { lessonContextRef } from '../common/lesson-context.ts';
import { lessonContextService } from './lesson-context.ts';
import { rosterRef } from '../common/roster.ts';
import { rosterService } from './roster.ts';
import { lectureProgressRef } from '../common/lecture-progress.ts';
import { lectureCompletionsRef } from '../common/lecture-completions.ts';
import { lectureCompletionsService } from './lecture-completions.ts';
import { learningRecordsRef } from '../common/learning-records.ts';
import { learningRecordsService } from './learning-records.ts';
import { lectureEnrolmentsRef } from '../common/enrolment-sources.ts';
import { lectureEnrolmentsService } from './enrolment-sources.ts';
import { lectureProgressService } from './lecture-progress.ts';
import { registerLectureKinds } from './scoped-kinds.ts';
import { registerLessonCompletion } from './lesson-completion.ts';
import { purchasablePoint } from '@seodang/plugin-commerce/purchasable';
import { lecturePurchasable } from './purchasable-lecture.ts';

/** Lectures (service LECTURE): catalogue and search, authoring, lessons, enrolment, progress, reviews. */
export const plugin = definePlugin({
  id: 'lectures',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(lectureMessages);
    registerLectureKinds(env);
    // Fixed paths first: '/api/lecture/list/summary' must not be taken for '/api/lecture/:index'.
    registerCatalogueCacheInvalidation(env);
    registerCatalogueRoutes(env);
    registerCurriculumCodeRoutes(env);
    registerEnrolmentRoutes(env);
    registerAuthoringRoutes(env);
    registerLessonRoutes(env);
    registerPlayerRoutes(env);
    registerReviewRoutes(env);
    registerDetailRoutes(env);
    registerInitialData(env);
    registerLectureChannelSettings(env);
    registerLectureServiceImpact(env);
    registerLessonCompletion(env);
    env.provideService(workspaceQuizContextAccessRef, (ctx) => quizContextAccess(ctx.db));
    env.provideService(lessonAccessRef, (ctx) => lessonAccessService(ctx.db));
    env.provideService(lessonContextRef, (ctx) => lessonContextService(ctx.db));
    env.provideService(rosterRef, (ctx) => rosterService(ctx.db));
    env.provideService(lectureProgressRef, (ctx) => lectureProgressService(ctx.db));
    env.provideService(lectureCompletionsRef, (ctx) => lectureCompletionsService(ctx.db));
    env.provideService(learningRecordsRef, (ctx) => learningRecordsService(ctx.db));
    env.provideService(lectureEnrolmentsRef, (ctx) => lectureEnrolmentsService(ctx.db));
    // Paid lectures are sold through commerce where it is installed.
    env.extensionPoint(purchasablePoint)?.register(lecturePurchasable);
  },
  seed: seedLectures,
});
