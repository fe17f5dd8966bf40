import type { RegisterEnv } from '@seodang/sdk';
import { defaultAiSegment } from '../common/api.ts';

/** The brand word of `/api/{ai}/…`: the configuration's `ai.segment` (default `seodang-ai`). */
export function aiSegmentOf(config: Readonly<Record<string, unknown>>): string {
  const segment = (config.ai as { segment?: unknown } | undefined)?.segment;
  return typeof segment === 'string' && segment ? segment : defaultAiSegment;
}

/** The path of an assistant route: `aiPath(env, 'usage')` → `/api/seodang-ai/usage`. */
export const aiPath = (env: Pick<RegisterEnv, 'config'>, rest: string): string =>
  `/api/${aiSegmentOf(env.config)}/${rest}`;
