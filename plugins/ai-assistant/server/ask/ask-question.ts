import { randomUUID } from 'node:crypto';
import { AppError, type RequestContext } from '@seodang/sdk';
import { maxCodeLength, maxPromptLength, type AiIndexes } from '../../common/api.ts';
import { sufficiencyPrompt, systemPrompt } from '../../common/prompts/system-prompts.ts';
import type { AiAction } from '../../common/views.ts';
import { askMessages, contextMessage } from '../prompts/ask-context.ts';
import { trimHistory } from '../providers/tokens.ts';
import type { AiMessage, AiProvider } from '../providers/provider.ts';
import { burstLimits } from '../quota/bursts.ts';
import { release, usageOf, type QuotaKey } from '../quota/usage.ts';
import { reserveAndRegister } from '../quota/reserve-and-register.ts';
import { registerCall, type CallStart } from '../register/ai-calls.ts';
import { aiLessonState, type LessonStateDeps } from '../settings/lesson-state.ts';
import { assertFeature } from './ask-gate.ts';
import { conversationTurns } from './conversation.ts';
import { runAnswer, type AnswerRun } from './run-answer.ts';
import { assistRunRef } from '@seodang/plugin-workspace/assist-run';
import type { AssistContext } from '@seodang/plugin-workspace/assist-context';
import type { Guardrail } from '../../common/settings.ts';

/** How many tokens of earlier chat turns a question carries at most. */
const historyBudgetTokens = 3_000;

/** What the routes hand over: the deployment's model and configuration, this instance's settings reader. */
export interface AskDeps extends LessonStateDeps {
  provider: AiProvider | null;
}

/** One question as the routes take it. */
export interface Question {
  action: AiAction;
  prompt: string;
  indexes: AiIndexes;
  codeLanguage?: string;
  conversationId?: string;
}

/**
 * Under `fixes`, a code solution's proposed program is checked on the quiz's shown tests through
 * the workspace's `workspace.assist-run` (never its hidden tests; not a submission).
 */
function fixCheckOf(
  rc: RequestContext,
  guardrail: Guardrail,
  action: Question['action'],
  quiz: AssistContext | null,
  at: { lectureIndex: number; lessonIndex: number },
): AnswerRun['fixCheck'] {
  const runner = rc.optionalService(assistRunRef);
  if (guardrail !== 'fixes' || action !== 'code_solution' || !runner || !rc.user) return null;
  if (!quiz?.language || !quiz.shownTests.length) return null;
  const viewer = { userId: rc.user.id, channelId: rc.channel?.index ?? null };
  const language = quiz.language;
  return {
    language,
    runShown: (code) => runner.runShown(viewer, { ...at, quizIndex: quiz.quizIndex }, code),
  };
}

/** 400 for an empty question, 400 `ai_prompt_too_long` past 2,000 characters. */
export function checkPrompt(prompt: string): string {
  const text = prompt.trim();
  if (!text) throw new AppError(400, 'validation', 'ai.prompt_empty');
  if (text.length > maxPromptLength)
    throw new AppError(400, 'ai_prompt_too_long', 'ai.error.ai_prompt_too_long');
  return text;
}

export const sufficiencyOn = (config: Readonly<Record<string, unknown>>) =>
  (config.ai as { sufficiencyCheck?: unknown } | undefined)?.sufficiencyCheck !== false;

/**
 * Answers a question, in the order: input (400/413/404), the exam guard (403, registered), §4
 * availability and the policy (403 with the reason), the burst limits (429) and the one open
 * stream (409), the quota (429, registered), then the streamed answer (see `runAnswer`).
 */
