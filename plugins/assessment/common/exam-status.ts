/**
 * The examinee exam status of spec §4 "Examinee exam status": the status keys, the derived
 * display status and the update rules. One module, used by the server (what it stores and
 * publishes) and by the web (what the control room shows), so the two can never disagree.
 */

/** Exam status of an examinee as the control room names it. */
export type ExamStatus = 'ENTERED' | 'IN_WAITING_ROOM' | 'FINISHED' | 'NEVER_ENTERED' | 'BROWSER_LEAVED';

/** Supervisor-view keys (camelCase) → control-room keys. */
export const examStatusKeys = {
  neverEntered: 'NEVER_ENTERED',
  inWaitingRoom: 'IN_WAITING_ROOM',
  entered: 'ENTERED',
  finished: 'FINISHED',
  browserLeaved: 'BROWSER_LEAVED',
} as const satisfies Record<string, ExamStatus>;

/** Every exam status. */
export const examStatuses: readonly ExamStatus[] = Object.values(examStatusKeys);

/** Whether every required device is connected. */
export type VideoStatus = 'ALL_DEVICE_CONNECTED' | 'NOT_ALL_DEVICE_CONNECTED';

/** Supervisor-view video keys → control-room keys. */
export const videoStatusKeys = {
  allDeviceConnected: 'ALL_DEVICE_CONNECTED',
  notAllDeviceConnected: 'NOT_ALL_DEVICE_CONNECTED',
} as const satisfies Record<string, VideoStatus>;

/** The video status when none is given. */
export const defaultVideoStatus: VideoStatus = 'NOT_ALL_DEVICE_CONNECTED';

/** The detailed status a supervisor sees. */
export type DisplayStatus =
  | 'NEVER_ENTERED_EXAM_ROOM'
  | 'IN_WAITING_ROOM'
  | 'TAKING_EXAM'
  | 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE'
  | 'FINISHED_EXAM'
  | 'EXAM_BROWSER_LEAVED';

