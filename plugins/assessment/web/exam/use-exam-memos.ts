import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, openDraftJournal } from '@seodang/sdk/web';
import type { ExamMemo } from '../../common/exam-memos.ts';
import { assessmentApi } from '../api.ts';
import {
  hasMemoText,
  memoDraftKey,
  memoQuizIndex,
  startingMemos,
  type MemoDraft,
  type MemoSaveFailure,
} from './memo-state.ts';

const journal = openDraftJournal<MemoDraft>('seodang-assessment');
/** Typing pauses this long before the memo goes to the server (the journal has it at once). */
const saveDelayMs = 800;
/** How long "saved" stays on screen. */
const savedTextMs = 2000;
/** While offline, the unsent memos are tried again this often (and at once when the browser is back online). */
const retryMs = 5000;

interface Options {
  examIndex: number;
  userId: number;
  quizIds: string[];
  /** The memos the exam state returned. */
  serverMemos: ExamMemo[];
  /** The quiz the examinee works on (index in the exam). */
  selectedQuiz: number;
  paused: boolean;
}

/**
 * The exam room's memos, one per quiz (spec §3: memoSelectQuizIndex, isUseAutoProblem, userMemoText,
 * isUseMemoData, isSaving, showSaveText). Typing is journalled in IndexedDB at once and saved after a
 * pause, so a reload or a lost connection loses nothing; unsent memos go out when the room opens
 * again, when the browser is back online, and when a pause ends.
 */
export function useExamMemos({ examIndex, userId, quizIds, serverMemos, selectedQuiz, paused }: Options) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(serverMemos.map((m) => [m.quizId, m.text])),
  );
  const latest = useRef(texts);
  const unsent = useRef(new Set<string>());
  const [isUseAutoProblem, setUseAutoProblem] = useState(true);
  const [picked, setPicked] = useState(selectedQuiz);
  const [isSaving, setSaving] = useState(false);
  const [showSaveText, setShowSaveText] = useState(false);
  const [failure, setFailure] = useState<MemoSaveFailure | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const key = useCallback((quizId: string) => memoDraftKey(userId, examIndex, quizId), [userId, examIndex]);

  const sendAll = useCallback(async () => {
    for (const quizId of [...unsent.current]) {
      const text = latest.current[quizId] ?? '';
      setSaving(true);
      try {
        await assessmentApi.saveMemo(examIndex, quizId, text);
        // Cleared only if nothing newer was typed meanwhile.
        if (latest.current[quizId] === text) {
          unsent.current.delete(quizId);
          await journal.write({ key: key(quizId), text, dirty: false, at: Date.now() });
        }
        setFailure(null);
        setShowSaveText(true);
        if (savedTimer.current) clearTimeout(savedTimer.current);
        savedTimer.current = setTimeout(() => setShowSaveText(false), savedTextMs);
      } catch (error) {
        const refused =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'network_error';
        setFailure(refused ? { kind: 'refused', message: error.message } : { kind: 'offline' });
        break;
      } finally {
        setSaving(false);
      }
    }
  }, [examIndex, key]);

  /** Sends every unsent memo now (one run at a time; a call during a run waits for it, then runs again). */
  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const previous = running.current;
    const run = (async () => {
      await previous;
      await sendAll();
    })();
    running.current = run;
    await run;
  }, [sendAll]);

  // Start: what the journal holds and the server never took wins, and is sent.
  useEffect(() => {
    let live = true;
    void Promise.all(quizIds.map((q) => journal.read(key(q)))).then((drafts) => {
      if (!live) return;
      const start = startingMemos(quizIds, serverMemos, drafts);
      // A memo typed while the journal was being read is newer than both.
      latest.current = {
        ...start.texts,
        ...Object.fromEntries([...unsent.current].map((q) => [q, latest.current[q]])),
      };
      setTexts(latest.current);
      start.unsent.forEach((q) => unsent.current.add(q));
      if (start.unsent.length) void flush();
    });
    return () => {
      live = false;
    };
    // Once per exam room: later exam state reloads must not overwrite what is being typed.
  }, []);

  // Back online, periodically while offline, and when a pause ends: send what is left.
  useEffect(() => {
    const retry = () => {
      if (unsent.current.size && failure?.kind === 'offline') void flush();
    };
    window.addEventListener('online', retry);
    const id = setInterval(retry, retryMs);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(id);
    };
  }, [failure, flush]);
  useEffect(() => {
    if (!paused && unsent.current.size) void flush();
  }, [paused, flush]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (savedTimer.current) clearTimeout(savedTimer.current);
    },
    [],
  );

  const memoSelectQuizIndex = memoQuizIndex(isUseAutoProblem, selectedQuiz, picked);
  const quizId = quizIds[memoSelectQuizIndex];

  /** Typing in the shown memo: journal now, server after a pause. */
  const change = useCallback(
    (text: string) => {
      if (!quizId) return;
      latest.current = { ...latest.current, [quizId]: text };
      setTexts(latest.current);
      unsent.current.add(quizId);
      void journal.write({ key: key(quizId), text, dirty: true, at: Date.now() });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void flush();
      }, saveDelayMs);
    },
    [flush, key, quizId],
  );

  return {
    memoSelectQuizIndex,
    isUseAutoProblem,
    /** Off: the examinee picks the memo's quiz, starting from the one they were on. */
    setUseAutoProblem: (on: boolean) => {
      if (!on) setPicked(selectedQuiz);
      setUseAutoProblem(on);
    },
    pick: setPicked,
    userMemoText: quizId ? (texts[quizId] ?? '') : '',
    isUseMemoData: hasMemoText(quizId ? texts[quizId] : ''),
    hasMemo: (q: string) => hasMemoText(texts[q]),
    isSaving,
    showSaveText,
    failure,
    change,
    flush,
  };
}

/** What the exam room's memo area works with. */
export type ExamMemos = ReturnType<typeof useExamMemos>;
