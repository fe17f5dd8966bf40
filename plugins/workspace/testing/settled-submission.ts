// For tests: waiting for the judge to finish a submission.
import type { TestClient } from '@seodang/sdk/testing';

/**
 * Polls `GET /api/workspace/submissions/{index}` as `client` every 100 ms until the submission is
 * no longer pending, and returns it as that client sees it; throws after `timeoutMs`.
 */
export async function settledSubmission(
  client: TestClient,
  index: number,
  timeoutMs = 90_000,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the submission loosely
): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = (await client.get(`/api/workspace/submissions/${index}`)).body.data;
    if (s.status !== 'pending') return s;
    if (Date.now() > until) throw new Error(`submission ${index} still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
