import type { SlotRef } from '@seodang/sdk/common';

/**
 * The workspace's slots for a helper beside the learner's code (the AI assistant fills them with
 * `fillSlot(ref, …)` from `@seodang/sdk/web`). Ids and props types only, so neither bundle carries
 * the other's code. Not rendered in the exam room.
 */

/** The learner's last run, test or submission as the workspace screen shows it. */
export interface AssistLastResult {
  kind: 'run' | 'test' | 'submit';
  submissionIndex: number;
  /** The outcome (RIGHT, WRONG, COMPILE_ERROR, RUNTIME_ERROR, TIME_LIMIT…). */
  verdict: string;
  /** True when the result is a failure a helper can explain. */
  failing: boolean;
}

/** Props of {@link workspaceAssistSlot}. */
export interface WorkspaceAssistProps {
  quizIndex: number;
  /** The lecture and lesson the quiz was opened from (null: opened outside a lesson). */
  lectureIndex: number | null;
  lessonIndex: number | null;
  /** The code language chosen now, when it is a code quiz. */
  language: string | null;
  /** The code of the file in the editor now (read when asked, never kept). */
  getCode(): string | null;
  /** The text selected in the editor now ('' when none). */
  getSelection(): string;
  lastResult: AssistLastResult | null;
}

/** Beside the workspace's editor (the coding workspace screen). */
export const workspaceAssistSlot: SlotRef<WorkspaceAssistProps> = { id: 'workspace.assist' };

/** Props of {@link workspaceResultActionsSlot}. */
export interface ResultActionsProps {
  quizIndex: number;
  lectureIndex: number | null;
  lessonIndex: number | null;
  language: string | null;
  result: AssistLastResult;
}

/** Under a finished verdict (e.g. "Help me fix this" on a failing one). */
export const workspaceResultActionsSlot: SlotRef<ResultActionsProps> = { id: 'workspace.result-actions' };

/** Props of {@link workspaceExamAssistSlot}. */
export interface ExamAssistProps {
  examIndex: number;
  quizIndex: number;
  /** The code language chosen now, when it is a code quiz. */
  language: string | null;
  /** The code of the file in the editor now (read when asked, never kept). */
  getCode(): string | null;
}

/**
 * Beside an exam quiz in the exam room. The filler decides whether the exam allows a helper (an
 * AI exam) and renders nothing otherwise.
 */
export const workspaceExamAssistSlot: SlotRef<ExamAssistProps> = { id: 'workspace.exam-assist' };
