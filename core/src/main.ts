// Serves Seodang: `node core/src/main.ts` (configuration from the environment).
import { loadConfigOrExit } from './config-or-exit.ts';
import { createCore } from './core.ts';
import { createLogger } from './logger.ts';
import { createFaultHandler } from './error-reporting/fault-boundary.ts';
import { installProcessGuards } from './process-guards.ts';

const config = loadConfigOrExit();

const log = createLogger(config.logLevel);
const core = await createCore({ config, log });
const url = await core.listen();
// From here on a stray error is logged and reported, not the end of every user's session;
// anything that failed above (config, database, port) stayed fatal.
installProcessGuards(createFaultHandler(log, core.reporter));
log.info({ url, plugins: core.plugins.map((p) => p.manifest.id) }, 'core is serving');

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  const timer = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 15_000);
  timer.unref();
  await core.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
