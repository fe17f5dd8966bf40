import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@seodang/sdk/web';
import { workspaceApi } from '../api.ts';
import { journal, journalKey } from './journal.ts';
import { isOwnLostSave, sameAnswer } from './lost-save.ts';

/** Save state shown beside the editor. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'stale' | 'refused';

/**
 * Autosave with two layers: an IndexedDB journal written at once (survives reload, crash,
 * offline) and the server, saved with the version it was typed on. A save refused as stale
 * (another tab saved first) is never retried over the newer code: the screen asks the learner.
 * A save stored by a server that died (or lost the connection) before replying is this tab's
 * own, not another tab's: it is recognised on the stale refusal and saving goes on.
 */
export function useAutosave(userId: number, quizIndex: number, autoSave: boolean) {
  const key = journalKey(userId, quizIndex);
  const version = useRef(0);
  const latest = useRef<unknown>(null);
  /** Answers sent on `version` whose reply never came: the server may have stored one. */
  const unanswered = useRef<unknown[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const [message, setMessage] = useState<string | null>(null);

  /** Takes the server's copy as saved when it is one of this tab's unanswered saves. */
  const adoptLostSave = useCallback(
    async (sentOn: number): Promise<boolean> => {
      const server = await workspaceApi.answer(quizIndex).catch(() => null);
      if (!server || !isOwnLostSave(server, sentOn, unanswered.current)) return false;
      version.current = server.version;
      unanswered.current = [];
      return true;
    },
    [quizIndex],
  );

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const answer = latest.current;
    if (answer === null) return;
    setState('saving');
    const sentOn = version.current;
    if (!unanswered.current.some((a) => sameAnswer(a, answer))) unanswered.current.push(answer);
    try {
      const saved = await workspaceApi.save(quizIndex, sentOn, answer);
      version.current = saved.version;
      unanswered.current = [];
      setMessage(saved.message);
      // Only clear the journal if nothing newer was typed meanwhile.
      if (latest.current === answer)
        await journal.write({ key, answer, baseVersion: saved.version, dirty: false, at: Date.now() });
      setState('saved');
    } catch (error) {
      if (isApiError(error, 'stale_version') && (await adoptLostSave(sentOn))) return flush();
      if (isApiError(error, 'stale_version')) setState('stale');
      else if (
        isApiError(error) &&
        error.status >= 400 &&
        error.status < 500 &&
        error.code !== 'network_error'
      )
        setState('refused');
      else setState('offline');
      setMessage(isApiError(error) ? error.message : null);
    }
  }, [adoptLostSave, key, quizIndex]);

  /** Records a change: journal now, server after a pause (or on demand when auto save is off). */
  const change = useCallback(
    (answer: unknown) => {
      latest.current = answer;
      void journal.write({ key, answer, baseVersion: version.current, dirty: true, at: Date.now() });
      if (!autoSave) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void flush();
      }, 1200);
    },
    [autoSave, flush, key],
  );

  // Back online or periodically while offline: push the journaled draft.
  useEffect(() => {
    const retry = () => {
      if (state === 'offline') void flush();
    };
    window.addEventListener('online', retry);
    const id = setInterval(retry, 5000);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(id);
    };
  }, [flush, state]);

  /** Starts from the server's answer or, when newer typing sits in the journal, from the journal. */
  const restore = useCallback(async (): Promise<{ answer: unknown; fromJournal: boolean }> => {
    const [server, local] = await Promise.all([workspaceApi.answer(quizIndex), journal.read(key)]);
    version.current = server.version;
    if (local?.dirty) {
      latest.current = local.answer;
      if (local.baseVersion === server.version) void flush();
      else setState('stale');
      return { answer: local.answer, fromJournal: true };
    }
    latest.current = server.answer;
    return { answer: server.answer, fromJournal: false };
  }, [flush, key, quizIndex]);

  /** Resolves a stale conflict: take the newer server copy, or overwrite it with mine. */
  const resolve = useCallback(
    async (keep: 'mine' | 'theirs'): Promise<unknown> => {
      const server = await workspaceApi.answer(quizIndex);
      version.current = server.version;
      if (keep === 'theirs') {
        latest.current = server.answer;
        await journal.write({
          key,
          answer: server.answer,
          baseVersion: server.version,
          dirty: false,
          at: Date.now(),
        });
        setState('saved');
        return server.answer;
      }
      await flush();
      return latest.current;
    },
    [flush, key, quizIndex],
  );

  return { state, message, change, flush, restore, resolve };
}
