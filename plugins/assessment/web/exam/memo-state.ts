import type { ExamMemo } from '../../common/exam-memos.ts';

/** A memo as the browser journals it before the server has it. */
export interface MemoDraft {
  key: string;
  text: string;
  /** True until the server has accepted this exact text. */
  dirty: boolean;
  at: number;
}

/** The journal key of one examinee's memo of one exam quiz. */
export const memoDraftKey = (userId: number, examIndex: number, quizId: string) =>
  `${userId}:${examIndex}:${quizId}`;

/**
 * The memos the room starts from: the server's, except where the journal holds typing the server
 * never took (a reload or a lost connection came first): that text wins and is still to be sent.
 */
export function startingMemos(
  quizIds: string[],
  server: ExamMemo[],
  drafts: (MemoDraft | undefined)[],
): { texts: Record<string, string>; unsent: string[] } {
  const texts: Record<string, string> = {};
  const unsent: string[] = [];
  quizIds.forEach((quizId, i) => {
    const draft = drafts[i];
    if (draft?.dirty) {
      texts[quizId] = draft.text;
      unsent.push(quizId);
    } else texts[quizId] = server.find((m) => m.quizId === quizId)?.text ?? '';
  });
  return { texts, unsent };
}

/** memoSelectQuizIndex: with isUseAutoProblem the memo follows the selected quiz, else the examinee's own pick. */
export const memoQuizIndex = (isUseAutoProblem: boolean, selectedQuiz: number, picked: number) =>
  isUseAutoProblem ? selectedQuiz : picked;

/** Whether a memo text counts as a memo (the server keeps no empty ones). */
export const hasMemoText = (text: string | undefined) => !!text?.trim();

/** Why the last save did not land: offline (retried) or refused by the server (paused, ended…, with its message). */
export type MemoSaveFailure = { kind: 'offline' } | { kind: 'refused'; message: string };

/** The save indicator's one line, from the spec's isSaving / showSaveText and the last failure. */
export function memoSaveLine(s: {
  isSaving: boolean;
  showSaveText: boolean;
  failure: MemoSaveFailure | null;
}): 'saving' | 'saved' | 'offline' | 'refused' | null {
  if (s.isSaving) return 'saving';
  if (s.failure) return s.failure.kind;
  return s.showSaveText ? 'saved' : null;
}
