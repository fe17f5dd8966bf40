// The judge as `npm start` runs it: `seodang-judge prepare` in the background (it may build
// the judge root filesystem for a while; the site serves meanwhile), then the worker (or, under
// `npm run cluster`, several workers, each with its own sandbox uids).
import { existsSync } from 'node:fs';
import { fromRoot } from '../lib/paths.ts';
import { info, warn } from '../lib/log.ts';
import { describeExit, launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';

/** The judge exists once its CLI and bin are in place. */
export function judgeAvailable(): boolean {
  return existsSync(fromRoot('judge/src/cli.ts')) && existsSync(fromRoot('node_modules/.bin/seodang-judge'));
}

export interface JudgeRun {
  /** The process currently running (prepare, then worker), if any. */
  current: () => Managed | undefined;
  /** Stop whatever runs and do not start the worker afterwards. */
  stop: () => Promise<void>;
}

/** The judge's default first sandbox uid (SEODANG_JUDGE_UID_BASE, judge README). */
const defaultUidBase = 61_000;

/**
 * The environment of worker `index` (0-based) of `count` on this host: with several, each gets
 * its own sandbox uids, 64 apart from SEODANG_JUDGE_UID_BASE (judge README), so no two sandboxes
 * of the host share a uid.
 */
export function workerEnv(env: NodeJS.ProcessEnv, index: number, count: number): NodeJS.ProcessEnv {
  if (count <= 1) return env;
  const base = Number(env.SEODANG_JUDGE_UID_BASE ?? defaultUidBase);
  return { ...env, SEODANG_JUDGE_UID_BASE: String(base + index * 64) };
}

/**
 * Start prepare, then the worker (or `workers` of them, named judge-1, judge-2, …, each with its
 * own uid base); failures only warn, the site keeps serving.
 */
export function startJudge(
  env: NodeJS.ProcessEnv,
  onStarted: (m: Managed) => void,
  opts: { workers?: number } = {},
): JudgeRun {
  const count = opts.workers ?? 1;
  const running = new Set<Managed>();
  let current: Managed | undefined;
  let stopped = false;
  const worker = async (index: number): Promise<void> => {
    const name = count > 1 ? `judge-${index + 1}` : 'judge';
    const w = launch({
      name,
      command: 'npx',
      args: ['--no', 'seodang-judge', 'worker'],
      env: workerEnv(env, index, count),
    });
    current = w;
    running.add(w);
    onStarted(w);
    const exit = await w.exited;
    running.delete(w);
    if (!stopped) warn(`${name} worker exited (${describeExit(exit)}); it grades no more submissions`);
  };
  const run = async (): Promise<void> => {
    current = launch({ name: 'judge', command: 'npx', args: ['--no', 'seodang-judge', 'prepare'], env });
    running.add(current);
    onStarted(current);
    const prepared = await current.exited;
    running.delete(current);
    if (stopped) return;
    if (prepared.code !== 0) {
      warn(`seodang-judge prepare failed (${describeExit(prepared)}); submissions will not be graded`);
      return;
    }
    info(count > 1 ? `judge prepared; starting ${count} workers` : 'judge prepared; starting the worker');
    await Promise.all(Array.from({ length: count }, (_, i) => worker(i)));
  };
  void run();
  return {
    current: () => current,
    stop: async () => {
      stopped = true;
      await Promise.all([...running].map((m) => m.stop('SIGTERM')));
    },
  };
}
