import type { AiAvailability } from './availability.ts';
import type { AiUsage, ReviewReason } from './api.ts';
import type { ChannelAiSettings, EffectiveAiSettings, Guardrail, LectureAiSettings } from './settings.ts';

/** What the panel and the admin screen read: the `{ data }` of the `{ai}` JSON routes. */

/** The provider as the admin and the panel see it (never its key). */
export interface AiProviderStatus {
  name: 'openai' | 'anthropic' | 'demo' | 'off';
  configured: boolean;
  /** The demo model ("데모 모델" badge). */
  demo: boolean;
  /** The provider refused the key on its last call (401). */
  keyRefused: boolean;
  /** When the provider refused the key (ISO time; cleared by its next answer), else null. */
  keyRefusedAt?: string | null;
  model: string | null;
}

/**
 * `GET /api/{ai}/settings` (`indexes[lecture]`, `indexes[lesson]`, `indexes[quiz]?`): what applies
 * to the caller in that lesson. Without indexes only `provider` and, for the channel's admin,
 * `channel` are filled.
 */
export interface AiSettingsView {
  provider: AiProviderStatus;
  effective: EffectiveAiSettings | null;
  availability: AiAvailability | null;
  policyAccepted: boolean;
  /** The caller edits the lecture (no quota). */
  editor: boolean;
  usage: AiUsage | null;
  /** The channel's settings, for its admin only. */
  channel: ChannelAiSettings | null;
  /** Days the questions and answers are kept (`ai.retentionDays`), for the policy. */
  retentionDays?: number;
}

/** `GET /api/{ai}/lectures/{lectureIndex}/settings`. */
export interface LectureSettingsView {
  settings: LectureAiSettings;
  /** What the lecture may narrow. */
  channel: ChannelAiSettings;
}

/** The actions of the register. */
export type AiAction = 'code_explanation' | 'code_solution' | 'chat' | 'qna';

/** One earlier answer (`GET /api/{ai}/history?indexes[lecture]=…&indexes[lesson]=…`). */
export interface AiHistoryItem {
  responseId: string;
  action: AiAction;
  conversationId: string | null;
  prompt: string;
  answer: string;
  status: string;
  createdAt: string;
  review: { id: number; score: 0 | 1; reviewSelection: ReviewReason[]; reviewComment: string } | null;
}

/** One row of the report: a lecture and action (`GET /api/{ai}/report?from=&to=[&format=csv]`). */
export interface AiReportRow {
  lectureIndex: number | null;
  lectureTitle: string;
  action: AiAction;
  calls: number;
  learners: number;
  tokens: number;
  failures: number;
  /** Helpful ratings in all ratings, 0–100; null without ratings. */
  helpfulPercent: number | null;
  reasons: Partial<Record<ReviewReason, number>>;
}

/** One day of the report (Asia/Seoul days, `YYYY-MM-DD`). */
export interface AiReportDay {
  day: string;
  calls: number;
  tokens: number;
  failures: number;
}

/**
 * Where learners get stuck: fix requests (code solution) about one verdict in one lesson, most
 * learners first ("14 learners, RUNTIME_ERROR, lesson 5").
 */
export interface AiStuckRow {
  lectureIndex: number;
  lectureTitle: string;
  lessonIndex: number;
  lessonTitle: string;
  /** The learner-visible verdict the requests were about (RUNTIME_ERROR, WRONG…). */
  verdict: string;
  learners: number;
  calls: number;
  tokens: number;
  /** Helpful ratings in all ratings, 0–100; null without ratings. */
  helpfulPercent: number | null;
}

/** `GET /api/{ai}/report`. */
export interface AiReport {
  from: string;
  to: string;
  rows: AiReportRow[];
  days: AiReportDay[];
  /** Where learners get stuck, most learners first (at most 50). */
  stuck: AiStuckRow[];
}

/** One call of the register (`GET /api/{ai}/register?page=&pageSize=&lecture=&action=&status=&from=&to=`). */
export interface AiRegisterRow {
  responseId: string;
  createdAt: string;
  userName: string;
  lectureIndex: number | null;
  lectureTitle: string;
  lessonIndex: number | null;
  action: AiAction;
  guardrail: Guardrail;
  status: string;
  tokens: number;
  tokensEstimated: boolean;
  firstTokenMs: number | null;
  durationMs: number | null;
  charged: boolean;
  question: string | null;
  answer: string | null;
}

/** A page of the register. */
export interface AiRegisterPage {
  list: AiRegisterRow[];
  total: number;
  page: number;
  pageSize: number;
}
