import { api } from '@seodang/sdk/web';

type Data<T> = { data: T };
const unwrap = <T>(r: Data<T>) => r.data;

/** A quiz as the workspace API presents it (learners get the type's learner view as `definition`). */
export interface Quiz {
  index: number;
  type: string;
  title: string;
  status: number;
  common: {
    title: string;
    contents: string;
    hideGradingResult?: boolean;
    setting?: { mode: string };
  } & Record<string, unknown>;
  definition: Record<string, unknown>;
  lectureIndex: number | null;
  lessonIndex: number | null;
  validated?: boolean;
  /** Authors only: the teacher grades its submissions (descriptive, file_submit). */
  handGraded?: boolean;
  canEdit: boolean;
}

/** One test's result (hidden tests carry no input or output). */
export interface TestResultView {
  name: string;
  verdict: string;
  /** Absent when the quiz keeps usage figures (show_submit_res_usage) or per-test scores (show_tc_scoreset) from learners. */
  timeMs?: number;
  memoryKb?: number;
  score?: number;
  maxScore?: number;
  hidden: boolean;
  input?: { text: string; truncated: boolean };
  expected?: { text: string; truncated: boolean };
  stdout?: { text: string; truncated: boolean };
  stderr?: { text: string; truncated: boolean };
  message?: string;
  /** Harness jobs: files the harness returned (never for hidden tests). */
  artifacts?: { name: string; mediaType: string; base64: string; bytes: number }[];
}

/** A submission (run/test/submit/validate). */
export interface Submission {
  index: number;
  quizIndex: number;
  kind: string;
  status: 'pending' | 'done' | 'error';
  outcome: string;
  message: string;
  error: string | null;
  score: number | null;
  maxScore: number | null;
  answer: unknown;
  compile: { ok: boolean; output: string } | null;
  tests: TestResultView[];
  progress: { name: string; verdict: string; done: number; total: number }[];
  details: { name: string; correct: boolean; score: number }[] | null;
  /** An in-process grade's words for the learner (the quiz type's `GradeResult.feedback`). */
  feedback: string | null;
  comment: string | null;
  createdAt: string;
  /** Authors' lists only: who submitted. */
  userName?: string | null;
}

/** A run's result. */
export interface RunOutput {
  status: string;
  stdout: string;
  stderr: string;
  exitCode: number | null;
  /** Absent when the quiz keeps run usage from learners (show_run_res_usage). */
  timeMs?: number;
  memoryKb?: number;
  compile: { ok: boolean; output: string };
  message: string | null;
}

/** A help request (§2 "Help request"). */
export interface HelpRequest {
  index: number;
  quizIndex: number;
  quizTitle: string | null;
  userName: string | null;
  requestDate: string;
  content: string;
  answer: { language?: string; files?: { name: string; content: string }[] } | null;
  status: number;
  assignee: { name: string } | null;
  correctionComment: string | null;
  canAnswer?: boolean;
}

/** A quiz in the list. */
export interface QuizListItem {
  index: number;
  type: string;
  title: string;
  status: number;
  canEdit: boolean;
  lectureIndex: number | null;
  lessonIndex: number | null;
}

/** A saved answer. */
export interface SavedAnswer {
  version: number;
  answer: unknown;
  updatedAt: string | null;
}

