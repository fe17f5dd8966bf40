// Shared by the server and the web half: the settings form's rule, the API's shapes, the messages.
import { z } from 'zod';

export { memberSyncMessages } from './messages.ts';

/** The directories a channel can sync its members from. */
export const providers = ['scim', 'kakaoWork'] as const;
export type Provider = (typeof providers)[number];

/** How often a scheduled sync runs ('off': only when an admin runs it). */
export const schedules = ['off', 'hourly', 'daily'] as const;
export type Schedule = (typeof schedules)[number];

/** Where a directory person's department goes in the channel's member profile. */
export const departmentTargets = ['departments', 'corpDept'] as const;
export type DepartmentTarget = (typeof departmentTargets)[number];

/** Share of the channel's members a sync may deactivate before it waits for an admin's review. */
export const reviewThreshold = 0.1;

/**
 * The channel's sync settings as an admin saves them. The token is write-only: left out (or null),
 * the stored one is kept.
 */
export const syncConfigInput = z.object({
  provider: z.enum(providers),
  baseUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s]+$/, 'member-sync.validation.baseUrl')
    // The adapters append their paths (`/Users`, `/v1/users.list`): the result must be an address.
    .refine((v) => URL.canParse(`${v.replace(/\/+$/, '')}/Users`), 'member-sync.validation.baseUrl'),
  token: z.string().trim().min(1, 'member-sync.validation.token').max(2000).nullish(),
  schedule: z.enum(schedules).default('off'),
  departmentTarget: z.enum(departmentTargets).default('departments'),
});
export type SyncConfigInput = z.infer<typeof syncConfigInput>;

/** The settings as the API answers them: never the token, only whether one is stored. */
export interface SyncConfigView {
  provider: Provider;
  baseUrl: string;
  hasToken: boolean;
  schedule: Schedule;
  departmentTarget: DepartmentTarget;
  updatedAt: string;
}

/** What a sync does to one person. */
export const changeKinds = ['add', 'update', 'deactivate', 'reactivate'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** One line of a diff: who, what changes, and the fields before and after. */
export interface SyncChange {
  kind: ChangeKind;
  externalId: string;
  /** The account in Seodang (null: one is created on apply). */
  userId: number | null;
  name: string;
  email: string;
  department: string | null;
  before: { department: string | null } | null;
}

export type ChangeCounts = Record<ChangeKind, number>;

/**
 * A run's state: `preview` waits for an admin to apply it, `review` waits because it would
 * deactivate too many members, `applied` and `failed` are final, `superseded` was replaced by a newer
 * preview before it was applied.
 */
export const runStatuses = ['preview', 'review', 'applied', 'failed', 'superseded'] as const;
export type RunStatus = (typeof runStatuses)[number];

/** Why a run failed (a directory's answer or a limit of the channel). */
export const failureReasons = [
  'unauthorized',
  'rate_limited',
  'server_error',
  'unreachable',
  'bad_response',
  'address_not_allowed',
  'seat_limit',
] as const;
export type FailureReason = (typeof failureReasons)[number];

/** A run as the history lists it. */
export interface SyncRun {
  index: number;
  trigger: 'manual' | 'schedule';
  status: RunStatus;
  counts: ChangeCounts;
  /** Members of the channel when the diff was made (the 10 % rule counts against it). */
  memberCount: number;
  reason: FailureReason | null;
  /** Seconds the directory asked to wait (429). */
  retryAfter: number | null;
  createdAt: string;
  appliedAt: string | null;
}

/** A run with its lines (preview and review runs). */
export interface SyncRunDetail extends SyncRun {
  changes: SyncChange[];
}
