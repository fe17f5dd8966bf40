import { ProviderError, type AiChunk, type AiRequest, type ProviderErrorKind } from './provider.ts';

/** The limits of one streamed answer, in ms (constructor options, so tests can use small ones). */
export interface ProviderTimeouts {
  /** From sending the request to the first text of the answer. */
  firstTokenMs: number;
  /** Between two pieces of text once the answer has started. */
  idleMs: number;
  /** The whole call, retry included. */
  totalMs: number;
  /** The longest `retry-after` we wait for; a longer one fails at once (the learner is waiting). */
  maxRetryWaitMs: number;
  /** The wait before the retry when the provider names none. */
  retryDelayMs: number;
}

export const defaultTimeouts: ProviderTimeouts = {
  firstTokenMs: 20_000,
  idleMs: 30_000,
  totalMs: 120_000,
  maxRetryWaitMs: 10_000,
  retryDelayMs: 500,
};

/** One call to the provider: yields the answer and ends with `finish`, or throws. */
export type ProviderAttempt = (signal: AbortSignal) => AsyncIterable<AiChunk>;

/** Turns an SDK's or the network's error into a {@link ProviderError}. */
export type ErrorMapper = (err: unknown, afterFirstToken: boolean) => ProviderError;

type Stop = 'aborted' | 'first token' | 'idle' | 'total';

const retryableKinds: ReadonlySet<ProviderErrorKind> = new Set(['rate_limited', 'unavailable']);

/**
 * Runs `attempt` under our timeouts and the caller's signal, retrying once (the SDKs' own retries
 * are off) when the provider is busy or down — never once text was yielded, as the learner has
 * already seen it. Every failure is a {@link ProviderError}.
 */
export async function* guardedStream(
  request: AiRequest,
  attempt: ProviderAttempt,
  mapError: ErrorMapper,
  timeouts: ProviderTimeouts,
): AsyncGenerator<AiChunk> {
  const deadline = Date.now() + timeouts.totalMs;
  for (let attemptNo = 0; ; attemptNo++) {
    if (request.signal?.aborted) throw stopError('aborted', false);
    const upstream = new AbortController();
    let stop: Stop | undefined;
    const halt = (why: Stop) => {
      stop ??= why;
      upstream.abort();
    };
    const onCallerAbort = () => halt('aborted');
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const totalTimer = setTimeout(() => halt('total'), Math.max(0, deadline - Date.now()));
    let tokenTimer = setTimeout(() => halt('first token'), timeouts.firstTokenMs);
    let yielded = false;
    try {
      for await (const chunk of attempt(upstream.signal)) {
        if (stop) break;
        if (chunk.type === 'delta') {
          yielded = true;
          clearTimeout(tokenTimer);
          tokenTimer = setTimeout(() => halt('idle'), timeouts.idleMs);
        }
        yield chunk;
        if (chunk.type === 'finish') return;
      }
      throw stop
        ? stopError(stop, yielded)
        : new ProviderError('cut', 'the answer ended before its end marker', yielded);
    } catch (err) {
      const error = stop ? stopError(stop, yielded) : asProviderError(err, yielded, mapError);
      const wait = !yielded && attemptNo === 0 ? retryWaitMs(error, timeouts) : undefined;
      if (wait === undefined || Date.now() + wait >= deadline) throw error;
      await sleep(wait, request.signal);
    } finally {
      clearTimeout(totalTimer);
      clearTimeout(tokenTimer);
      request.signal?.removeEventListener('abort', onCallerAbort);
      // The caller stopped reading or we failed: release the upstream request.
      upstream.abort();
    }
  }
}

function stopError(stop: Stop, afterFirstToken: boolean): ProviderError {
  if (stop === 'aborted') return new ProviderError('aborted', 'the request was aborted', afterFirstToken);
  return new ProviderError('timeout', `the provider exceeded the ${stop} timeout`, afterFirstToken);
}

function asProviderError(err: unknown, afterFirstToken: boolean, mapError: ErrorMapper): ProviderError {
  if (!(err instanceof ProviderError)) return mapError(err, afterFirstToken);
  if (err.afterFirstToken === afterFirstToken) return err;
  return new ProviderError(err.kind, err.message, afterFirstToken, err.retryAfter);
}

/** How long to wait before the one retry, or undefined when this failure is not retried. */
function retryWaitMs(error: ProviderError, timeouts: ProviderTimeouts): number | undefined {
  if (!retryableKinds.has(error.kind)) return undefined;
  if (error.retryAfter === undefined) return timeouts.retryDelayMs;
  const ms = error.retryAfter * 1000;
  return ms <= timeouts.maxRetryWaitMs ? ms : undefined;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(stopError('aborted', false));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
