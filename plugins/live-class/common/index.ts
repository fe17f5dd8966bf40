// Shared by the server and the web half: the input rules both check, the API's shapes, the messages.
import { z } from 'zod';

export { liveClassMessages } from './messages.ts';

/** A class's status: scheduled, running, over. It only moves forward. */
export const meetingStatuses = ['wait', 'live', 'ended'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

/** Learners a room takes at most (hosts come on top), and its default (spec: 24). */
export const maxLearners = 24;

/** The longest chat message, in characters. */
export const chatMaxLength = 1000;

/** A class's name: 1–60 characters. */
export const meetingName = z
  .string()
  .trim()
  .min(1, 'live-class.validation.name')
  .max(60, 'live-class.validation.name');

/** What a host fills in to schedule a class. `lectureIndex` null: the whole channel (admins only). */
export const meetingInput = z.object({
  name: meetingName,
  lectureIndex: z.number().int().positive().max(2_147_483_647).nullable(),
  useRecord: z.boolean().default(false),
  startAt: z.iso.datetime({ offset: true, error: 'live-class.validation.start_at' }),
  durationMinutes: z
    .number()
    .int()
    .min(10, 'live-class.validation.duration')
    .max(300, 'live-class.validation.duration')
    .default(60),
  maxUserCount: z
    .number()
    .int()
    .min(1, 'live-class.validation.max_user_count')
    .max(maxLearners, 'live-class.validation.max_user_count')
    .default(maxLearners),
});
export type MeetingInput = z.input<typeof meetingInput>;

/** What a host may change before the class starts (the lecture stays); what is left out stays as it is. */
export const meetingUpdate = z.object({
  name: meetingName.optional(),
  useRecord: z.boolean().optional(),
  startAt: meetingInput.shape.startAt.optional(),
  durationMinutes: meetingInput.shape.durationMinutes.unwrap().optional(),
  maxUserCount: meetingInput.shape.maxUserCount.unwrap().optional(),
});

/** `PUT /api/live/{meetingIndex}/name`. */
export const nameInput = z.object({ name: meetingName });

/** A chat message as a participant writes it. */
export const chatInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'live-class.validation.chat')
    .max(chatMaxLength, 'live-class.validation.chat'),
});

/**
 * `PUT /api/live/{meetingIndex}/device-mode`; what is left out stays. A host sets the class's
 * mode: `useAudio`/`useVideo` whether learners enter with microphone/camera on, the locks whether
 * learners may turn them on at all. Anyone sets `useAudio`/`useVideo` of their own devices with
 * `self: true` (a locked learner's turning on is refused with `mic_locked`/`video_locked`).
 */
export const deviceModeInput = z
  .object({
    useAudio: z.boolean().optional(),
    useVideo: z.boolean().optional(),
    useMicLocked: z.boolean().optional(),
    useVideoLocked: z.boolean().optional(),
    /** With self: a host starts (true) or stops (false) sharing their screen. */
    useScreen: z.boolean().optional(),
    self: z.boolean().default(false),
  })
  .strict();

/** The class's device mode. */
export interface DeviceMode {
  useAudio: boolean;
  useVideo: boolean;
  useMicLocked: boolean;
  useVideoLocked: boolean;
}

/** `PUT /api/live/{meetingIndex}/main-user`: the attendee in the spotlight, or null. */
export const mainUserInput = z.object({
  mainUser: z.number().int().positive().max(2_147_483_647).nullable(),
});

/** Who someone is in a class: the host who made it, another host, or a learner. */
export type UserType = 'creator' | 'manager' | 'attendee';

