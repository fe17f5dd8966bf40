import { Redis } from 'ioredis';

/** Opens a Redis connection; `lazyConnect` off so a wrong URL fails at start, not later. */
export function createRedis(url: string, name: string): Redis {
  return new Redis(url, { connectionName: name, maxRetriesPerRequest: 3, enableAutoPipelining: true });
}
