// Poll until something is ready, giving up on a timeout or when the process we wait for dies.
import type { Exit, Managed } from './processes.ts';
import { describeExit } from './processes.ts';

/** Poll `check` until it returns true; throws on timeout or when `process` exits first. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  opts: { timeoutMs: number; intervalMs?: number; process?: Managed },
): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  let died: Exit | undefined;
  void opts.process?.exited.then((e) => (died = e));
  for (;;) {
    if (died) throw new Error(`${opts.process?.name} exited (${describeExit(died)}) before ${what}`);
    try {
      if (await check()) return;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${opts.timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 200));
  }
}
