import { api } from '@seodang/sdk/web';
import type { LevelTestState, LevelVerification, levelTestStateNames, levelVerificationNames } from '../../common/index.ts';

/** One of my level tests (GET /api/assessment/level-tests). */
export interface MyLevelTest {
  examIndex: number;
  lectureSeq: number;
  lectureSlug: string;
  assessmentTitle: string;
  title: string;
  level: string;
  passScore: number;
  totalScore: number;
  validityDays: number | null;
  state: LevelTestState;
  stateName: (typeof levelTestStateNames)[LevelTestState];
  startAt: string;
  endAt: string;
  role: 'student' | 'supervisor';
  /** Mine, when I take it; null when I supervise it. */
  verification: { code: LevelVerification; name: (typeof levelVerificationNames)[LevelVerification]; finishedAt: string | null; validUntil: string | null } | null;
}

/** My level tests in this channel, newest first. */
export const myLevelTests = () => api.get<{ data: MyLevelTest[] }>('/api/assessment/level-tests').then((r) => r.data);
