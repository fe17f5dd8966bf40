import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/**
 * The learner's last run or submission as the learner is allowed to see it: compiler and runtime
 * output, the shown tests that failed with their input, expected and actual output, and hidden
 * tests as name + verdict only (the same rule as `presentSubmission`).
 */
export interface AssistResult {
  kind: 'run' | 'submission';
  submissionIndex: number | null;
  /** RIGHT, WRONG, COMPILE_ERROR, RUNTIME_ERROR, TIME_LIMIT… */
  verdict: string;
  /** The learner-visible verdict as plain text, ready to quote to a model. */
  summary: string;
  /** The first line of the learner's code the output points at, when it names one. */
  line: number | null;
  /** Shown tests passed / shown tests in all. */
  shownPassed: number;
  shownTotal: number;
}

/** A quiz of a lesson as the learner sees it, with their own work. Never answers or hidden data. */
export interface AssistContext {
  quizIndex: number;
  title: string;
  /** The statement as the learner sees it (`learnerView`), as plain text. */
  statement: string;
  /** The quiz's code language, when it is a code quiz. */
  language: string | null;
  /** The quiz type id (code, multiple-choice, …). */
  quizType: string;
  /** Whether the quiz is in exam mode (the assistant is refused there). */
  examMode: boolean;
  /** The learner's saved code (their main file), or null. */
  code: string | null;
  lastResult: AssistResult | null;
  /** The shown test cases of the quiz (input and expected output), for running a proposed fix. */
  shownTests: { name: string; input: string; expected: string }[];
}

/**
 * `workspace.assist-context`: a lesson quiz and this learner's work, read on the server so that
 * nothing a helper is told comes from the browser. Null when the quiz is not in that lesson or
 * the user may not see it. Provided by the workspace plugin.
 */
export interface AssistContextService {
  of(
    viewer: { userId: number; channelId: number | null },
    at: { lectureIndex: number; lessonIndex: number; quizIndex: number; submissionIndex?: number },
  ): Promise<AssistContext | null>;
  /**
   * A quiz of an exam the viewer is an examinee of, with their own work, for an AI exam's prompt
   * panel. Null unless the quiz is one of that exam's (the exam gate's `state` says which).
   */
  ofExamQuiz(
    viewer: { userId: number; channelId: number | null },
    at: { examIndex: number; quizIndex: number },
  ): Promise<AssistContext | null>;
}

/** The service ref. */
export const assistContextRef: ServiceRef<AssistContextService> =
  createServiceRef<AssistContextService>('workspace.assist-context');
