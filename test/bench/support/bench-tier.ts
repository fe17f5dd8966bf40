import type { Config } from '@seodang/config';

/**
 * The tier `npm run cluster` starts (two core processes behind HAProxy) on a test core's database
 * and Redis prefix, with `plugins`; its files under `dir`. The caller stops it.
 */
export async function startBenchTier(
  config: Config,
  plugins: string[],
  dir: string,
  checkIntervalMs?: number,
) {
  const { childEnv } = await import('../../../scripts/lib/processes.ts');
  const { startCoreTier } = await import('../../../scripts/stages/core-tier.ts');
  const { freePort } = await import('../../integration/fault/processes.ts');
  const lbPort = await freePort();
  const tier = await startCoreTier({
    env: childEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      SEODANG_REDIS_PREFIX: config.redisPrefix,
      SEODANG_PLUGINS: plugins.join(','),
    }),
    ports: [await freePort(), await freePort()],
    bind: { host: '127.0.0.1', port: lbPort },
    dir,
    ...(checkIntervalMs === undefined ? {} : { checkIntervalMs }),
  });
  return { tier, lbPort };
}
