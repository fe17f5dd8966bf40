import type { Knex } from '@seodang/sdk';
import type { PromptAction } from '../../common/prompts/system-prompts.ts';

/** How a call ended (`ai_calls.status`); `streaming` while it runs. */
export type CallStatus =
  | 'streaming'
  | 'ok'
  | 'cancelled'
  | 'provider_error'
  | 'rate_limited'
  | 'timeout'
  | 'truncated'
  | 'content_filter'
  | 'insufficient'
  | 'refused_exam'
  | 'refused_quota';

/** Who asked what, where: the row's fields known when the call starts. */
export interface CallStart {
  responseId: string;
  userId: number;
  channelId: number | null;
  lectureIndex: number | null;
  lessonIndex: number | null;
  quizIndex: number | null;
  examIndex?: number | null;
  action: PromptAction;
  conversationId: string | null;
  provider: string;
  model: string;
  guardrail: string | null;
  locale: string;
  verdict: string | null;
  question: string;
}

/** How it ended. */
export interface CallEnd {
  status: Exclude<CallStatus, 'streaming'>;
  inputTokens?: number;
  outputTokens?: number;
  tokensEstimated?: boolean;
  firstTokenMs?: number | null;
  durationMs: number;
  charged: boolean;
  withheld?: boolean;
  answer?: string | null;
}

/** The columns of a call known when it starts. */
export const startRow = (s: CallStart) => ({
  response_id: s.responseId,
  user_id: s.userId,
  channel_id: s.channelId,
  lecture_index: s.lectureIndex,
  lesson_index: s.lessonIndex,
  quiz_index: s.quizIndex,
  exam_index: s.examIndex ?? null,
  action: s.action,
  conversation_id: s.conversationId,
  provider: s.provider,
  model: s.model.slice(0, 100),
  guardrail: s.guardrail,
  locale: s.locale,
  verdict: s.verdict?.slice(0, 30) ?? null,
  question: s.question,
});

const endRow = (e: CallEnd) => ({
  status: e.status,
  input_tokens: e.inputTokens ?? 0,
  output_tokens: e.outputTokens ?? 0,
  tokens_estimated: e.tokensEstimated ?? false,
  first_token_ms: e.firstTokenMs ?? null,
  duration_ms: e.durationMs,
  charged: e.charged,
  withheld: e.withheld ?? false,
  answer: e.answer ?? null,
});

/** Registers a call as it starts (`streaming`), so a crash mid-answer still leaves a row. */
export async function openCall(db: Knex, start: CallStart): Promise<void> {
  await db('ai_calls').insert({ ...startRow(start), status: 'streaming' });
}

/** Records how a started call ended. */
export async function closeCall(db: Knex, responseId: string, end: CallEnd): Promise<void> {
  await db('ai_calls').where({ response_id: responseId }).update(endRow(end));
}

/** Registers a call that ended before it started (refused in an exam, over the quota). */
export async function registerCall(db: Knex, start: CallStart, end: CallEnd): Promise<void> {
  await db('ai_calls').insert({ ...startRow(start), ...endRow(end) });
}
