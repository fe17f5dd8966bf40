import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeTopic, useResync } from '@seodang/sdk/web';
import { examineesTopic, examineeTopic } from '../../common/index.ts';
import { assessmentApi, type ExamResponse, type ExamNotice } from '../api.ts';
import { markSupervisorReload, takeSupervisorReload, type LiveMessage } from './live-message.tsx';

/** The examinee's exam: data, state, the server clock, and live reactions to supervisors. */
export function useExam(examIndex: number, userId: number | null) {
  const [exam, setExam] = useState<ExamResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [noticeQueue, setNoticeQueue] = useState<ExamNotice[]>([]);
  const [liveMessage, setLiveMessage] = useState<LiveMessage | null>(() =>
    takeSupervisorReload(examIndex) ? { kind: 'reloaded' } : null,
  );
  const offset = useRef(0);

  const load = useCallback(async () => {
    try {
      const sent = Date.now();
      const data = await assessmentApi.exam(examIndex);
      // Half the round trip is the best guess of the server time's age on arrival.
      offset.current = data.currentServerTime + (Date.now() - sent) / 2 - Date.now();
      setExam(data);
      setError(null);
    } catch (e) {
      setError(e);
    }
  }, [examIndex]);

  useEffect(() => {
    void load();
  }, [load]);
  useResync(() => void load());

  const onEvent = (event: string, data: unknown) => {
    const d = data as Record<string, unknown>;
    if (event === 'exam.pause' || event === 'exam.resume') {
      setExam((e) =>
        e?.examState ? { ...e, examState: { ...e.examState, isPaused: event === 'exam.pause' } } : e,
      );
      void load(); // the deadline moved by the paused time
    } else if (event === 'exam.extra-time') {
      const extra = Number(d.extraTime);
      setExam((e) =>
        e?.examState
          ? {
              ...e,
              examState: {
                ...e.examState,
                extraTime: e.examState.extraTime + extra,
                deadline: e.examState.deadline + extra,
              },
            }
          : e,
      );
      if (extra > 0) setLiveMessage({ kind: 'extended', minutes: Math.round(extra / 60_000) });
    } else if (event === 'exam.notice') {
      const notice = d as unknown as ExamNotice;
      setExam((e) =>
        e?.examState ? { ...e, examState: { ...e.examState, notices: [...e.examState.notices, notice] } } : e,
      );
      setNoticeQueue((q) => [...q, notice]);
    } else if (event === 'exam.identification') {
      setExam((e) =>
        e?.examState
          ? {
              ...e,
              examState: { ...e.examState, identification: { ...e.examState.identification, checked: true } },
            }
          : e,
      );
    } else if (event === 'exam.reload') {
      markSupervisorReload(examIndex);
      window.location.reload();
    }
  };
  useRealtimeTopic(userId ? examineeTopic(examIndex, userId) : null, onEvent);
  useRealtimeTopic(userId ? examineesTopic(examIndex) : null, onEvent);

  return {
    exam,
    error,
    reload: load,
    serverNow: () => Date.now() + offset.current,
    noticeQueue,
    dismissNotice: () => setNoticeQueue((q) => q.slice(1)),
    liveMessage,
    dismissLiveMessage: () => setLiveMessage(null),
  };
}

/** Ticks every `ms` so a timer re-renders. */
export function useTick(ms = 500): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setN((x) => x + 1), ms);
    return () => clearInterval(id);
  }, [ms]);
  return n;
}
