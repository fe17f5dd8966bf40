/**
 * The workspace's quiz embed, `webEmbed(workspaceQuizEmbed)` from `@seodang/sdk/web`: one quiz to
 * solve inside another plugin's screen (an exam room, a live class's code tab), with its
 * statement, the quiz type's player or the code editor, autosave, run, test and submit. Ids and
 * props types only, so neither bundle carries the other's code.
 */

/** The embed's id. */
export const workspaceQuizEmbed = 'workspace.quiz';

/** Props of {@link workspaceQuizEmbed}. */
export interface WorkspaceQuizProps {
  quizIndex: number;
  /** The exam the quiz is answered in (its helpers, such as an AI exam's); absent outside exams. */
  examIndex?: number;
  /** Paused or finished: the answer can be read, not changed. */
  readOnly?: boolean;
  /** Every change of the answer (an exam's writing history). */
  onAnswer?(answer: unknown): void;
}
