import { useCallback, useState } from 'react';
import { useRealtimeTopic, useResync } from '@seodang/sdk/web';
import { workspaceApi, type Submission } from '../api.ts';

/** Follows one submission: per-test progress and the final result arrive on `user:{id}`. */
export function useSubmissionStream(userId: number | null) {
  const [current, setCurrent] = useState<Submission | null>(null);

  useRealtimeTopic(userId ? `user:${userId}` : null, (event, data) => {
    const d = data as { index: number } & Partial<Submission> & {
        name?: string;
        verdict?: string;
        done?: number;
        total?: number;
      };
    setCurrent((prev) => {
      if (!prev || prev.index !== d.index) return prev;
      if (event === 'workspace.submission.result') return d as Submission;
      if (event === 'workspace.submission.progress' && prev.status === 'pending') {
        return {
          ...prev,
          progress: [
            ...prev.progress,
            { name: d.name!, verdict: d.verdict!, done: d.done!, total: d.total! },
          ],
        };
      }
      return prev;
    });
  });

  // After a reconnect, events may have been missed: read the submission again.
  useResync(() => {
    if (current?.status === 'pending')
      void workspaceApi
        .submission(current.index)
        .then(setCurrent)
        .catch(() => {
          /* the next resync or event brings it */
        });
  });

  const follow = useCallback((s: Submission) => {
    setCurrent(s);
    // The result may have been published before we started following: check once.
    if (s.status === 'pending')
      setTimeout(() => {
        void workspaceApi
          .submission(s.index)
          .then((x) =>
            setCurrent((p) =>
              p?.index === x.index && p.status === 'pending' && x.status !== 'pending' ? x : p,
            ),
          )
          .catch(() => {
            /* events still bring the result */
          });
      }, 1500);
  }, []);

  /** Forgets the followed submission, e.g. when what it checked has changed since. */
  const clear = useCallback(() => setCurrent(null), []);

  return { current, follow, clear };
}
