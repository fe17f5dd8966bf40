// Managed local Redis: `.data/<profile>/redis`, loopback only, private port. The dev and cluster
// profiles keep an append-only file so sessions and queues survive a restart; tests keep nothing.
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { dataDir } from '../lib/paths.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

export interface RunningRedis {
  url: string;
  port: number;
  process: Managed;
}

/** redis-server arguments for a profile (no config file: everything on the command line). */
export function redisArgs(profile: Profile, port: number, dir: string): string[] {
  const persistence =
    profile === 'test' ? ['--appendonly', 'no'] : ['--appendonly', 'yes', '--appendfsync', 'everysec'];
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--daemonize',
    'no',
    '--save',
    '',
    '--loglevel',
    'warning',
    ...persistence,
  ];
}

/** Start the profile's Redis and wait until it answers PING. */
export async function startRedis(profile: Profile): Promise<RunningRedis> {
  const dir = join(dataDir(profile), 'redis');
  mkdirSync(dir, { recursive: true });
  await clearStale(profile, 'redis', 'redis-server');
  const port = await pickPort(candidatePorts('redis', profile), isPortFree);
  const proc = launch({
    name: 'redis',
    command: 'redis-server',
    args: redisArgs(profile, port, dir),
    cwd: dir,
  });
  writePid(profile, 'redis', proc.child.pid);
  try {
    await waitUntil('Redis to answer PING', () => ping(port), { timeoutMs: 30_000, process: proc });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url: `redis://127.0.0.1:${port}`, port, process: proc };
}

/** True once Redis answers +PONG (it answers -LOADING while reading its append-only file). */
export function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      reply += d.toString();
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}
