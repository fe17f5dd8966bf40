import { definePlugin } from '@seodang/sdk';
import { workspaceMessages } from '../common/index.ts';
import { builtInQuizTypes } from '../quiz-types/index.ts';
import { registerQuizRoutes } from './routes/quizzes.ts';
import { registerAnswerRoutes } from './routes/answers.ts';
import { registerSubmissionRoutes } from './routes/submissions.ts';
import { registerDownloadRoute } from './routes/download.ts';
import { registerHelpRoutes } from './routes/help.ts';
import { registerLessonQuizRoutes } from './routes/lesson-quizzes.ts';
import { registerSettingsRoutes } from './routes/settings.ts';
import { registerAssetRoutes } from './assets.ts';
import { acquireJudge, releaseJudge } from './judge.ts';
import { registerJudgeGauge } from './judge-gauge.ts';
import { resumePending } from './services/grading.ts';
import { seedWorkspace } from './seed.ts';
import { closeSharedBrowser } from './browser/shared-browser.ts';
import { provideExamScores } from './exam-mode.ts';
import { provideLectureQuizScores } from './lecture-quiz-scores.ts';
import { provideExamWork } from './exam-work.ts';
import { provideClassAnswers } from './class-answers.ts';
import { registerWorkspaceKinds } from './scoped-kinds.ts';
import { assistContextRef } from '../common/assist-context.ts';
import { assistContextService } from './assist-context.ts';
import { assistRunShown } from './assist-run.ts';
import { assistRunRef } from '../common/assist-run.ts';
import { workspaceQuizSeedRef } from '../common/server-refs.ts';
import { quizSeedService } from './quiz-seed.ts';
import { lessonQuizRightsRef } from '../common/lesson-quiz-rights.ts';
import { lessonQuizRightsService } from './lesson-quiz-rights.ts';

/**
 * The coding workspace: quizzes of every registered quiz type, versioned autosave, run / test /
 * submit through the judge with results streamed on `user:{id}`, submission history and
 * downloads, help requests, per-user editor settings. Registers the built-in quiz types.
 */
export const plugin = definePlugin({
  id: 'workspace',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(workspaceMessages);
    for (const qt of builtInQuizTypes) env.quizType(qt);
    registerWorkspaceKinds(env);
    registerQuizRoutes(env);
    registerAnswerRoutes(env);
    registerSubmissionRoutes(env);
    registerDownloadRoute(env);
    registerHelpRoutes(env);
    registerLessonQuizRoutes(env);
    registerSettingsRoutes(env);
    registerAssetRoutes(env);
    provideExamScores(env);
    provideLectureQuizScores(env);
    provideExamWork(env);
    provideClassAnswers(env);
    registerJudgeGauge(env);
    env.provideService(assistContextRef, (ctx) => assistContextService(ctx));
    env.provideService(assistRunRef, (ctx) => ({
      runShown: assistRunShown(ctx, assistContextService(ctx).of),
    }));
    env.provideService(workspaceQuizSeedRef, (ctx) => quizSeedService(ctx));
    env.provideService(lessonQuizRightsRef, (ctx) => lessonQuizRightsService(ctx.db));
  },
  async start(ctx) {
    acquireJudge(String(ctx.config.redisUrl));
    await resumePending(ctx);
  },
  async stop() {
    await releaseJudge();
    await closeSharedBrowser();
  },
  seed: seedWorkspace,
});
