// Wait for core's /api/health to answer 200.
import type { Managed } from '../lib/processes.ts';
import { waitUntil } from '../lib/wait.ts';

/** Resolves once GET /api/health answers 200; throws if core exits or on timeout. */
export async function waitForHealth(port: number, core: Managed, timeoutMs = 120_000): Promise<void> {
  await waitUntil(
    `http://127.0.0.1:${port}/api/health to answer 200`,
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      return res.status === 200;
    },
    { timeoutMs, intervalMs: 250, process: core },
  );
}
