import { api, apiRequest, readCookie, toApiError } from '@seodang/sdk/web';
import type { ExamineeStatusState } from '@seodang/plugin-assessment/common';
import type { GroupUser, LiveExitTimer, SupervisionGroup } from '../common/index.ts';

/** A supervised user of §3 as the live status list gives it. */
export interface SupervisedUser extends ExamineeStatusState {
  id: number;
  objectId: string;
  name: string;
  email: string;
  isPaused: boolean;
  paused: boolean;
  extraTime: number;
  deadline: number;
  /** The disconnect countdown of §3 (willExitAt null: none). */
  exitTimer?: LiveExitTimer;
  identification: { key: string; checked: boolean; checkerId: number | null; checkDate: string | null };
}

/** An access history entry. */
export interface AccessHistory {
  userId: number;
  name: string;
  type: 'EXAM_ENTER' | 'EXAM_REENTER' | 'EXAM_FINISHED' | 'EXAM_LEAVE';
  createdAt: string;
  /** Live entries only: why the examinee left (`device_lost`: the exitTimer ran out) and which devices were down. */
  reason?: string;
  devices?: ('webcam' | 'mobile' | 'screen')[];
}

/** Targets of an action: some examinees, a group, or all. */
export type Target = { studentIds: number[] } | { supervisionGroupIndex: number | 'all' };

/** The supervision-side API at the spec's paths. */
export const supervisionApi = {
  exam: (examIndex: number) =>
    api.get<{
      examData: {
        index: number;
        sequence: number;
        lecture_index: number;
        title: string;
        devices: Record<string, string>;
      };
      video: { available: boolean };
    }>(`/api/exam/${examIndex}`),
  live: (examIndex: number, lectureIndex: number, search = '', start = 0, length = 1000) =>
    api.get<{ recordsTotal: number; recordsFiltered: number; data: SupervisedUser[] }>(
      `/api/exam/${examIndex}/live-exam-status`,
      { lectureIndex, 'search[value]': search, start, length },
    ),
  history: (examIndex: number, type: 'ALL' | 'ENTER' | 'EXIT') =>
    api.get<{ data: AccessHistory[] }>(`/api/exam/${examIndex}/access-history`, { type }).then((r) => r.data),
  groups: (examIndex: number, lectureIndex: number, withUsers = true) =>
    api.get<{
      supervisionGroups: SupervisionGroup[];
      supervisors: GroupUser[];
      students: GroupUser[];
      withUsers: boolean;
    }>('/api/supervisionGroup', { lectureIndex, examIndex, withUsers }),
  addGroup: (examIndex: number, lectureIndex: number, supervisionGroupName: string) =>
    api.post<{ result: boolean; supervisionGroup: { index: number; name: string } }>(
      '/api/supervisionGroup',
      { supervisionGroupName, examIndex, lectureIndex },
    ),
  deleteGroup: (index: number, lectureIndex: number) =>
    apiWithBody('DELETE', `/api/supervisionGroup/${index}`, { lectureIndex }),
  renameGroup: (index: number, lectureIndex: number, supervisionGroupName: string) =>
    api.put(`/api/supervisionGroup/${index}`, { supervisionGroupName, lectureIndex }),
  moveUsers: (body: {
    lectureIndex: number;
    examIndex: number;
    userIds: number[];
    prevIndex: number | null;
    newIndex: number;
  }) => api.put<{ result: boolean }>('/api/userSupervisionGroup', body),
  removeUsers: (body: {
    lectureIndex: number;
    role: 'student' | 'supervisor';
    userIds: number[];
    supervisionGroupIndex: number;
  }) => apiWithBody('DELETE', '/api/supervisionGroup/user', body),
  addUsers: (body: {
    examIndex: number;
    lectureIndex: number;
    role: 'student' | 'supervisor';
    groupUserPairs: { supervisionGroupIndex: number; userId: number }[];
  }) => api.post<{ result: boolean; errCode: number | null }>('/api/supervisionGroup/users', body),
  addUsersCsv: (examIndex: number, lectureIndex: number, role: 'student' | 'supervisor', file: File) => {
    const form = new FormData();
    form.set('examIndex', String(examIndex));
    form.set('lectureIndex', String(lectureIndex));
    form.set('role', role);
    form.set('file', file);
    return postForm<{ result: boolean; errCode: number | null }>('/api/supervisionGroup/users', form);
  },
  autoAssign: (examIndex: number, lectureIndex: number, options: Record<string, unknown>) =>
    api.post<{ result: boolean }>('/api/supervisionGroup/autoAssign', { examIndex, lectureIndex, options }),
  pause: (examIndex: number, target: Target, resume = false) =>
    api.post(`/api/exam/${resume ? 'resume' : 'pause'}`, {
      examIndex,
      ...target,
      isRealTimeControlRoom: true,
    }),
  extraTime: (examIndex: number, target: Target, extraTime: number) =>
    api.post<{ fail: number; extraTimes?: Record<string, number> }>('/api/exam/extra-time', {
      examIndex,
      ...target,
      extraTime,
      isRealTimeControlRoom: true,
    }),
  reload: (examIndex: number, target: Target | { allExaminee: boolean; studentIds: number[] }) =>
    api.post<{ success: number }>('/api/exam/reload', { examIndex, ...target }),
  notice: (
    examSequence: number,
    target: 'all' | number | { supervisionGroupIndex: number },
    title: string,
    contents: string,
  ) =>
    api.post<{ result: boolean }>(`/api/noticeMsg/${examSequence}/create`, {
      scope: null,
      target,
      title,
      contents,
      isRealTimeControlRoom: true,
    }),
  identify: (examIndex: number, userId: number) =>
    api.post<{ status: boolean }>('/api/exam/identification/check', { examIndex, userId }),
  meeting: (examIndex: number, userId: number) =>
    api.get<{
      janus: { wsUrl: string | null; room: number; pin: string; token: string | null };
      feeds: Record<string, string>;
      feedIds: Record<string, number>;
    }>('/api/peerConnection', { examIndex, userId }),
};

const apiWithBody = (method: 'DELETE', path: string, body: unknown) =>
  apiRequest<{ result: boolean }>(path, { method, body });

/** A multipart POST (the API client speaks JSON): same cookies, CSRF header and error shape. */
async function postForm<T>(path: string, form: FormData): Promise<T> {
  const token = readCookie(document.cookie, 'sd_csrf');
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(token ? { 'x-csrf-token': token } : {}) },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body, '');
  return body as T;
}
