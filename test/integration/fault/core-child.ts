// A core in its own process for the fault tests: the config comes as JSON in SEODANG_FAULT_CONFIG
// and the plugins in SEODANG_FAULT_PLUGINS (comma-separated); prints "listening" once it serves.
// SIGTERM stops it as it stops `node core/src/main.ts` (`stopOnSignals`).
import { createCore, createLogger, stopOnSignals } from '@seodang/core';
import type { Config } from '@seodang/config';

const config = JSON.parse(process.env.SEODANG_FAULT_CONFIG!) as Config;
const log = createLogger('silent');
const core = await createCore({
  config,
  plugins: (process.env.SEODANG_FAULT_PLUGINS ?? '').split(',').filter(Boolean),
  log,
});
await core.listen(config.port);
stopOnSignals(core, log);
process.stdout.write('listening\n');
