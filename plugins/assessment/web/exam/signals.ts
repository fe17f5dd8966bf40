import { isApiError } from '@seodang/sdk/web';
import { assessmentApi } from '../api.ts';

/** One integrity signal (paste, focus, visibility, faces, edit) with the browser's time. */
export interface Signal {
  kind: 'paste' | 'focus' | 'blur' | 'visible' | 'hidden' | 'faces' | 'edit';
  quizId?: string | null;
  data?: Record<string, unknown>;
  at: number;
}

/** Batches signals and sends them every second; unsent ones are retried with the next batch. */
export function createSignalQueue(examIndex: number, intervalMs = 1000) {
  let queue: Signal[] = [];
  let sending = false;
  const flush = async () => {
    if (sending || !queue.length) return;
    sending = true;
    const batch = queue.slice(0, 500);
    try {
      await assessmentApi.signals(examIndex, batch);
      queue = queue.slice(batch.length);
    } catch (error) {
      // A refusal (not in the exam room, finished) will not change: drop the batch. Anything else
      // (the connection is down) keeps it for the next round.
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'network_error')
        queue = queue.slice(batch.length);
    } finally {
      sending = false;
    }
  };
  const timer = setInterval(() => void flush(), intervalMs);
  return {
    push: (s: Omit<Signal, 'at'>) => queue.push({ ...s, at: Date.now() }),
    flush,
    stop: () => clearInterval(timer),
  };
}