export async function askQuestion(rc: RequestContext, deps: AskDeps, q: Question): Promise<void> {
  const startedAt = Date.now();
  const user = rc.requireUser();
  const question = checkPrompt(q.prompt);
  // The quota's reservation below gives the count: the state need not read it.
  const state = await aiLessonState(rc, deps, q.indexes, undefined, { withUsage: false });
  const { lesson, quiz, settings, exam } = state;
  const code = q.action === 'code_explanation' || q.action === 'code_solution' ? (quiz?.code ?? null) : null;
  if (code !== null && code.length > maxCodeLength)
    throw new AppError(413, 'ai_code_too_large', 'ai.error.ai_code_too_large');

  const responseId = randomUUID();
  const call: CallStart = {
    responseId,
    userId: user.id,
    channelId: rc.channel?.index ?? null,
    lectureIndex: lesson.lectureIndex,
    lessonIndex: lesson.lessonIndex,
    quizIndex: quiz?.quizIndex ?? null,
    action: q.action,
    conversationId: q.action === 'chat' ? (q.conversationId ?? responseId) : null,
    provider: deps.provider?.name ?? 'off',
    model: deps.provider?.model ?? '',
    guardrail: null,
    locale: rc.locale,
    verdict: quiz?.lastResult?.verdict ?? null,
    question,
  };
  if (exam || quiz?.examMode) {
    await registerCall(
      rc.db,
      { ...call, examIndex: exam?.examIndex ?? null },
      { status: 'refused_exam', charged: false, durationMs: Date.now() - startedAt },
    );
    throw new AppError(403, 'ai_exam_in_progress', 'ai.error.ai_exam_in_progress');
  }
  assertFeature(state.availability, q.action);
  const provider = deps.provider;
  if (!provider) throw new AppError(503, 'ai_unavailable', 'ai.error.ai_unavailable');
  call.guardrail = settings.guardrail;

  const lease = await burstLimits().admit(rc, user.id);
  let handedOver = false;
  try {
    const key: QuotaKey = {
      userId: user.id,
      lectureIndex: lesson.lectureIndex,
      lessonIndex: lesson.lessonIndex,
    };
    const now = new Date();
    // A learner's unit and the call's row in one statement (a refusal registers itself); an
    // editor spends none, and `runAnswer` writes the row while the model is asked.
    const reservation = state.exempt
      ? null
      : await reserveAndRegister(rc.db, key, {
          usageLimit: settings.usageLimit,
          now,
          call,
          durationMs: Date.now() - startedAt,
        });

    const context = contextMessage({
      lessonTitle: lesson.lessonTitle,
      lessonText: lesson.text,
      statement: quiz?.statement ?? null,
      code,
      // The saved answer's language first: the browser's word only labels code it never sent.
      codeLanguage: quiz?.language ?? q.codeLanguage ?? null,
      verdict: quiz?.lastResult && code !== null ? quiz.lastResult : null,
    });
    const history: AiMessage[] =
      q.action === 'chat' && q.conversationId
        ? trimHistory(await conversationTurns(rc.db, user.id, q.conversationId), historyBudgetTokens)
        : [];
    const messages = askMessages(context, history, question);
    let released = false;
    handedOver = true;
    await runAnswer(rc, {
      provider,
      call,
      callRegistered: reservation !== null,
      system: systemPrompt(rc.locale, settings.guardrail, q.action),
      messages,
      // The check sees the chat's earlier turns too: a follow-up leans on them.
      sufficiency: sufficiencyOn(deps.config) ? { system: sufficiencyPrompt(rc.locale), messages } : null,
      guardrail: settings.guardrail,
      learnerCode: code,
      locale: rc.locale,
      usage: reservation?.usage ?? null,
      async releaseUnit() {
        if (!reservation) return null;
        if (!released) await release(rc.db, key, reservation.period);
        released = true;
        return usageOf(rc.db, key, settings.usageLimit, now);
      },
      releaseLease: () => lease.release(),
      startedAt,
      fixCheck: fixCheckOf(rc, settings.guardrail, q.action, quiz, {
        lectureIndex: lesson.lectureIndex,
        lessonIndex: lesson.lessonIndex,
      }),
    });
  } finally {
    if (!handedOver) await lease.release();
  }
}
