import type { FaultHandler } from './error-reporting/fault-boundary.ts';

/**
 * For a core that is already serving: an error that escaped every handler (a listener that
 * threw, a promise nobody awaited) is logged and reported, and the process keeps serving the
 * other requests and sockets instead of exiting. Install it only after start-up succeeded, so a
 * failing start-up stays fatal.
 */
export function installProcessGuards(fault: FaultHandler, target: NodeJS.EventEmitter = process): void {
  target.on('uncaughtException', (error: unknown, origin: string) =>
    fault(error, 'process', { tags: { origin } }),
  );
  target.on('unhandledRejection', (reason: unknown) =>
    fault(reason, 'process', { tags: { origin: 'unhandledRejection' } }),
  );
}
