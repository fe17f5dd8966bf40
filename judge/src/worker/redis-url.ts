/** REDIS_URL → BullMQ connection options (workers need maxRetriesPerRequest: null to survive Redis restarts). */
import type { ConnectionOptions } from 'bullmq';

/** Parses a redis:// or rediss:// URL. */
export function redisConnection(url: string): ConnectionOptions {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must be redis:// or rediss://, got ${u.protocol}`);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: Number(u.pathname.slice(1) || 0),
    maxRetriesPerRequest: null,
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}
