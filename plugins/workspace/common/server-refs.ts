import { createServiceRef, defineEvent } from '@seodang/sdk';
import type { QuizContextAccess } from './quiz-context.ts';
import type { QuizSeed } from './quiz-seed.ts';
export type { QuizSeed, SeedQuiz, SeededQuiz } from './quiz-seed.ts';

/**
 * The service the workspace consults for quizzes inside a lecture's lesson. The lectures plugin
 * provides it: `env.provideService(workspaceQuizContextAccessRef, (ctx) => impl)`.
 * Kept apart from `common/index.ts` so web bundles never pull in the server SDK.
 */
export const workspaceQuizContextAccessRef = createServiceRef<QuizContextAccess>(
  'workspace.quiz-context-access',
);

/**
 * `workspace.quiz-seed`: the workspace provides it; a quiz-type plugin's `seed` makes its demo
 * quiz with `ctx.optionalService?.(workspaceQuizSeedRef)?.ensureQuiz({ channelId, seedKey, ... })`.
 */
export const workspaceQuizSeedRef = createServiceRef<QuizSeed>('workspace.quiz-seed');

/** The payload of {@link submissionGraded}. */
export interface SubmissionGraded {
  userId: number;
  /** The quiz's channel (null: the public site). */
  channelId: number | null;
  quizIndex: number;
  lectureIndex: number | null;
  lessonIndex: number | null;
  score: number | null;
  maxScore: number | null;
  /** RIGHT, WRONG, PARTIAL… (common/outcome.ts). */
  outcome: string;
  /** Whether the learner now has a RIGHT submission for every published quiz of that lesson. */
  lessonQuizzesRight: boolean;
}

/**
 * `workspace.submission-graded`: a learner's submission received its verdict (auto, judge or by
 * hand), emitted after the grade is stored. The lectures plugin completes quiz lessons with it.
 */
export const submissionGraded = defineEvent<SubmissionGraded>('workspace.submission-graded');

/** The payload of {@link answerSaved}: ids only, never the answer itself. */
export interface AnswerSaved {
  userId: number;
  /** The quiz's channel (null: the public site). */
  channelId: number | null;
  quizIndex: number;
  lectureIndex: number | null;
  /** The saved version (the workspace's autosave counter). */
  version: number;
}

/**
 * `workspace.answer-saved`: a learner's answer was saved (autosave or the save button), emitted
 * after it is stored. The live-class plugin tells a class's hosts to fetch the learner's code anew.
 */
export const answerSaved = defineEvent<AnswerSaved>('workspace.answer-saved');
