import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showToast } from '@seodang/sdk/web';
import { workspaceApi, type RunOutput } from '../api.ts';
import { failureMessageKey } from './actions.ts';
import type { useAutosave } from './use-autosave.ts';
import type { useSubmissionStream } from './use-submission-stream.ts';

/** What a learner can do with an answer. */
export type QuizAction = 'run' | 'test' | 'submit' | 'save';

interface QuizActionsOptions {
  quizIndex: number;
  answer: unknown;
  stdin: string;
  autosave: ReturnType<typeof useAutosave>;
  stream: ReturnType<typeof useSubmissionStream>;
  /** Nothing may be done (a read-only exam answer). */
  disabled?: boolean;
  /** Save before submitting, so the stored answer is the one graded (exams). */
  saveBeforeSubmit?: boolean;
  onSubmitted?: () => void;
}

/**
 * Save / run / test / submit of one quiz's answer, for the workspace screen and the exam embed:
 * which action is under way, the last run's output, and a failure shown with the server's message
 * or the §8 one.
 */
export function useQuizActions(o: QuizActionsOptions) {
  const { t } = useTranslation('workspace');
  const [busy, setBusy] = useState<QuizAction | null>(null);
  const [run, setRun] = useState<RunOutput | null>(null);

  const act = async (kind: QuizAction) => {
    if (o.answer === null || o.disabled) return;
    setBusy(kind);
    try {
      if (kind === 'save') {
        o.autosave.change(o.answer);
        await o.autosave.flush();
      }
      if (kind === 'run') setRun(await workspaceApi.run(o.quizIndex, o.answer, o.stdin));
      if (kind === 'test') o.stream.follow(await workspaceApi.test(o.quizIndex, o.answer));
      if (kind === 'submit') {
        if (o.saveBeforeSubmit) await o.autosave.flush();
        o.stream.follow(await workspaceApi.submit(o.quizIndex, o.answer));
        o.onSubmitted?.();
      }
    } catch (error) {
      showToast(isApiError(error) ? error.message : t(failureMessageKey(kind)), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return { busy, run, act };
}
