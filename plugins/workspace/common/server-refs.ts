import { createServiceRef } from '@seodang/sdk';
import type { QuizContextAccess } from './quiz-context.ts';

/**
 * The service the workspace consults for quizzes inside a lecture's lesson. The lectures plugin
 * provides it: `env.provideService(workspaceQuizContextAccessRef, (ctx) => impl)`.
 * Kept apart from `common/index.ts` so web bundles never pull in the server SDK.
 */
export const workspaceQuizContextAccessRef = createServiceRef<QuizContextAccess>(
  'workspace.quiz-context-access',
);
