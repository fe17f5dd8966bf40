import { Redis } from 'ioredis';

let current: { redis: Redis; prefix: string } | null = null;
let users = 0;

/**
 * Opens the plugin's Redis connection (plugin `start`); shared by the core instances of one
 * process, closed when the last of them stops.
 */
export function startAttendanceRedis(config: Readonly<Record<string, unknown>>): void {
  users += 1;
  if (current) return;
  const redis = new Redis(String(config.redisUrl), { maxRetriesPerRequest: 2 });
  current = { redis, prefix: `${String(config.redisPrefix ?? 'seodang')}:attendance:` };
}

/** The running connection and this plugin's key prefix. */
export function attendanceRedis(): { redis: Redis; prefix: string } {
  if (!current) throw new Error('attendance Redis is not started');
  return current;
}

/** Closes the connection once the last core instance of the process stops (plugin `stop`). */
export async function stopAttendanceRedis(): Promise<void> {
  users = Math.max(0, users - 1);
  if (users > 0 || !current) return;
  const { redis } = current;
  current = null;
  await redis.quit();
}
