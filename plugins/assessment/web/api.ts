import { api } from '@seodang/sdk/web';
import type { AiExamSetting, DisplayStatus, ExamInput, ExamStatus, VideoStatus } from '../common/index.ts';
import type { AdditionalQuestion } from '../common/additional-form.ts';
import type { ExamMemo } from '../common/exam-memos.ts';
import type { JanusAccess } from '@seodang/sdk/web-media';

/** An assessment as the server presents it. */
export interface Assessment {
  lectureSeq: number;
  lectureSlug: string;
  title: string;
  description: string;
  registerOpen: string;
  registerClose: string;
  operateOpen: string | null;
  operateClose: string | null;
  registration: { proceeding: boolean; finished: boolean; dDay: number | null };
  operation: { proceeding: boolean; finished: boolean; dDay: number | null };
}

/** A channel member who can be made an examinee or a supervisor. */
export interface MemberCandidate {
  id: number;
  name: string;
  email: string;
}

/** An exam as its manager edits it. */
export interface ManagedExam {
  index: number;
  sequence: number;
  title: string;
  startAt: string;
  endAt: string;
  devices: ExamData['devices'];
  identificationUpload: boolean;
  /** Seconds to bring a lost required device back before the examinee is let out. */
  deviceGraceSeconds: number;
  agreement: string;
  quizzes: { quizId: string; title: string; score: number }[];
  members: (MemberCandidate & { role: 'student' | 'supervisor' })[];
  /** Set when the exam is a level test. */
  levelTest?: { level: string; passScore: number; validityDays: number | null } | null;
  /** The AI exam setting (off until saved). */
  aiExam?: AiExamSetting;
}

/** GET /api/assessment/{lectureSeq}/manage. */
export type ManagedAssessment = Assessment & { exams: ManagedExam[] };

/** An exam on the assessment page. */
export interface ExamSummary {
  index: number;
  sequence: number;
  title: string;
  startAt: string;
  endAt: string;
  role: 'student' | 'supervisor' | null;
  examStatus: ExamStatus | null;
}

/** examData of §3. */
export interface ExamData {
  index: number;
  sequence: number;
  lecture_index: number;
  title: string;
  token: string;
  identification: { upload: boolean };
  devices: Record<'webcam' | 'screen' | 'mobile', 'required' | 'optional' | 'off'>;
  /** Seconds to bring a lost required device back during the exam. */
  deviceGraceSeconds: number;
  agreement: string;
  startAt: string;
  endAt: string;
  quizzes: { index: number; quizId: string; title: string; score: number }[];
}

/** A notice shown in the exam room. */
export interface ExamNotice {
  index: number;
  title: string;
  contents: string;
  createdAt: string | null;
}

/** The examinee's own state. */
export interface ExamState {
  id: number;
  name: string;
  examStatus: ExamStatus;
  videoStatus: VideoStatus;
  status: DisplayStatus;
  isPaused: boolean;
  extraTime: number;
  deadline: number;
  agreed: boolean;
  /** The examinee's memos, one per quiz that has one, in the exam's order. */
  memos: ExamMemo[];
  canEnterRefusal: string | null;
  /** Whether the phone publishes the mobile camera now. */
  mobileConnected: boolean;
  /** The identity photo, when the exam asks for one and it was uploaded. */
  identificationPhoto: { uploadedAt: string } | null;
  enteredExamAtLeastOnce: boolean;
  notices: ExamNotice[];
  identification: { checked: boolean };
}

/** GET /api/exam/{examIndex}. */
export interface ExamResponse {
  examData: ExamData;
  role: 'student' | 'supervisor';
  currentServerTime: number;
  /** Whether a video server is configured (no video calls otherwise). */
  video: { available: boolean };
  examState: ExamState | null;
}

/** Score data of §3. */
export interface ScoreData {
  totalScore: number;
  maxTotalScore: number;
  quizScores: {
    quizId: string;
    score: number;
    maxScore: number;
    graded?: boolean;
    private?: boolean;
    /** When the counted answer was handed in; null: nothing handed in yet. */
    submittedAt?: string | null;
  }[];
  /** Quizzes whose results are private: in neither total. */
  privateQuizCount?: number;
}

