import { definePlugin } from '@seodang/sdk';
import { registerSettingsRoutes } from './settings-routes.ts';
import { registerAskRoutes } from './ask-routes.ts';
import { startBurstLimits, stopBurstLimits } from './quota/bursts.ts';
import { seedAiDemo } from './seed-demo.ts';
import { registerLessonSettings } from './settings/lesson-settings-read.ts';

/**
 * The AI assistant in lessons: explains code, proposes fixes from the judge's verdict, answers
 * content questions (chat and Q&A), within per-lesson quotas and the guardrail the teacher chose,
 * and keeps a register of every call for teachers and admins. Off during exams, except in an exam
 * set up as an AI exam.
 */
export const plugin = definePlugin({
  id: 'ai-assistant',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    const lessonSettings = registerLessonSettings(env);
    registerSettingsRoutes(env, lessonSettings);
    registerAskRoutes(env, lessonSettings);
  },
  start(ctx) {
    startBurstLimits(ctx.config);
  },
  async stop() {
    await stopBurstLimits();
  },
  seed: seedAiDemo,
});
