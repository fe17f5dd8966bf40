/**
 * Teacher-written JavaScript checkers, run in isolated-vm (a separate V8 isolate with its own
 * heap limit and a time limit per call; no Node APIs, no I/O).
 * The checker defines `function check({ input, output, expected })` and returns a boolean or
 * `{ ok, score?, message? }` where score is a fraction 0..1 of the test's points.
 */
import ivm from 'isolated-vm';
import type { Checker } from '../protocol.ts';

/** The checker's answer for one test. */
export interface CheckOutcome {
  ok: boolean;
  /** Fraction of the test's points (default 1 when ok, 0 otherwise). */
  fraction: number;
  message?: string;
}

/** A loaded checker; call {@link LoadedChecker.dispose} when the job is done. */
export interface LoadedChecker {
  check(args: { input: string; output: string; expected: string }): Promise<CheckOutcome>;
  dispose(): void;
}

/** Compiles the checker in a fresh isolate. Throws (an error in the teacher's code) on failure. */
export async function loadChecker(checker: Checker): Promise<LoadedChecker> {
  const isolate = new ivm.Isolate({ memoryLimit: checker.memoryLimitMiB });
  try {
    const context = await isolate.createContext();
    await context.eval(`${checker.code}\n;globalThis.__seodangCheck = check;`, {
      timeout: checker.timeLimitMs,
    });
    const fn = await context.global.get('__seodangCheck', { reference: true });
    return {
      async check(args) {
        const r: unknown = await fn.apply(undefined, [new ivm.ExternalCopy(args).copyInto()], {
          timeout: checker.timeLimitMs,
          result: { copy: true },
        });
        if (typeof r === 'boolean') return { ok: r, fraction: r ? 1 : 0 };
        if (r && typeof r === 'object' && 'ok' in r) {
          const o = r as { ok: unknown; score?: unknown; message?: unknown };
          const ok = Boolean(o.ok);
          const score =
            typeof o.score === 'number' && Number.isFinite(o.score)
              ? Math.min(1, Math.max(0, o.score))
              : ok
                ? 1
                : 0;
          return {
            ok,
            fraction: score,
            message: typeof o.message === 'string' ? o.message.slice(0, 1000) : undefined,
          };
        }
        throw new Error('checker returned neither a boolean nor { ok }');
      },
      dispose() {
        if (!isolate.isDisposed) isolate.dispose();
      },
    };
  } catch (err) {
    if (!isolate.isDisposed) isolate.dispose();
    throw err;
  }
}
