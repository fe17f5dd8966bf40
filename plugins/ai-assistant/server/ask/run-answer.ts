import { AppError, sendEventStream, type EventStream, type RequestContext } from '@seodang/sdk';
import type { Locale } from '@seodang/sdk/common';
import type { AiStreamEvent, AiUsage, FinishReason } from '../../common/api.ts';
import { missingMarker } from '../../common/prompts/system-prompts.ts';
import type { Guardrail } from '../../common/settings.ts';
import {
  ProviderError,
  type AiMessage,
  type AiProvider,
  type AiTokenUsage,
  type ProviderFinish,
} from '../providers/provider.ts';
import { GuardrailFilter } from '../guardrail/guardrail-filter.ts';
import { noteKeyAccepted, noteKeyRefused } from '../providers/key-refusal.ts';
import { proposedProgram } from './proposed-program.ts';
import { closeCall, openCall, type CallEnd, type CallStart } from '../register/ai-calls.ts';

/** The longest answer asked of a model, and the longest sufficiency verdict. */
const answerMaxTokens = 1_024;
const sufficiencyMaxTokens = 80;

/** One streamed answer, ready to run: the gates are passed and a unit is reserved (unless exempt). */
export interface AnswerRun {
  provider: AiProvider;
  call: CallStart;
  /** The call's row is written already (with the quota's reservation); else it is written here. */
  callRegistered?: boolean;
  system: string;
  messages: AiMessage[];
  /** The short check first (null: skipped). */
  sufficiency: { system: string; messages: AiMessage[] } | null;
  guardrail: Guardrail;
  learnerCode: string | null;
  locale: Locale;
  /** The learner's count after the reservation (null: an editor, who spends none). */
  usage: AiUsage | null;
  /** Gives the reserved unit back (provider failure before the first token, insufficient, early Stop). */
  releaseUnit(): Promise<AiUsage | null>;
  /** Ends the caller's one open stream. */
  releaseLease(): Promise<void>;
  /** Told once the call is registered as ended (an AI exam tells its supervisors). */
  onEnd?(end: { status: CallEnd['status']; answer: string | null }): Promise<void>;
  startedAt: number;
  /**
   * Under `fixes`, a code solution's proposed program (a block in the quiz's language) is run on
   * the quiz's shown tests after the answer (null: no check).
   */
  fixCheck?: {
    language: string;
    runShown(code: string): Promise<{ passed: number; total: number } | null>;
  } | null;
}
type Send = <E extends AiStreamEvent>(event: E['event'], data: E['data']) => boolean;

const statusOfFinish: Record<ProviderFinish, CallEnd['status']> = {
  stop: 'ok',
  length: 'truncated',
  content_filter: 'content_filter',
};

function statusOfError(error: ProviderError): CallEnd['status'] {
  if (error.kind === 'rate_limited') return 'rate_limited';
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'aborted') return 'cancelled';
  return 'provider_error';
}

/** The §8 error before the answer started: 502, or 503 `ai_busy` with Retry-After for an upstream 429. */
function errorBeforeAnswer(rc: RequestContext, error: ProviderError): AppError {
  if (error.kind === 'rate_limited') {
    rc.header('Retry-After', String(error.retryAfter ?? 30));
    return new AppError(503, 'ai_busy', 'ai.error.ai_busy');
  }
  return new AppError(502, 'ai_provider_error', 'ai.error.ai_provider_error');
}

/** Reads a whole short answer (the sufficiency check). */
async function collect(
  provider: AiProvider,
  request: { system: string; messages: AiMessage[] },
  signal: AbortSignal,
): Promise<{ text: string; usage: AiTokenUsage | null }> {
  let text = '';
  let usage: AiTokenUsage | null = null;
  for await (const chunk of provider.stream({ ...request, maxTokens: sufficiencyMaxTokens, signal })) {
    if (chunk.type === 'delta') text += chunk.text;
    else usage = chunk.usage;
  }
  return { text: text.trim(), usage };
}

const asProviderError = (error: unknown, signal: AbortSignal): ProviderError =>
  error instanceof ProviderError
    ? error
    : signal.aborted
      ? new ProviderError('aborted', 'the client left')
      : new ProviderError('unavailable', error instanceof Error ? error.message : String(error));

/**
 * Runs a gated question as a Server-Sent Events answer: the sufficiency check, then `meta`, the
 * guardrail-filtered `delta`s and `done`, registering the call and keeping or giving back its unit:
 * - a provider failure before the first token is a JSON 502 (503 `ai_busy` for an upstream 429),
 *   the unit given back; after it an `error` event, the unit kept;
 * - the client leaving (Stop) aborts the upstream request: `cancelled`, the unit kept only once a
 *   token came;
 * - an insufficient question gets an `insufficient` event and its unit back.
 */
