// The judge client comes from the judge package's source: its package.json exports only the
// protocol so far (see README "Needs"). Every judge call of the workspace goes through here.
import { JudgeClient } from '@seodang/judge/client';
import type { JudgeJobInput, JudgeProgress, JudgeResult, LanguageOption } from '@seodang/judge/protocol';

export type { JudgeJobInput, JudgeProgress, JudgeResult, LanguageOption };

let client: JudgeClient | null = null;
let users = 0;

/** Opens (or shares) the judge queue client of this process. */
export function acquireJudge(redisUrl: string): void {
  users += 1;
  client ??= new JudgeClient({ connection: redisUrl });
}

/** Releases the client; closed when the last core instance of the process stops. */
export async function releaseJudge(): Promise<void> {
  users = Math.max(0, users - 1);
  if (users === 0 && client) {
    const c = client;
    client = null;
    await c.close();
  }
}

/** The judge client; throws when the plugin has not started. */
export function judge(): JudgeClient {
  if (!client) throw new Error('the workspace judge client is not started');
  return client;
}
