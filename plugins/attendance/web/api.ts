import { api } from '@seodang/sdk/web';
import type {
  AttendanceRecord,
  AttendanceSession,
  CheckInInput,
  CheckInResult,
  DisplayCode,
  MyAttendance,
  RecordInput,
  SessionCreateInput,
} from '../common/index.ts';

type Data<T> = { data: T };
const base = '/api/attendance';

/** The plugin's API as the screens call it (CSRF header and error parsing come with `api`). */
export const attendanceApi = {
  sessions: (lectureIndex: number) =>
    api
      .get<Data<{ list: AttendanceSession[] }>>(`${base}/sessions?lectureIndex=${lectureIndex}`)
      .then((r) => r.data.list),
  session: (id: number) =>
    api
      .get<Data<AttendanceSession & { records: AttendanceRecord[] }>>(`${base}/sessions/${id}`)
      .then((r) => r.data),
  create: (body: SessionCreateInput) =>
    api.post<Data<AttendanceSession>>(`${base}/sessions`, body).then((r) => r.data),
  open: (id: number) =>
    api.post<Data<AttendanceSession>>(`${base}/sessions/${id}/open`, {}).then((r) => r.data),
  close: (id: number) =>
    api.post<Data<AttendanceSession>>(`${base}/sessions/${id}/close`, {}).then((r) => r.data),
  remove: (id: number) => api.delete(`${base}/sessions/${id}`),
  code: (id: number) => api.get<Data<DisplayCode>>(`${base}/sessions/${id}/code`).then((r) => r.data),
  setRecord: (id: number, userId: number, body: RecordInput) =>
    api.put<Data<AttendanceRecord>>(`${base}/sessions/${id}/records/${userId}`, body).then((r) => r.data),
  checkIn: (body: CheckInInput) =>
    api.post<Data<CheckInResult>>(`${base}/check-in`, body).then((r) => r.data),
  claim: (code: string) =>
    api.post<Data<{ claim: string; expiresAt: string }>>(`${base}/claim`, { code }).then((r) => r.data),
  my: () => api.get<Data<{ list: MyAttendance[] }>>(`${base}/my`).then((r) => r.data.list),
  exportUrl: (lectureIndex: number, format: 'csv' | 'xlsx') =>
    `${base}/lecture/${lectureIndex}/export?format=${format}`,
};

/** Where a logged-out visitor's claim waits while they log in (this tab only). */
export const claimStorageKey = (code: string) => `seodang.attendance.claim.${code}`;
