import type { Logger } from 'pino';
import type { ErrorReporter, ReportContext } from './error-reporter.ts';

/** Logs and reports an unexpected failure. Never throws. */
export type FaultHandler = (error: unknown, where: string, context?: ReportContext) => void;

/** The one way core records a failure that escaped its own handling: a pino line and a report. */
export function createFaultHandler(log: Logger, reporter: ErrorReporter): FaultHandler {
  return (error, where, context) => {
    try {
      log.error({ err: error, where }, `${where} failed`);
      reporter.captureException(error, { ...context, tags: { where, ...context?.tags } });
    } catch {
      // Recording a failure must not become the next failure.
    }
  };
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Wraps an event listener (socket, upgrade, timer, pub/sub) so that neither a throw nor a
 * rejected promise escapes it — an escaped error in a listener ends the process. The failure
 * goes to `fault`, then `recover` runs (close the socket, answer an error); a failing
 * `recover` is recorded too.
 */
export function shielded<A extends unknown[]>(
  where: string,
  fault: FaultHandler,
  listener: (...args: A) => unknown,
  recover?: (error: unknown, ...args: A) => void,
): (...args: A) => void {
  const failed = (error: unknown, args: A) => {
    fault(error, where);
    if (!recover) return;
    try {
      recover(error, ...args);
    } catch (again) {
      fault(again, `${where} (recovery)`);
    }
  };
  return (...args: A) => {
    try {
      const result = listener(...args);
      if (isPromiseLike(result)) result.then(undefined, (error: unknown) => failed(error, args));
    } catch (error) {
      failed(error, args);
    }
  };
}
