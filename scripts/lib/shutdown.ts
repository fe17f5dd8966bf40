// Ctrl-C handling. The same Ctrl-C can arrive twice (from the terminal and forwarded by npm
// and the bootstrap), so repeats within a short window count as one; a later, deliberate
// second Ctrl-C kills whatever is still running.
import { runningChildren } from './processes.ts';
import { fail } from './log.ts';

const repeatWindowMs = 1500;

/** True when a signal at `now` is a repeat of the first one at `first` rather than a new request. */
export function isDuplicate(first: number | undefined, now: number): boolean {
  return first !== undefined && now - first < repeatWindowMs;
}

/** Call `handler` once on SIGINT/SIGTERM/SIGHUP; force-kill on a later repeat. */
export function onShutdown(handler: (signal: NodeJS.Signals) => Promise<void> | void): void {
  let first: number | undefined;
  const react = (signal: NodeJS.Signals): void => {
    const now = Date.now();
    if (first === undefined) {
      first = now;
      void handler(signal);
      return;
    }
    if (isDuplicate(first, now)) return;
    fail('stopping at once (second interrupt)');
    for (const m of runningChildren()) if (m.child.pid) tryKill(-m.child.pid);
    process.exit(130);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, react);
  // A closed output pipe (e.g. `npm start | head`) must not kill us before we stop the children.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}

function tryKill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone
  }
}