/** Display statuses in the spec's three groups, in order. */
export const displayStatusGroups = {
  beforeEntering: ['NEVER_ENTERED_EXAM_ROOM', 'IN_WAITING_ROOM'],
  entered: ['TAKING_EXAM', 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE'],
  exited: ['FINISHED_EXAM', 'EXAM_BROWSER_LEAVED'],
} as const satisfies Record<string, readonly DisplayStatus[]>;

/** Every display status, in the spec's order; also the control room's default filter set. */
export const displayStatuses: readonly DisplayStatus[] = [
  ...displayStatusGroups.beforeEntering,
  ...displayStatusGroups.entered,
  ...displayStatusGroups.exited,
];

/** The camelCase label key of each display status (spec wording: neverEnteredExamRoom …). */
export const displayStatusLabelKeys: Record<DisplayStatus, string> = {
  NEVER_ENTERED_EXAM_ROOM: 'neverEnteredExamRoom',
  IN_WAITING_ROOM: 'inWaitingRoom',
  TAKING_EXAM: 'takingExam',
  TAKING_EXAM_BUT_VIDEO_UNAVAILABLE: 'takingExamButVideoUnavailable',
  FINISHED_EXAM: 'finishedExam',
  EXAM_BROWSER_LEAVED: 'examBrowserLeaved',
};

/** Shown as a warning rather than a normal state. */
export const isWarningStatus = (s: DisplayStatus) => s === 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE';

/** The derivation table of §4; anything unknown counts as never entered. */
export function deriveDisplayStatus(
  examStatus: string | null | undefined,
  videoStatus: string | null | undefined = defaultVideoStatus,
): DisplayStatus {
  switch (examStatus) {
    case 'ENTERED':
      return videoStatus === 'ALL_DEVICE_CONNECTED' ? 'TAKING_EXAM' : 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE';
    case 'IN_WAITING_ROOM':
      return 'IN_WAITING_ROOM';
    case 'FINISHED':
      return 'FINISHED_EXAM';
    case 'BROWSER_LEAVED':
      return 'EXAM_BROWSER_LEAVED';
    default:
      return 'NEVER_ENTERED_EXAM_ROOM';
  }
}

/** Access history types of §4. */
export type AccessHistoryType = 'EXAM_ENTER' | 'EXAM_REENTER' | 'EXAM_FINISHED' | 'EXAM_LEAVE';

/** Every access history type. */
export const accessHistoryTypes: readonly AccessHistoryType[] = [
  'EXAM_ENTER',
  'EXAM_REENTER',
  'EXAM_FINISHED',
  'EXAM_LEAVE',
];

/** The part of a supervised user the status rules touch. */
export interface ExamineeStatusState {
  examStatus: ExamStatus;
  videoStatus: VideoStatus;
  /** The derived display status. */
  status: DisplayStatus;
  enteredExamAtLeastOnce: boolean;
  currentWaitingStep: string | null;
  /** ISO time of the last EXAM_FINISHED. */
  lastFinishedTime: string | null;
  /** ISO time of the last EXAM_LEAVE. */
  lastExamLeaveTime: string | null;
}

/** One change to an examinee's status, as the server publishes it and the web applies it. */
export type ExamineeStatusUpdate =
  | { kind: 'examStatus'; examStatus: string }
  | { kind: 'videoStatus'; videoStatus: string | null | undefined }
  | { kind: 'waitingStep'; step: string }
  | { kind: 'history'; type: AccessHistoryType; at: string };

/** A user who has never been seen. */
export function initialExamineeStatus(): ExamineeStatusState {
  return {
    examStatus: 'NEVER_ENTERED',
    videoStatus: defaultVideoStatus,
    status: 'NEVER_ENTERED_EXAM_ROOM',
    enteredExamAtLeastOnce: false,
    currentWaitingStep: null,
    lastFinishedTime: null,
    lastExamLeaveTime: null,
  };
}

const asExamStatus = (s: string): ExamStatus =>
  (examStatuses as readonly string[]).includes(s) ? (s as ExamStatus) : 'NEVER_ENTERED';

function withExamStatus<T extends ExamineeStatusState>(state: T, requested: string): T {
  let examStatus = asExamStatus(requested);
  // Someone who was in the exam and is now "never entered" has in fact left the browser.
  if (examStatus === 'NEVER_ENTERED' && state.enteredExamAtLeastOnce) examStatus = 'BROWSER_LEAVED';
  return {
    ...state,
    examStatus,
    enteredExamAtLeastOnce: state.enteredExamAtLeastOnce || examStatus === 'ENTERED',
    currentWaitingStep: examStatus === 'IN_WAITING_ROOM' ? state.currentWaitingStep : null,
    status: deriveDisplayStatus(examStatus, state.videoStatus),
  };
}

/**
 * Applies one update by the rules of §4. EXAM_ENTER and EXAM_REENTER put the user in the exam
 * (ENTERED); EXAM_FINISHED and EXAM_LEAVE set FINISHED / BROWSER_LEAVED and their times.
 */
export function applyStatusUpdate<T extends ExamineeStatusState>(state: T, update: ExamineeStatusUpdate): T {
  switch (update.kind) {
    case 'examStatus':
      return withExamStatus(state, update.examStatus);
    case 'videoStatus': {
      const videoStatus: VideoStatus =
        update.videoStatus === 'ALL_DEVICE_CONNECTED' ? 'ALL_DEVICE_CONNECTED' : defaultVideoStatus;
      return { ...state, videoStatus, status: deriveDisplayStatus(state.examStatus, videoStatus) };
    }
    case 'waitingStep':
      return { ...withExamStatus(state, 'IN_WAITING_ROOM'), currentWaitingStep: update.step };
    case 'history':
      if (update.type === 'EXAM_FINISHED')
        return { ...withExamStatus(state, 'FINISHED'), lastFinishedTime: update.at };
      if (update.type === 'EXAM_LEAVE')
        return { ...withExamStatus(state, 'BROWSER_LEAVED'), lastExamLeaveTime: update.at };
      return withExamStatus(state, 'ENTERED');
  }
}
