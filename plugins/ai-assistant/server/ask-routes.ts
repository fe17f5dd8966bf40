import type { RegisterEnv } from '@seodang/sdk';
import { aiConfigOf, createAiProvider } from './providers/index.ts';
import { registerHistoryRoutes } from './ask/history-routes.ts';
import { registerStreamRoutes } from './ask/stream-routes.ts';
import { registerExamRoutes } from './exam/exam-routes.ts';
import { registerPurgeJob } from './register/purge-texts.ts';
import { reportMessages } from './report/report-messages.ts';
import { registerReportRoutes } from './report/report-routes.ts';
import type { LessonSettingsReader } from './settings/lesson-settings-read.ts';

/**
 * The answers and what is kept of them: the streamed questions (an AI exam's prompts too), the caller's history, the
 * report and register for teachers and admins, and the daily purge of old texts.
 */
export function registerAskRoutes(env: RegisterEnv, lessonSettings: LessonSettingsReader): void {
  // Building the adapter opens no connection: the model is only called when a learner asks.
  const provider = createAiProvider(aiConfigOf(env.config));
  const deps = { provider, config: env.config, lessonSettings };
  registerStreamRoutes(env, deps);
  registerExamRoutes(env, deps);
  registerHistoryRoutes(env);
  registerReportRoutes(env);
  registerPurgeJob(env);
  env.messages(reportMessages);
}
