import { isApiError } from '@seodang/sdk/web';
import type { AiStreamEvent } from '../../common/api.ts';
import { readAnswerStream } from './read-stream.ts';

/** What a streamed answer tells its panel's reducer (the lesson panel's and the exam panel's). */
export type AnswerStreamAction =
  | { type: 'event'; event: AiStreamEvent }
  | { type: 'ended' }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };

/**
 * Streams one answer into a panel's reducer: each event, then `ended`; `stopped` when `signal`
 * stopped it; else `failed` with the server's own message (localised; §8 for a provider
 * failure), or `failureMessage` (§8's) when there is none (a network failure).
 */
export async function streamAnswerInto(
  url: string,
  body: unknown,
  signal: AbortSignal,
  dispatch: (action: AnswerStreamAction) => void,
  failureMessage: string,
): Promise<void> {
  try {
    await readAnswerStream(url, body, signal, (event) => dispatch({ type: 'event', event }), failureMessage);
    dispatch({ type: 'ended' });
  } catch (error) {
    if (signal.aborted) dispatch({ type: 'stopped' });
    else
      dispatch({
        type: 'failed',
        message: isApiError(error) && error.status !== 0 ? error.message : failureMessage,
      });
  }
}
