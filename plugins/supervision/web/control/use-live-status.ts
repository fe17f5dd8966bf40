import { useCallback, useEffect, useState } from 'react';
import { useRealtimeTopic, useResync } from '@seodang/sdk/web';
import {
  applyStatusUpdate,
  supervisorsTopic,
  type ExamineeStatusUpdate,
} from '@seodang/plugin-assessment/common';
import { exitTimerAfter, type LiveExitTimer } from '../../common/index.ts';
import { supervisionApi, type AccessHistory, type SupervisedUser } from '../api.ts';

/**
 * Every examinee of the exam, kept live: the list is fetched once (and after a reconnect) and
 * then updated from the supervisors' topic with the shared status rules.
 */
export function useLiveStatus(
  examIndex: number,
  lectureIndex: number | null,
  onHistory?: (h: AccessHistory) => void,
) {
  const [users, setUsers] = useState<SupervisedUser[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [incidents, setIncidents] = useState<Record<number, number>>({});
  const load = useCallback(async () => {
    if (lectureIndex === null) return;
    try {
      const r = await supervisionApi.live(examIndex, lectureIndex);
      setUsers(r.data);
      setLoaded(true);
      setLoadError(null);
    } catch (e) {
      setLoadError(e);
    }
  }, [examIndex, lectureIndex]);
  useEffect(() => {
    void load();
  }, [load]);
  useResync(() => void load());

  useRealtimeTopic(supervisorsTopic(examIndex), (event, raw) => {
    const d = raw as Record<string, unknown>;
    if (event === 'exam.status') {
      const { userId, update, exitTimer } = d as {
        userId: number;
        update: ExamineeStatusUpdate;
        exitTimer?: LiveExitTimer;
      };
      setUsers((list) =>
        list.map((u) => {
          if (u.id !== userId) return u;
          const next = applyStatusUpdate(u, update);
          return {
            ...next,
            exitTimer: exitTimerAfter(u.exitTimer, { exitTimer, examStatus: next.examStatus }),
          };
        }),
      );
    } else if (event === 'exam.paused') {
      const ids = new Set(d.userIds as number[]);
      setUsers((list) =>
        list.map((u) => (ids.has(u.id) ? { ...u, isPaused: !!d.isPaused, paused: !!d.isPaused } : u)),
      );
    } else if (event === 'exam.extra-time') {
      const ids = new Set(d.userIds as number[]);
      const totals = d.extraTimes as Record<string, number> | undefined;
      setUsers((list) =>
        list.map((u) => {
          if (!ids.has(u.id)) return u;
          // The total after the extension (idempotent: this screen may have set it already).
          const extraTime = totals?.[u.id] ?? u.extraTime + Number(d.extraTime);
          return { ...u, extraTime, deadline: u.deadline + (extraTime - u.extraTime) };
        }),
      );
    } else if (event === 'exam.identification') {
      setUsers((list) =>
        list.map((u) =>
          u.id === d.userId ? { ...u, identification: { ...u.identification, checked: true } } : u,
        ),
      );
    } else if (event === 'exam.history') {
      onHistory?.(d as unknown as AccessHistory);
    } else if (event === 'exam.signal') {
      const userId = d.userId as number;
      setIncidents((m) => ({ ...m, [userId]: (m[userId] ?? 0) + (d.events as unknown[]).length }));
    } else if (event === 'exam.members') {
      // Manage Assessment removed someone: the list is read again.
      void load();
    }
  });
  return { users, setUsers, loaded, loadError, reload: load, incidents };
}
