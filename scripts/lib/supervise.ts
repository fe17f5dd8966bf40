// Keeps a long-running child alive: when it dies on its own it is started again after a
// back-off; the other children are left alone.
import { describeExit, type Managed } from './processes.ts';
import { nextRestart, type RestartPolicy } from './restart-backoff.ts';
import { seconds, warn } from './log.ts';

/** A child that is restarted whenever it exits unasked. */
export interface Supervised {
  /** The child running now (or the last one, while a restart waits). */
  current(): Managed;
  /** Stops the child and any restart still waiting; resolves once it is gone. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface SuperviseOptions {
  /** The child already started (and known to work); its exit triggers the first restart. */
  first: Managed;
  /** Starts a fresh child. */
  start: () => Managed;
  policy: RestartPolicy;
  /** Called with every restarted child (e.g. to record its pid). */
  onRestart?: (child: Managed) => void;
  /** Where restart notices go (default: a console warning). */
  report?: (message: string) => void;
  now?: () => number;
}

/** Watches `first` and restarts it (and its successors) with back-off whenever it exits. */
export function supervise(options: SuperviseOptions): Supervised {
  const { policy, report = warn, now = Date.now } = options;
  let child = options.first;
  let startedAt = now();
  let restarts = 0;
  let stopped = false;
  let pending: NodeJS.Timeout | undefined;

  const watch = (watched: Managed) => {
    void watched.exited.then((exit) => {
      if (stopped || watched !== child) return;
      const uptime = now() - startedAt;
      const next = nextRestart(policy, restarts, uptime);
      restarts = next.restarts;
      report(
        `${watched.name} exited (${describeExit(exit)}) after ${seconds(uptime)}; ` +
          `restarting in ${seconds(next.delayMs)} (restart ${restarts} in a row)`,
      );
      pending = setTimeout(() => {
        pending = undefined;
        if (stopped) return;
        child = options.start();
        startedAt = now();
        options.onRestart?.(child);
        watch(child);
      }, next.delayMs);
    });
  };
  watch(child);

  return {
    current: () => child,
    async stop(signal, graceMs) {
      stopped = true;
      clearTimeout(pending);
      await child.stop(signal, graceMs);
    },
  };
}
