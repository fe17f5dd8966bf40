import { z } from 'zod';
import { idSchema, optionalIdSchema } from '@seodang/sdk/common';
import { LanguageValue } from '@seodang/judge/protocol';

/** The longest question a learner may type (400 `ai_prompt_too_long`). */
export const maxPromptLength = 2_000;
/** The largest code the assistant reads (413 `ai_code_too_large`). */
export const maxCodeLength = 20_000;
/** The longest review comment. */
export const maxReviewComment = 1_000;

/** The default of `ai.segment`: the brand word in `/api/{ai}/…`. */
export const defaultAiSegment = 'seodang-ai';

/** The indexes of §7: which lecture, lesson and (optional) quiz the question is about. */
export const AiIndexes = z.object({
  lecture: idSchema,
  lesson: idSchema,
  quiz: optionalIdSchema,
  submission: optionalIdSchema,
});
/** The indexes. */
export type AiIndexes = z.infer<typeof AiIndexes>;

/** `GET /api/{ai}/usage?indexes[lecture]=…&indexes[lesson]=…`. */
export const UsageQuery = z.object({ indexes: z.object({ lecture: idSchema, lesson: idSchema }) });

/** `GET /api/{ai}/usage` → `data`. */
export interface AiUsage {
  currentUsage: number;
  usageLimit: number;
  /** ISO time of the next reset (00:00 Asia/Seoul). */
  resetsAt: string;
}

const prompt = z
  .string()
  .trim()
  .min(1, { message: 'ai.prompt_empty' })
  .max(maxPromptLength, { message: 'ai.prompt_too_long' });

/** `POST /api/{ai}/code-explanation` and `/code-solution` (§7). The code is read on the server. */
export const CodeAskBody = z.object({ prompt, indexes: AiIndexes, codeLanguage: LanguageValue });
/** The body of a code question. */
export type CodeAskBody = z.infer<typeof CodeAskBody>;

/** `POST /api/{ai}/content-question`: chat keeps the conversation, Q&A answers one question. */
export const ContentQuestionBody = z.object({
  prompt,
  indexes: AiIndexes,
  mode: z.enum(['chat', 'qna']),
  /** The chat conversation to continue (absent: a new chat). */
  conversationId: z.string().uuid().optional(),
});
/** The body of a content question. */
export type ContentQuestionBody = z.infer<typeof ContentQuestionBody>;

/** The fixed reasons a learner may give with a rating. */
export const ReviewReason = z.enum([
  'wrong',
  'unclear',
  'too_much',
  'too_little',
  'off_topic',
  'helpful_hint',
]);
/** A review reason. */
export type ReviewReason = z.infer<typeof ReviewReason>;

/** `PUT /api/{ai}/review` (§7; score 1 helpful, 0 not; default 1 per §9). */
export const ReviewBody = z.object({
  responseId: z.string().uuid(),
  score: z.union([z.literal(0), z.literal(1)]).default(1),
  userId: idSchema,
  userName: z.string().max(200).optional(),
});

/** `PATCH /api/{ai}/review/{id}`. */
export const ReviewPatchBody = z.object({
  reviewSelection: z.array(ReviewReason).max(6),
  reviewComment: z.string().max(maxReviewComment).default(''),
});

/** Why a stream ended (the `done` event). */
export type FinishReason = 'stop' | 'length' | 'content_filter' | 'cancelled';

/** The events of a streamed answer (`text/event-stream`, one JSON object per event). */
export type AiStreamEvent =
  | { event: 'meta'; data: { responseId: string; usage: AiUsage | null; demo: boolean } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { finishReason: FinishReason; usage: AiUsage | null; withheld: boolean } }
  | { event: 'insufficient'; data: { missing: string } }
  /** Under `fixes`: the proposed program run on the quiz's shown tests (never hidden ones), after `done`. */
  | { event: 'check'; data: { passed: number; total: number } }
  | { event: 'error'; data: { code: string; message: string } };

/** The error codes of the `{ai}` routes (messages in `messages.ts`, ko/en/ja). */
export const aiErrorCodes = [
  'ai_unavailable',
  'ai_disabled',
  'ai_exam_in_progress',
  'ai_usage_exceeded',
  'ai_prompt_too_long',
  'ai_code_too_large',
  'ai_stream_open',
  'ai_rate_limited',
  'ai_busy',
  'ai_provider_error',
  'ai_policy_required',
  'ai_review_forbidden',
] as const;
/** An error code of the assistant. */
export type AiErrorCode = (typeof aiErrorCodes)[number];
