import type { RegisterEnv } from '@seodang/sdk';
import { judge } from './judge.ts';

/**
 * The judge queue as core sees it, on core's metrics page: `seodang_workspace_judge_queue_jobs{state}`
 * (waiting, prioritized, active, delayed, failed, completed). The judge workers serve their own
 * page; this one lets an alert fire when no worker is there to drain the queue.
 */
export function registerJudgeGauge(env: RegisterEnv): void {
  env.gauge({
    name: 'judge_queue_jobs',
    help: 'Judge jobs in the queue by state, as core sees it.',
    labelNames: ['state'],
    async collect() {
      const counts = await judge().counts();
      return Object.entries(counts).map(([state, value]) => ({ labels: { state }, value }));
    },
  });
}