export const workspaceApi = {
  quizzes: (place?: { lectureIndex: number; lessonIndex: number }) =>
    api
      .get<Data<{ list: QuizListItem[]; canCreate: boolean }>>(
        `/api/workspace/quizzes${place ? `?lectureIndex=${place.lectureIndex}&lessonIndex=${place.lessonIndex}` : ''}`,
      )
      .then(unwrap),
  /** Sets a lesson's quizzes in order (attach, reorder, detach). */
  setLessonQuizzes: (lectureIndex: number, lessonIndex: number, quizzes: number[]) =>
    api
      .put<Data<{ list: Pick<QuizListItem, 'index' | 'type' | 'title' | 'status'>[] }>>(
        `/api/workspace/lessons/${lectureIndex}/${lessonIndex}/quizzes`,
        { quizzes },
      )
      .then(unwrap),
  quiz: (index: number) => api.get<Data<Quiz>>(`/api/workspace/quizzes/${index}`).then(unwrap),
  /** How a quiz type is graded, and whether its reference answer is validated before publishing. */
  quizType: (id: string) =>
    api
      .get<Data<{ id: string; grading: 'auto' | 'judge' | 'manual'; validates: boolean }>>(
        `/api/workspace/quiz-types/${encodeURIComponent(id)}`,
      )
      .then(unwrap),
  create: (body: unknown) => api.post<Data<Quiz>>('/api/workspace/quizzes', body).then(unwrap),
  update: (index: number, body: unknown) =>
    api.put<Data<Quiz>>(`/api/workspace/quizzes/${index}`, body).then(unwrap),
  validate: (index: number) =>
    api.post<Data<Submission>>(`/api/workspace/quizzes/${index}/validate`).then(unwrap),
  answer: (index: number) =>
    api.get<Data<SavedAnswer>>(`/api/workspace/quizzes/${index}/answer`).then(unwrap),
  save: (index: number, version: number, answer: unknown) =>
    api
      .put<Data<{ version: number; message: string }>>(`/api/workspace/quizzes/${index}/answer`, {
        version,
        answer,
      })
      .then(unwrap),
  run: (index: number, answer: unknown, stdin: string) =>
    api.post<Data<RunOutput>>(`/api/workspace/quizzes/${index}/run`, { answer, stdin }).then(unwrap),
  test: (index: number, answer: unknown) =>
    api.post<Data<Submission>>(`/api/workspace/quizzes/${index}/test`, { answer }).then(unwrap),
  submit: (index: number, answer: unknown) =>
    api.post<Data<Submission>>(`/api/workspace/quizzes/${index}/submit`, { answer }).then(unwrap),
  submissions: (index: number) =>
    api.get<Data<{ list: Submission[] }>>(`/api/workspace/quizzes/${index}/submissions`).then(unwrap),
  /** Every learner's submissions of a quiz (authors). */
  allSubmissions: (index: number) =>
    api
      .get<Data<{ list: Submission[] }>>(`/api/workspace/quizzes/${index}/submissions?kind=submit`)
      .then(unwrap),
  grade: (id: number, score: number, comment: string) =>
    api.post<Data<Submission>>(`/api/workspace/submissions/${id}/grade`, { score, comment }).then(unwrap),
  submission: (id: number) => api.get<Data<Submission>>(`/api/workspace/submissions/${id}`).then(unwrap),
  settings: () => api.get<Data<Record<string, unknown>>>('/api/workspace/editor-settings').then(unwrap),
  saveSettings: (s: unknown) => api.put('/api/workspace/editor-settings', s),
  languages: () =>
    api
      .get<
        Data<{
          list: {
            projectCode: string;
            language: string;
            label: string;
            langVersion: string;
            available: boolean;
          }[];
        }>
      >('/api/workspace/languages')
      .then(unwrap),
  askHelp: (index: number, content: string, answer: unknown) =>
    api.post<Data<HelpRequest>>(`/api/workspace/quizzes/${index}/help`, { content, answer }).then(unwrap),
  help: (quizIndex?: number) =>
    api
      .get<Data<{ list: HelpRequest[] }>>(`/api/workspace/help${quizIndex ? `?quizIndex=${quizIndex}` : ''}`)
      .then(unwrap),
  answerHelp: (id: number, body: { correctionComment?: string; status?: number }) =>
    api.put<Data<HelpRequest>>(`/api/workspace/help/${id}`, body).then(unwrap),
  remove: (index: number) => api.delete(`/api/workspace/quizzes/${index}`),
};
