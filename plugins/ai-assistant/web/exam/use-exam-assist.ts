import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, usePageInfo } from '@seodang/sdk/web';
import { defaultAiSegment } from '../../common/api.ts';
import { streamAnswerInto } from '../stream/stream-answer.ts';
import { examAiApi, type ExamAssist } from './exam-api.ts';
import { examPanelReducer, resumedState, type ExamPanelState } from './exam-turns.ts';

/**
 * Per exam, for this page only: the check's answer and the panel's conversation, so moving
 * between the exam's quizzes (each mounts its own embed) asks once and keeps the answers.
 */
const checks = new Map<number, Promise<ExamAssist | null>>();
const sessions = new Map<number, ExamPanelState>();

/** The AI exam's API for this page's segment. */
export function useExamAiApi() {
  const segment = usePageInfo().aiSegment ?? defaultAiSegment;
  return useMemo(() => examAiApi(`/api/${segment}`), [segment]);
}

/**
 * The one request an exam quiz makes for the assistant: is this an AI exam? `null` while asking,
 * and for an ordinary exam (403 `ai_exam_in_progress`) or any failure, so nothing renders.
 */
export function useExamAssistCheck(examIndex: number): ExamAssist | null {
  const ai = useExamAiApi();
  const [assist, setAssist] = useState<ExamAssist | null>(null);
  useEffect(() => {
    let live = true;
    let check = checks.get(examIndex);
    if (!check) {
      check = ai.assist(examIndex).then(
        (a) => (a.enabled ? a : null),
        (error: unknown) => {
          // A refusal (an ordinary exam) holds for the page; a network failure is asked again.
          if (!isApiError(error) || error.status === 0) checks.delete(examIndex);
          return null;
        },
      );
      checks.set(examIndex, check);
    }
    void check.then((a) => live && setAssist(a));
    return () => {
      live = false;
    };
  }, [ai, examIndex]);
  return assist;
}

/** Asking in an AI exam: this exam's questions and answers (kept only on this page) and its counter. */
export function useExamAsk(examIndex: number, quizIndex: number, assist: ExamAssist) {
  const { t } = useTranslation('ai-assistant');
  const ai = useExamAiApi();
  const [state, dispatch] = useReducer(examPanelReducer, examIndex, (exam) =>
    resumedState(sessions.get(exam), assist.usage),
  );
  useEffect(() => {
    sessions.set(examIndex, state);
  }, [examIndex, state]);
  const abort = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = useCallback(
    async (prompt: string) => {
      if (abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      setBusy(true);
      dispatch({ type: 'ask', prompt });
      try {
        await streamAnswerInto(
          ai.promptUrl(examIndex),
          { prompt, quizIndex },
          controller.signal,
          dispatch,
          t('error.provider'),
        );
      } finally {
        abort.current = null;
        setBusy(false);
      }
    },
    [ai, examIndex, quizIndex, t],
  );
  const stop = useCallback(() => abort.current?.abort(), []);
  // Leaving the quiz stops the answer (the server stops the provider too).
  useEffect(() => () => abort.current?.abort(), []);
  return { ...state, busy, ask, stop };
}