/** A class as the API answers it. */
export interface Meeting {
  index: number;
  name: string;
  useRecord: boolean;
  creatorId: number | null;
  /** The room's address (it grants nothing by itself). */
  shareLink: string;
  status: MeetingStatus;
  /** The class's opaque id, the same for everyone in it. */
  meetingId: string;
  /** The caller's own camera feed id in the room, once they joined; else null. */
  attendeeId: number | null;
  currentUserCount: number;
  maxUserCount: number;
  /** The lecture it belongs to, or null for the whole channel. */
  lectureIndex: number | null;
  lectureName: string | null;
  /** ISO time. */
  startAt: string;
  durationMinutes: number;
  startedAt: string | null;
  endedAt: string | null;
  /** What the caller is in it: a host ('creator' or 'manager') or a learner ('attendee'). */
  userType: UserType;
  deviceMode: DeviceMode;
  /** The user in the spotlight (their objectId), or null. */
  mainUser: number | null;
  /** The class's recording: 'recording' while Janus records it, then 'processing' (progress %) → 'ready' | 'failed'. */
  recording: RecordingSummary;
}

/** Where a class's recording is: none, being recorded, being made into its video, playable, or failed for good. */
export const recordingStates = ['none', 'recording', 'processing', 'ready', 'failed'] as const;
export type RecordingState = (typeof recordingStates)[number];

/** `recording { state, progress }` of a class (progress 0–100 while processing). */
export interface RecordingSummary {
  state: RecordingState;
  progress: number;
}

/** `PUT /api/live/{meetingIndex}/recording`: a host starts (true) or stops (false) recording. */
export const recordingInput = z.object({ recording: z.boolean() }).strict();

/** One moment of a recorded class on the recording's clock (seconds from its start). */
export interface TimelineEvent {
  at: number;
  type: 'chat' | 'hand' | 'join' | 'leave';
  userObjectId: number | null;
  name: string;
  /** The chat message (type 'chat'). */
  message?: string;
}

/** `GET /api/live/{meetingIndex}/recording/timeline`. */
export interface RecordingTimeline {
  recording: RecordingSummary;
  /** The recording's length in seconds, once ready. */
  durationS: number | null;
  /** When the recording started (ISO), or null. */
  startedAt: string | null;
  events: TimelineEvent[];
}

/** What joining answers: everything the browser needs to enter the room. */
export interface JoinInfo {
  meeting: Meeting;
  janus: { wsUrl: string | null; room: number; pin: string; token: string | null };
  /** The publisher ids core gave the caller: their camera, and a host's screen. */
  feedIds: { camera: number; screen: number | null };
  userType: UserType;
  /** The caller's own microphone and camera as they enter (a learner's first follow the class's device mode). */
  devices: { useAudio: boolean; useVideo: boolean };
}

/** Someone in the class. */
export interface LiveUser {
  /** The user's id. */
  objectId: number;
  name: string;
  userType: UserType;
  attendeeId: number;
  /** A host's screen feed id while they share their screen (its tile shows under it), else null. */
  screenFeedId: number | null;
  present: boolean;
  /** When they raised their hand, or null. */
  handRaisedAt: string | null;
  /** Their microphone and camera are on (as far as the class lets them). */
  useAudio: boolean;
  useVideo: boolean;
  /** A host removed them: they cannot come back. */
  kicked: boolean;
}

/** A chat message. */
export interface ChatMessage {
  id: number;
  userObjectId: number | null;
  name: string;
  message: string;
  /** ISO time. */
  createdAt: string;
}

/** A raised hand, in the queue in raise order. */
export interface Reaction {
  userObjectId: number;
  name: string;
  type: 'hand';
  raisedAt: string;
}

/** One person's presence in a class. */
export interface AttendanceRow {
  userObjectId: number;
  name: string;
  userType: UserType;
  firstJoinedAt: string | null;
  lastLeftAt: string | null;
  minutesPresent: number;
  /** Minutes present over the class's length, 0–100. */
  sharePercent: number;
}

/** Realtime events on `live:{meetingIndex}`. */
export const liveEvents = {
  status: 'live.status',
  users: 'live.users',
  chat: 'live.chat',
  chatDeleted: 'live.chat-deleted',
  hands: 'live.hands',
  name: 'live.name',
  deviceMode: 'live.device-mode',
  mainUser: 'live.main-user',
  kicked: 'live.kicked',
  recording: 'live.recording',
} as const;

/** The realtime topic of a class. */
export const liveTopic = (meetingIndex: number): string => `live:${meetingIndex}`;