export async function runAnswer(rc: RequestContext, run: AnswerRun): Promise<void> {
  const tokens = { input: 0, output: 0, estimated: false };
  const addTokens = (u: AiTokenUsage | null) => {
    if (!u) return;
    tokens.input += u.inputTokens;
    tokens.output += u.outputTokens;
    tokens.estimated ||= u.estimated;
  };
  // The row is written while the model is asked (not before): it only has to exist to be closed.
  const opened = run.callRegistered ? Promise.resolve() : openCall(rc.db, run.call);
  opened.catch(() => undefined); // awaited by `end`
  const end = async (e: Omit<CallEnd, 'durationMs' | 'inputTokens' | 'outputTokens' | 'tokensEstimated'>) => {
    const durationMs = Date.now() - run.startedAt;
    await opened;
    await closeCall(rc.db, run.call.responseId, {
      ...e,
      durationMs,
      inputTokens: tokens.input,
      outputTokens: tokens.output,
      tokensEstimated: tokens.estimated,
    });
    await run.onEnd?.({ status: e.status, answer: e.answer ?? null });
  };

  try {
    await sendEventStream(rc, async (stream) => {
      try {
        await answerInto(stream);
      } finally {
        // Before the response ends: the learner may ask again as soon as they read `done`.
        await run.releaseLease();
      }
    });
  } finally {
    await run.releaseLease();
  }

  async function answerInto(stream: EventStream): Promise<void> {
    const send: Send = (event, data) => stream.send(event, data);
    if (run.sufficiency) {
      let verdict: { text: string; usage: AiTokenUsage | null };
      try {
        verdict = await collect(run.provider, run.sufficiency, stream.signal);
      } catch (error) {
        await failBeforeAnswer(rc, run, end, asProviderError(error, stream.signal));
        return;
      }
      addTokens(verdict.usage);
      if (verdict.text.startsWith(missingMarker)) {
        const usage = await run.releaseUnit();
        await end({ status: 'insufficient', charged: false, answer: null });
        await noteKeyAccepted();
        send('meta', { responseId: run.call.responseId, usage, demo: run.provider.demo });
        send('insufficient', { missing: verdict.text.slice(missingMarker.length).trim() });
        return;
      }
    }
    await streamAnswer(rc, run, stream, send, addTokens, end);
  }
}

async function failBeforeAnswer(
  rc: RequestContext,
  run: AnswerRun,
  end: (e: Omit<CallEnd, 'durationMs'>) => Promise<void>,
  error: ProviderError,
): Promise<void> {
  await run.releaseUnit();
  await end({ status: statusOfError(error), charged: false, answer: null });
  if (error.kind === 'auth') await noteKeyRefused();
  if (error.kind === 'aborted') return; // nobody is listening
  rc.log.warn({ kind: error.kind, err: error.message }, 'ai provider failed before the answer');
  throw errorBeforeAnswer(rc, error);
}

async function streamAnswer(
  rc: RequestContext,
  run: AnswerRun,
  stream: EventStream,
  send: Send,
  addTokens: (u: AiTokenUsage | null) => void,
  end: (e: Omit<CallEnd, 'durationMs'>) => Promise<void>,
): Promise<void> {
  const filter = new GuardrailFilter(run.guardrail, run.learnerCode, run.locale);
  let shown = '';
  let firstTokenMs: number | null = null;
  let finish: ProviderFinish | null = null;
  const show = (text: string) => {
    if (!text) return;
    shown += text;
    send('delta', { text });
  };
  try {
    for await (const chunk of run.provider.stream({
      system: run.system,
      messages: run.messages,
      maxTokens: answerMaxTokens,
      signal: stream.signal,
    })) {
      if (firstTokenMs === null) {
        firstTokenMs = Date.now() - run.startedAt;
        send('meta', { responseId: run.call.responseId, usage: run.usage, demo: run.provider.demo });
      }
      if (chunk.type === 'delta') show(filter.push(chunk.text));
      else {
        finish = chunk.finishReason;
        addTokens(chunk.usage);
      }
    }
  } catch (caught) {
    const error = asProviderError(caught, stream.signal);
    if (firstTokenMs === null) return failBeforeAnswer(rc, run, end, error);
    // The learner saw part of an answer: the unit is spent.
    show(filter.end());
    await end({
      status: statusOfError(error),
      charged: run.usage !== null,
      firstTokenMs,
      withheld: filter.withheld,
      answer: shown,
    });
    if (error.kind === 'aborted') return;
    if (error.kind === 'auth') await noteKeyRefused();
    rc.log.warn({ kind: error.kind, err: error.message }, 'ai provider failed during the answer');
    send('error', { code: 'ai_provider_error', message: rc.t('ai.error.ai_provider_error') });
    return;
  }
  if (firstTokenMs === null) {
    firstTokenMs = Date.now() - run.startedAt;
    send('meta', { responseId: run.call.responseId, usage: run.usage, demo: run.provider.demo });
  }
  show(filter.end());
  const finishReason: FinishReason = finish ?? 'stop';
  await end({
    status: statusOfFinish[finish ?? 'stop'],
    charged: run.usage !== null,
    firstTokenMs,
    withheld: filter.withheld,
    answer: shown,
  });
  send('done', { finishReason, usage: run.usage, withheld: filter.withheld });
  await noteKeyAccepted();
  await checkProposedFix(rc, run, shown, send);
}

/** Runs the answer's proposed program on the shown tests and sends `check { passed, total }`. */
async function checkProposedFix(
  rc: RequestContext,
  run: AnswerRun,
  answer: string,
  send: Send,
): Promise<void> {
  if (!run.fixCheck) return;
  const program = proposedProgram(answer, run.fixCheck.language);
  if (!program) return;
  try {
    const check = await run.fixCheck.runShown(program);
    if (check && check.total > 0) send('check', check);
  } catch (error) {
    // The answer stands without its check: the judge being away is no failure of the answer.
    rc.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'ai fix check failed');
  }
}