/** The assessment plugin's API, at the spec's paths. */
export const assessmentApi = {
  manageList: () => api.get<{ data: Assessment[] }>('/api/assessment/manage/my').then((r) => r.data),
  create: (body: Record<string, unknown>) =>
    api.post<{ data: Assessment }>('/api/assessment', body).then((r) => r.data),
  /** Manage Assessment: the owner's view with every exam's quizzes, devices and members. */
  managed: (seq: number) =>
    api.get<{ data: ManagedAssessment }>(`/api/assessment/${seq}/manage`).then((r) => r.data),
  update: (seq: number, body: Record<string, unknown>) =>
    api.put<{ data: Assessment }>(`/api/assessment/${seq}`, body).then((r) => r.data),
  remove: (seq: number) => api.delete(`/api/assessment/${seq}`),
  createExam: (seq: number, body: ExamInput) =>
    api
      .post<{ data: { index: number; sequence: number } }>(`/api/assessment/${seq}/exam`, body)
      .then((r) => r.data),
  updateExam: (seq: number, examIndex: number, body: ExamInput) =>
    api
      .put<{ data: { index: number } }>(`/api/assessment/${seq}/exam/${examIndex}`, body)
      .then((r) => r.data),
  memberCandidates: (seq: number, q: string) =>
    api
      .get<{ data: MemberCandidate[] }>(`/api/assessment/${seq}/member-candidates`, { q })
      .then((r) => r.data),
  /** The channel's exam_mode quizzes of the workspace, which exams are built from. */
  examModeQuizzes: () =>
    api
      .get<{ data: { list: { index: number; type: string; title: string; status: number }[] } }>(
        '/api/workspace/quizzes',
        { mode: 'exam_mode' },
      )
      .then((r) => r.data.list),
  my: () =>
    api
      .get<{
        data: (ExamSummary & {
          lectureSeq: number;
          lectureSlug: string;
          assessmentTitle: string;
          examIndex: number;
        })[];
      }>('/api/assessment/my')
      .then((r) => r.data),
  page: (seq: number) =>
    api
      .get<{ data: Assessment & { isManager: boolean; exams: ExamSummary[] } }>(`/api/assessment/${seq}`)
      .then((r) => r.data),
  exam: (examIndex: number) => api.get<ExamResponse>(`/api/exam/${examIndex}`),
  canEnter: (examIndex: number) =>
    api.get<{ canEnter: boolean; reason: string | null }>(`/api/exam/${examIndex}/can-enter`),
  agree: (userId: number, examIndex: number) => api.post('/api/exam/agreement', { userId, examIndex }),
  waitingStep: (examIndex: number, step: string) => api.post(`/api/exam/${examIndex}/waiting-step`, { step }),
  videoStatus: (examIndex: number, videoStatus: VideoStatus, disconnectedDevices?: Record<string, boolean>) =>
    api.post(`/api/exam/${examIndex}/video-status`, { videoStatus, disconnectedDevices }),
  /** EXAM_ENTER the first time, EXAM_REENTER after. */
  enter: (examIndex: number) => api.post<{ history: { type: string } }>(`/api/exam/${examIndex}/enter`),
  leave: (examIndex: number) => api.post(`/api/exam/${examIndex}/leave`),
  finish: (examIndex: number) => api.post(`/api/exam/${examIndex}/finish`),
  saveMemo: (examIndex: number, quizId: string, text: string) =>
    api.put<{ saved: boolean; updatedAt: string | null }>(`/api/exam/${examIndex}/memo`, { quizId, text }),
  signals: (examIndex: number, events: unknown[]) => api.post(`/api/exam/${examIndex}/signals`, { events }),
  scores: (examIndex: number) =>
    api.get<{ data: ScoreData }>(`/api/exam/${examIndex}/scores`).then((r) => r.data),
  meeting: (examIndex: number, userId: number) =>
    api.get<MeetingInfo>('/api/peerConnection', { examIndex, userId }),
  additionalForm: (seq: number) =>
    api.get<{ data: AdditionalForm }>(`/api/assessment/${seq}/additional-form`).then((r) => r.data),
  defineAdditionalForm: (seq: number, questions: AdditionalQuestion[]) =>
    api.put(`/api/assessment/${seq}/additional-form`, { questions }),
  /** First submission (POST) or an edit (PUT) of one's own answers. */
  sendAdditionalAnswers: (seq: number, answers: Record<string, string>, edit: boolean) => {
    const path = `/api/assessment/${seq}/additional-form/answer`;
    return (
      edit
        ? api.put<{ data: AdditionalAnswer }>(path, { answers })
        : api.post<{ data: AdditionalAnswer }>(path, { answers })
    ).then((r) => r.data);
  },
  additionalAnswers: (seq: number) =>
    api
      .get<{
        data: {
          questions: AdditionalQuestion[];
          list: (AdditionalAnswer & { user: { id: number; name: string; email: string } })[];
        };
      }>(`/api/assessment/${seq}/additional-form/answers`)
      .then((r) => r.data),
  uploadIdentityPhoto: (examIndex: number, image: string) =>
    api
      .post<{ data: { uploadedAt: string; mime: string; size: number } }>(
        `/api/exam/${examIndex}/identification/photo`,
        { image },
      )
      .then((r) => r.data),
  mobileMeetInfo: (token: string) =>
    api
      .get<{ mobile: (MeetingInfo & { deviceType: 'mobile' }) | null }>(
        '/api/peerConnection/mobileMeetInfo',
        { token },
      )
      .then((r) => r.mobile),
  mobileStatus: (examIndex: number, connected: boolean) =>
    api.post<{ connected: boolean }>(`/api/exam/${examIndex}/mobile-status`, { connected }),
};

/** Meeting info of §3 with where to reach Janus: the examinee's own room, its pin and a token. */
export interface MeetingInfo {
  meeting: { MeetingId: string; ExternalMeetingId: string };
  userId: number;
  janus: Omit<JanusAccess, 'wsUrl'> & { wsUrl: string | null };
  feeds: Record<'webcam' | 'screen' | 'mobile', string>;
  /** The publisher id core allocated to each device (recordings are attributed by it). */
  feedIds: Record<'webcam' | 'screen' | 'mobile', number>;
}

/** One's answers to the additional form. */
export interface AdditionalAnswer {
  answers: Record<string, string>;
  submittedAt: string;
  updatedAt: string;
}

/** The additional form of an assessment with the caller's own answer. */
export interface AdditionalForm {
  lectureSeq: number;
  lectureSlug: string;
  title: string;
  questions: AdditionalQuestion[];
  answer: AdditionalAnswer | null;
  registerOpen: string;
  registerClose: string;
  /** Whether the registration period is open (submitting and editing). */
  editable: boolean;
}
