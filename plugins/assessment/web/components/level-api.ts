import { api } from '@seodang/sdk/web';
import type {
  LevelTestState,
  LevelVerification,
  levelTestStateNames,
  levelVerificationNames,
} from '../../common/index.ts';
import type { ReverificationInput } from '../../common/level-reverification.ts';

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
  verification: (Verification & { reverification: Reverification | null }) | null;
}

/** A verification as the server names it. */
export interface Verification {
  code: LevelVerification;
  name: (typeof levelVerificationNames)[LevelVerification];
  finishedAt: string | null;
  validUntil: string | null;
}

/** A teacher's request to verify the level again: why, who asked and when, and the newer level test to take it in. */
export interface Reverification {
  reason: string;
  requestedAt: string;
  requestedBy: { id: number; name: string } | null;
  retake: {
    examIndex: number;
    lectureSeq: number;
    lectureSlug: string;
    title: string;
    startAt: string;
    endAt: string;
  } | null;
}

/** GET /api/exam/{examIndex}/level-verifications: every examinee's verification (supervisors). */
export interface ExamLevelVerifications {
  examIndex: number;
  title: string;
  level: string;
  passScore: number;
  totalScore: number;
  list: {
    userId: number;
    name: string;
    email: string;
    verification: Verification & { score: number | null; reverification: Reverification | null };
  }[];
}

/** A level test to verify again in (GET /api/exam/{examIndex}/retake-exams). */
export interface RetakeExam {
  examIndex: number;
  title: string;
  assessmentTitle: string;
  startAt: string;
  endAt: string;
  state: LevelTestState;
}

/** My level tests in this channel, newest first. */
export const myLevelTests = () =>
  api.get<{ data: MyLevelTest[] }>('/api/assessment/level-tests').then((r) => r.data);

/** Every examinee's verification of a level test, for its supervisors. */
export const examLevelVerifications = (examIndex: number) =>
  api.get<{ data: ExamLevelVerifications }>(`/api/exam/${examIndex}/level-verifications`).then((r) => r.data);

/** The level test with every examinee's verification, or null for a plain exam (supervisors). */
export const examLevelTest = (examIndex: number) =>
  api.get<{ data: ExamLevelVerifications | null }>(`/api/exam/${examIndex}/level-test`).then((r) => r.data);

/** Newer level tests of the same level the caller manages, to verify again in. */
export const retakeExams = (examIndex: number) =>
  api.get<{ data: RetakeExam[] }>(`/api/exam/${examIndex}/retake-exams`).then((r) => r.data);

/** Asks an examinee to verify the level again (the teacher who manages the level test). */
export const askReverification = (examIndex: number, body: ReverificationInput) =>
  api.post(`/api/exam/${examIndex}/level-reverification`, body);
