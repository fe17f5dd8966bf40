import type { Config } from '@seodang/config';

/**
 * The tier `npm run cluster` starts (two core processes behind HAProxy) on a test core's database
 * and Redis prefix, with `plugins` and any `env` beside; its files under `dir`. The caller stops it.
 */
export async function startTestTier(
  config: Config,
  plugins: string[],
  dir: string,
  options: { checkIntervalMs?: number; env?: Record<string, string> } = {},
) {
  const { childEnv } = await import('../../../scripts/lib/processes.ts');
  const { startCoreTier } = await import('../../../scripts/stages/core-tier.ts');
  const { freePort } = await import('./processes.ts');
  const lbPort = await freePort();
  const tier = await startCoreTier({
    env: childEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      SEODANG_REDIS_PREFIX: config.redisPrefix,
      SEODANG_PLUGINS: plugins.join(','),
      ...options.env,
    }),
    ports: [await freePort(), await freePort()],
    bind: { host: '127.0.0.1', port: lbPort },
    dir,
    ...(options.checkIntervalMs === undefined ? {} : { checkIntervalMs: options.checkIntervalMs }),
  });
  return { tier, lbPort };
}
