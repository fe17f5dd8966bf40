import { api } from '@seodang/sdk/web';
import type {
  AttendanceRow,
  ChatMessage,
  DeviceMode,
  JoinInfo,
  LiveUser,
  Meeting,
  MeetingInput,
  Reaction,
  RecordingSummary,
  RecordingTimeline,
} from '../common/index.ts';

type Data<T> = { data: T };
const base = (index: number) => `/api/live/${index}`;

/** The plugin's API as the screens call it (CSRF header and error parsing come with `api`). */
export const liveApi = {
  /** A host starts or stops recording the class. */
  record: (index: number, recording: boolean) =>
    api.put<Data<RecordingSummary>>(`${base(index)}/recording`, { recording }).then((r) => r.data),
  /** The recording's state and the class's events on its clock. */
  timeline: (index: number) =>
    api.get<Data<RecordingTimeline>>(`${base(index)}/recording/timeline`).then((r) => r.data),
  /** Where the player reads the recorded video (byte ranges). */
  recordingUrl: (index: number) => `${base(index)}/recording`,
  /** Who was in the class and for how long, and the lecture's learners who never entered (hosts). */
  attendance: (index: number) =>
    api.get<Data<{ list: AttendanceRow[] }>>(`${base(index)}/attendance`).then((r) => r.data.list),
  /** The same list as a CSV file, headed in the caller's language. */
  attendanceCsvUrl: (index: number) => `${base(index)}/attendance?format=csv`,
  list: () => api.get<Data<{ list: Meeting[] }>>('/api/live').then((r) => r.data.list),
  ofLecture: (lectureIndex: number) =>
    api.get<Data<{ list: Meeting[] }>>('/api/live', { lectureIndex }).then((r) => r.data.list),
  schedule: (input: MeetingInput) => api.post<Data<Meeting>>('/api/live', input).then((r) => r.data),
  update: (index: number, input: Partial<Omit<MeetingInput, 'lectureIndex'>>) =>
    api.put<Data<Meeting>>(base(index), input).then((r) => r.data),
  cancel: (index: number) => api.delete(base(index)),
  meeting: (index: number) => api.get<Data<Meeting>>(base(index)).then((r) => r.data),
  start: (index: number) => api.post<Data<Meeting>>(`${base(index)}/start`).then((r) => r.data),
  end: (index: number) => api.post<Data<Meeting>>(`${base(index)}/end`).then((r) => r.data),
  join: (index: number) => api.post<Data<JoinInfo>>(`${base(index)}/join`).then((r) => r.data),
  leave: (index: number) => api.post<Data<{ currentUserCount: number }>>(`${base(index)}/leave`),
  users: (index: number) =>
    api.get<Data<{ list: LiveUser[] }>>(`${base(index)}/users`).then((r) => r.data.list),
  chat: (index: number, after?: number) =>
    api
      .get<Data<{ list: ChatMessage[] }>>(`${base(index)}/chat`, after ? { after } : undefined)
      .then((r) => r.data.list),
  send: (index: number, message: string) =>
    api.post<Data<ChatMessage>>(`${base(index)}/chat`, { message }).then((r) => r.data),
  removeChat: (index: number, id: number) => api.delete(`${base(index)}/chat/${id}`),
  raiseHand: (index: number) =>
    api
      .post<Data<{ list: Reaction[] }>>(`${base(index)}/reaction`, { type: 'hand' })
      .then((r) => r.data.list),
  lowerHand: (index: number, userObjectId?: number) =>
    api
      .delete<Data<{ list: Reaction[] }>>(
        `${base(index)}/reaction${userObjectId ? `?userObjectId=${userObjectId}` : ''}`,
      )
      .then((r) => r.data.list),
  /** A host's device mode for the class (locks, and whether learners enter with devices on). */
  deviceMode: (index: number, mode: Partial<DeviceMode>) =>
    api.put<Data<DeviceMode>>(`${base(index)}/device-mode`, mode).then((r) => r.data),
  /** The caller's own microphone or camera (a lock refuses turning on: `mic_locked`, `video_locked`). */
  myDevices: (index: number, devices: { useAudio?: boolean; useVideo?: boolean }) =>
    api.put(`${base(index)}/device-mode`, { ...devices, self: true }),
  /** A host starts or stops sharing their screen; answers the screen feed id to publish under (null once stopped). */
  screen: (index: number, on: boolean) =>
    api
      .put<Data<{ self: { screenFeedId: number | null } }>>(`${base(index)}/device-mode`, {
        useScreen: on,
        self: true,
      })
      .then((r) => r.data.self.screenFeedId),
  mute: (index: number, objectId: number) => api.post(`${base(index)}/users/${objectId}/mute`),
  kick: (index: number, objectId: number) => api.post(`${base(index)}/users/${objectId}/kick`),
  mainUser: (index: number, mainUser: number | null) =>
    api.put<Data<{ mainUser: number | null }>>(`${base(index)}/main-user`, { mainUser }).then((r) => r.data),
};
