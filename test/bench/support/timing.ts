/** The value at percentile `p` (0–100) of some timings, nearest rank. */
export function percentile(ms: readonly number[], p: number): number {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** Runs `run` `count` times one after another and returns each run's milliseconds. */
export async function timed(run: () => Promise<unknown>, count: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  return ms;
}

/**
 * Times two targets in interleaved halves after a warm-up of each, so a change in the machine's
 * load touches both alike; returns p50 and p99 of each.
 */
export async function compareSequential(
  target: () => Promise<unknown>,
  baseline: () => Promise<unknown>,
  { requests, warmUp }: { requests: number; warmUp: number },
): Promise<{ target: Percentiles; baseline: Percentiles }> {
  await timed(target, warmUp);
  await timed(baseline, warmUp);
  const targetMs: number[] = [];
  const baselineMs: number[] = [];
  for (let half = 0; half < 2; half++) {
    targetMs.push(...(await timed(target, Math.ceil(requests / 2))));
    baselineMs.push(...(await timed(baseline, Math.ceil(requests / 2))));
  }
  const figures = (ms: number[]) => ({ p50: percentile(ms, 50), p99: percentile(ms, 99) });
  return { target: figures(targetMs), baseline: figures(baselineMs) };
}

export interface Percentiles {
  p50: number;
  p99: number;
}
