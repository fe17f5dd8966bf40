import { api } from '@seodang/sdk/web';
import type { ScoreData } from '../api.ts';
import type { TimelineEntry } from '../../common/report-timeline.ts';
import type {
  ReportAnswerFile,
  ReportSubmission,
  ReportSubmissionAnswer,
  ReportSubmissionPage,
  ReportSubmissionQuiz,
  ReportSubmissions,
} from '../../common/report-submissions.ts';

export type {
  ReportAnswerFile,
  ReportSubmission,
  ReportSubmissionAnswer,
  ReportSubmissionPage,
  ReportSubmissionQuiz,
  ReportSubmissions,
  TimelineEntry,
};

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
  /** Exam-wide, for comparison with this examinee's own metrics. */
  exam: { examineeCount: number; attendedCount: number };
  metrics: {
    attendanceRate: number;
    takenTime: number | null;
    averageScore: number;
    takenScore: number;
    totalScore: number;
    ipUsageCount: number;
    quizInOutEvents: number;
    pasteSuspicion: number;
    webcamMultiplePeople: number;
    totalTestTime: number;
  };
  /** Every quiz of the exam in order, with the examinee's memo ('' when none). */
  memos: ReportMemo[];
  scoreData: ScoreData | null;
  /** Each exam quiz with its submission count, and the first page of submissions (oldest first, no answers). */
  submissions: ReportSubmissions;
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
  report: (examIndex: number, userId: number) =>
    api.get<{ data: ExamReport | null }>(`/api/exam/${examIndex}/report/${userId}`).then((r) => r.data),
  recordings: (examIndex: number, userId: number) =>
    api.get<{ data: Recording[] }>(`/api/exam/${examIndex}/report/${userId}/recordings`).then((r) => r.data),
  /** The page of submissions after `after` (keyset), of one quiz when `quizId` is set. */
  submissions: (examIndex: number, userId: number, page: { quizId?: string; after?: number }) =>
    api
      .get<{ data: ReportSubmissionPage }>(`/api/exam/${examIndex}/report/${userId}/submissions`, page)
      .then((r) => r.data),
  /** One submission with its answer (handed-in files as links) and the compiler's output. */
  submission: (examIndex: number, userId: number, submissionIndex: number) =>
    api
      .get<{ data: ReportSubmissionAnswer }>(
        `/api/exam/${examIndex}/report/${userId}/submissions/${submissionIndex}`,
      )
      .then((r) => r.data),
  examinees: (examIndex: number) =>
    api
      .get<{ userInfoList: { id: number; name: string; email: string }[] }>('/api/peerConnection/infos', {
        examIndex,
      })
      .then((r) => r.userInfoList),
};

/** The report of one examinee, under the exam's page (the shared helper, which supervision uses too). */
export { examineeReportPath as reportPath } from '../../common/report-path.ts';
