import { api } from '@seodang/sdk/web';
import type { ScoreData } from '../api.ts';
import type { TimelineEntry } from '../../common/report-timeline.ts';
import type { ReportQuizSubmissions, ReportSubmission } from '../../common/report-submissions.ts';

export type { ReportQuizSubmissions, ReportSubmission, TimelineEntry };

/** One saved state of an answer: the whole text at that moment. */
export interface WritingStep {
  at: string;
  quizId: string | null;
  text?: string;
  length?: number;
  delta?: number;
}

/** One quiz's memo in the report. */
export interface ReportMemo {
  index: number;
  quizId: string;
  title: string;
  text: string;
  updatedAt: string | null;
}

/** GET /api/exam/{examIndex}/report/{userId}. */
export interface ExamReport {
  user: { id: number; name: string; email: string };
  metrics: {
    attendanceRate: number; takenTime: number | null; averageScore: number; takenScore: number; totalScore: number;
    ipUsageCount: number; quizInOutEvents: number; pasteSuspicion: number; webcamMultiplePeople: number; totalTestTime: number;
  };
  /** Every quiz of the exam in order, with the examinee's memo ('' when none). */
  memos: ReportMemo[];
  scoreData: ScoreData | null;
  /** Every submission of each exam quiz, oldest first, with its answer. */
  submissions: ReportQuizSubmissions[];
  writingHistory: WritingStep[];
  timeline: TimelineEntry[];
}

/** One recorded stream; `url` is set once its playable file is ready. */
export interface Recording {
  id: number;
  device: 'webcam' | 'screen' | 'mobile';
  kind: 'audio' | 'video';
  state: 'recording' | 'pending' | 'converting' | 'ready' | 'failed';
  contentType: string | null;
  size: number | null;
  startedAt: string;
  endedAt: string | null;
  url: string | null;
}

/** The report screen's calls. */
export const reportApi = {
  report: (examIndex: number, userId: number) => api.get<{ data: ExamReport | null }>(`/api/exam/${examIndex}/report/${userId}`).then((r) => r.data),
  recordings: (examIndex: number, userId: number) => api.get<{ data: Recording[] }>(`/api/exam/${examIndex}/report/${userId}/recordings`).then((r) => r.data),
  examinees: (examIndex: number) => api.get<{ userInfoList: { id: number; name: string; email: string }[] }>('/api/peerConnection/infos', { examIndex }).then((r) => r.userInfoList),
};

/** The report of one examinee, under the exam's page (the shared helper, which supervision uses too). */
export { examineeReportPath as reportPath } from '../../common/report-path.ts';
