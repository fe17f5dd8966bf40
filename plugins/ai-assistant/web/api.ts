import { api, apiRequest, buildUrl, usePageInfo } from '@seodang/sdk/web';
import { useMemo } from 'react';
import { defaultAiSegment, type AiUsage, type ReviewReason } from '../common/api.ts';
import type { ChannelAiSettings, LectureAiSettings } from '../common/settings.ts';
import type {
  AiHistoryItem,
  AiRegisterPage,
  AiReport,
  AiSettingsView,
  LectureSettingsView,
} from '../common/views.ts';

type Data<T> = { data: T };
const unwrap = <T>(r: Data<T>) => r.data;

/** A lesson the panel talks about (and the quiz, when asked from the workspace). */
export interface LessonAt {
  lectureIndex: number;
  lessonIndex: number;
  quizIndex?: number | null;
}

const indexes = (at: LessonAt) => ({
  'indexes[lecture]': at.lectureIndex,
  'indexes[lesson]': at.lessonIndex,
  'indexes[quiz]': at.quizIndex ?? undefined,
});

/** Filters of the register and the report. */
export interface RegisterFilter {
  from: string;
  to: string;
  lecture?: number;
  action?: string;
  status?: string;
  page: number;
  pageSize: number;
}

/** The `{ai}` routes under the segment this site configured (`pageInfo.aiSegment`). */
export function aiApi(segment: string) {
  const base = `/api/${segment}`;
  return {
    base,
    url: (path: string, query?: Record<string, string | number | undefined>) =>
      buildUrl(`${base}/${path}`, query),
    settings: (at?: LessonAt) =>
      api.get<Data<AiSettingsView>>(`${base}/settings`, at ? indexes(at) : undefined).then(unwrap),
    usage: (at: LessonAt) =>
      api
        .get<Data<AiUsage>>(`${base}/usage`, {
          'indexes[lecture]': at.lectureIndex,
          'indexes[lesson]': at.lessonIndex,
        })
        .then(unwrap),
    acceptPolicy: () => api.post(`${base}/policy`),
    history: (at: LessonAt) =>
      api.get<Data<{ list: AiHistoryItem[] }>>(`${base}/history`, indexes(at)).then((r) => r.data.list),
    clearHistory: (at: LessonAt) =>
      apiRequest(buildUrl(`${base}/history`, indexes(at)), { method: 'DELETE' }),
    review: (body: { responseId: string; score: 0 | 1; userId: number; userName: string }) =>
      api.put<Data<{ id: number }>>(`${base}/review`, body).then(unwrap),
    reviewReasons: (id: number, body: { reviewSelection: ReviewReason[]; reviewComment: string }) =>
      apiRequest(`${base}/review/${id}`, { method: 'PATCH', body }),
    removeReview: (id: number) => api.delete(`${base}/review/${id}`),
    saveChannel: (settings: ChannelAiSettings) => api.put(`${base}/channel-settings`, settings),
    lectureSettings: (lectureIndex: number) =>
      api.get<Data<LectureSettingsView>>(`${base}/lectures/${lectureIndex}/settings`).then(unwrap),
    saveLecture: (lectureIndex: number, settings: LectureAiSettings) =>
      api.put(`${base}/lectures/${lectureIndex}/settings`, settings),
    report: (from: string, to: string, lecture?: number) =>
      api.get<Data<AiReport>>(`${base}/report`, { from, to, lecture }).then(unwrap),
    register: (f: RegisterFilter) => api.get<Data<AiRegisterPage>>(`${base}/register`, { ...f }).then(unwrap),
  };
}

/** The assistant's API client. */
export type AiApi = ReturnType<typeof aiApi>;

/** The API client for this page's segment. */
export function useAiApi(): AiApi {
  const segment = usePageInfo().aiSegment ?? defaultAiSegment;
  return useMemo(() => aiApi(segment), [segment]);
}
