// Serves Seodang: `node core/src/main.ts` (configuration from the environment).
import { loadConfig, ConfigError } from '@seodang/config';
import { createCore } from './core.ts';
import { createLogger } from './logger.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const log = createLogger(config.logLevel);
const core = await createCore({ config, log });
const url = await core.listen();
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
