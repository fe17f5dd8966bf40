// Managed HAProxy (Debian package `haproxy`) in front of the core instances: its configuration is
// written to `<dir>/haproxy.cfg` (haproxy-config.ts), checked with `haproxy -c`, and the balancer
// runs in the foreground as our child, so Ctrl-C stops it with the rest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { waitUntil } from '../lib/wait.ts';
import { haproxyConfig, type HaproxyOptions } from './haproxy-config.ts';

export interface RunningHaproxy {
  /** The one URL of the site (`http://127.0.0.1:<port>`). */
  url: string;
  configFile: string;
  process: Managed;
}

/** Write the configuration into `dir`, check it, start HAProxy and wait until it accepts connections. */
export async function startHaproxy(dir: string, options: HaproxyOptions): Promise<RunningHaproxy> {
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(options));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.error)
    throw new Error(`cannot run haproxy (${check.error.message}); install the Debian package haproxy`);
  if (check.status !== 0) throw new Error(`haproxy refused ${configFile}: ${check.stderr || check.stdout}`);
  // -db: stay in the foreground, no daemon; -W would add a master process we do not need.
  const proc = launch({ name: 'haproxy', command: 'haproxy', args: ['-db', '-f', configFile], cwd: dir });
  const { port } = options.bind;
  try {
    await waitUntil(`HAProxy to listen on port ${port}`, () => accepts(port), {
      timeoutMs: 15_000,
      intervalMs: 50,
      process: proc,
    });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, configFile, process: proc };
}

/** True once something accepts TCP connections on the loopback port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}
