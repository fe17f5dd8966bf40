// The judge as `npm start` runs it: `seodang-judge prepare` in the background (it may build
// the judge root filesystem for a while; the site serves meanwhile), then the worker.
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

/** Start prepare, then the worker; failures only warn, the site keeps serving. */
export function startJudge(env: NodeJS.ProcessEnv, onStarted: (m: Managed) => void): JudgeRun {
  let current: Managed | undefined;
  let stopped = false;
  const run = async (): Promise<void> => {
    current = launch({ name: 'judge', command: 'npx', args: ['--no', 'seodang-judge', 'prepare'], env });
    onStarted(current);
    const prepared = await current.exited;
    if (stopped) return;
    if (prepared.code !== 0) {
      warn(`seodang-judge prepare failed (${describeExit(prepared)}); submissions will not be graded`);
      return;
    }
    info('judge prepared; starting the worker');
    current = launch({ name: 'judge', command: 'npx', args: ['--no', 'seodang-judge', 'worker'], env });
    onStarted(current);
    const exit = await current.exited;
    if (!stopped) warn(`judge worker exited (${describeExit(exit)}); submissions will not be graded`);
  };
  void run();
  return {
    current: () => current,
    stop: async () => {
      stopped = true;
      await current?.stop('SIGTERM');
    },
  };
}
