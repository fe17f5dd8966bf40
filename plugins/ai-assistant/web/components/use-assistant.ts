import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useAuth } from '@seodang/sdk/web';
import type { ReviewReason } from '../../common/api.ts';
import type { AiAction, AiSettingsView } from '../../common/views.ts';
import { useAiApi, type LessonAt } from '../api.ts';
import { streamAnswerInto } from '../stream/stream-answer.ts';
import { initialPanelState, panelReducer } from './panel-state.ts';

/** What the panel asks about: the lesson, and in the workspace the quiz and its code. */
export interface AskContext extends LessonAt {
  language: string | null;
  submissionIndex: number | null;
}

const routeOf: Record<AiAction, string> = {
  code_explanation: 'code-explanation',
  code_solution: 'code-solution',
  chat: 'content-question',
  qna: 'content-question',
};

/** The panel's data and actions: settings, counter, the streamed answer, history and ratings. */
export function useAssistant(at: AskContext, open: boolean) {
  const { t } = useTranslation('ai-assistant');
  const ai = useAiApi();
  const { isLoggedIn, userData } = useAuth();
  const [state, dispatch] = useReducer(panelReducer, initialPanelState);
  const [settings, setSettings] = useState<AiSettingsView | null>(null);
  const [settingsError, setSettingsError] = useState<unknown>(null);
  const [conversationId, setConversationId] = useState(() => crypto.randomUUID());
  const abort = useRef<AbortController | null>(null);
  const { lectureIndex, lessonIndex, quizIndex } = at;

  const loadSettings = useCallback(async () => {
    setSettingsError(null);
    try {
      const view = await ai.settings({ lectureIndex, lessonIndex, quizIndex });
      setSettings(view);
      return view;
    } catch (error) {
      setSettingsError(error);
      return null;
    }
  }, [ai, lectureIndex, lessonIndex, quizIndex]);

  // §6: usage is loaded at start only when the AI is active, the user is logged in and no usage
  // was supplied; a failed fetch keeps the error and ends loading.
  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadSettings().then(async (view) => {
      if (!live || !view) return;
      if (view.usage) return dispatch({ type: 'usage-loaded', usage: view.usage });
      if (!view.effective?.active || !isLoggedIn || view.editor) return;
      dispatch({ type: 'usage-loading' });
      try {
        const usage = await ai.usage({ lectureIndex, lessonIndex });
        if (live) dispatch({ type: 'usage-loaded', usage });
      } catch (error) {
        if (live)
          dispatch({
            type: 'usage-failed',
            message: isApiError(error) ? error.message : t('panel.usageFailed'),
          });
      }
    });
    return () => {
      live = false;
    };
  }, [open, ai, loadSettings, isLoggedIn, lectureIndex, lessonIndex, t]);

  const ask = useCallback(
    async (action: AiAction, prompt: string) => {
      if (abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      dispatch({ type: 'ask', key: crypto.randomUUID(), action, prompt });
      const indexes = {
        lecture: lectureIndex,
        lesson: lessonIndex,
        ...(quizIndex ? { quiz: quizIndex } : {}),
        ...(action === 'code_solution' && at.submissionIndex ? { submission: at.submissionIndex } : {}),
      };
      const body =
        action === 'chat' || action === 'qna'
          ? { prompt, indexes, mode: action, ...(action === 'chat' ? { conversationId } : {}) }
          : { prompt, indexes, codeLanguage: at.language };
      try {
        await streamAnswerInto(
          ai.url(routeOf[action]),
          body,
          controller.signal,
          dispatch,
          t('error.provider'),
        );
      } finally {
        abort.current = null;
      }
    },
    [ai, at.language, at.submissionIndex, conversationId, lectureIndex, lessonIndex, quizIndex, t],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  // Leaving the screen stops the answer (the server stops the provider too).
  useEffect(() => () => abort.current?.abort(), []);

  const acceptPolicy = useCallback(async () => {
    await ai.acceptPolicy();
    await loadSettings();
  }, [ai, loadSettings]);

  const loadHistory = useCallback(async () => {
    dispatch({ type: 'history', items: await ai.history({ lectureIndex, lessonIndex, quizIndex }) });
  }, [ai, lectureIndex, lessonIndex, quizIndex]);

  const newChat = useCallback(() => {
    setConversationId(crypto.randomUUID());
    dispatch({ type: 'new-chat' });
  }, []);

  const rate = useCallback(
    async (responseId: string, score: 0 | 1) => {
      if (!userData) return;
      const { id } = await ai.review({ responseId, score, userId: userData.id, userName: userData.name });
      dispatch({ type: 'review', responseId, review: { id, score, reviewSelection: [], reviewComment: '' } });
    },
    [ai, userData],
  );

  const explainRating = useCallback(
    async (
      responseId: string,
      id: number,
      score: 0 | 1,
      reviewSelection: ReviewReason[],
      reviewComment: string,
    ) => {
      await ai.reviewReasons(id, { reviewSelection, reviewComment });
      dispatch({ type: 'review', responseId, review: { id, score, reviewSelection, reviewComment } });
    },
    [ai],
  );

  const undoRating = useCallback(
    async (responseId: string, id: number) => {
      await ai.removeReview(id);
      dispatch({ type: 'review', responseId, review: null });
    },
    [ai],
  );

  return {
    state,
    settings,
    settingsError,
    loadSettings,
    ask,
    stop,
    acceptPolicy,
    loadHistory,
    newChat,
    rate,
    explainRating,
    undoRating,
  };
}
