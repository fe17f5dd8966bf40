// Serves Seodang: `node core/src/main.ts` (configuration from the environment).
import { loadConfigOrExit } from './config-or-exit.ts';
import { createCore } from './core.ts';
import { createLogger } from './logger.ts';
import { createFaultHandler } from './error-reporting/fault-boundary.ts';
import { installProcessGuards } from './process-guards.ts';
import { stopOnSignals } from './shutdown.ts';

const config = loadConfigOrExit();

const log = createLogger(config.logLevel);
const core = await createCore({ config, log });
const url = await core.listen();
// From here on a stray error is logged and reported, not the end of every user's session;
// anything that failed above (config, database, port) stayed fatal.
installProcessGuards(createFaultHandler(log, core.reporter));
log.info({ url, plugins: core.plugins.map((p) => p.manifest.id) }, 'core is serving');

stopOnSignals(core, log);
