import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Opens a Redis connection; `lazyConnect` off so a wrong URL fails at start, not later. ioredis
 * reconnects by itself after a Redis restart; the loss and the return are logged once each
 * (without a listener, ioredis would print every failed reconnect attempt as unhandled).
 */
export function createRedis(url: string, name: string, log?: Pick<Logger, 'warn' | 'info'>): Redis {
  const redis = new Redis(url, { connectionName: name, maxRetriesPerRequest: 3, enableAutoPipelining: true });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log?.warn({ err, redis: name }, 'Redis connection lost; reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({ redis: name }, 'Redis connection back');
  });
  return redis;
}
