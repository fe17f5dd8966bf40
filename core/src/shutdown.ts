import type { Logger } from 'pino';
import type { Core } from './core.ts';

/**
 * Stops `core` gracefully on SIGTERM or SIGINT (a rolling deploy, a scale-down, Ctrl-C): it stops
 * accepting connections, lets the requests in flight finish (cut after 5 s), closes its realtime
 * sockets with 1012 so their browsers reconnect to another instance, lets running jobs finish,
 * and exits 0. Past `limitMs` it exits 1 rather than hang the deploy.
 */
export function stopOnSignals(core: Core, log: Logger, limitMs = 15_000): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing requests in flight');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, limitMs);
    timer.unref();
    try {
      await core.stop();
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
