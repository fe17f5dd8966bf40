// A core in its own process for the fault tests: the config comes as JSON in SEODANG_FAULT_CONFIG
// and the plugins in SEODANG_FAULT_PLUGINS (comma-separated); prints "listening" once it serves.
import { createCore, createLogger } from '@seodang/core';
import type { Config } from '@seodang/config';

const config = JSON.parse(process.env.SEODANG_FAULT_CONFIG!) as Config;
const core = await createCore({
  config,
  plugins: (process.env.SEODANG_FAULT_PLUGINS ?? '').split(',').filter(Boolean),
  log: createLogger('silent'),
});
await core.listen(config.port);
process.stdout.write('listening\n');
