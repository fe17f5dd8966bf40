// `npm run services`: the test profile's PostgreSQL, Redis and Janus on their own, for running one
// package's or one plugin's tests by hand. Writes the environment to `.data/test/env.sh` (source it)
// and keeps the services up until Ctrl-C. `npm test` empties `.data/test` at its start: stop this first.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './lib/paths.ts';
import { info, step } from './lib/log.ts';
import { onShutdown } from './lib/shutdown.ts';
import { ensureSystemPackages } from './setup/install-packages.ts';
import { stopLeftovers } from './services/leftovers.ts';
import { startServices } from './services/services.ts';

const profile = 'test';
ensureSystemPackages();
await stopLeftovers(profile);
const services = await startServices({ profile, janus: true });
const env = { ...services.env, NODE_ENV: 'test', CHROMIUM_PATH: '/usr/bin/chromium' };
const file = join(dataDir(profile), 'env.sh');
writeFileSync(
  file,
  Object.entries(env)
    .map(([k, v]) => `export ${k}='${v}'`)
    .join('\n') + '\n',
);
step(`Services are up; their environment is in ${file}`);
info('for example: . .data/test/env.sh && npx ava plugins/workspace (Ctrl-C stops the services)');
onShutdown(async () => {
  await services.stop();
  process.exit(0);
});
