// Managed local Docker engine (Debian package `docker.io`) for the judge's docker driver: its own
// dockerd with data in `.data/docker/<profile>` (kept across runs, so the judge image is imported
// once, not on every `npm test`), its own socket, exec root and containerd, no networking at all
// (judge containers run with `--network none`). Stopping dockerd stops its containerd too.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fromRoot } from '../lib/paths.ts';
import type { Profile } from '../lib/paths.ts';
import { launch } from '../lib/processes.ts';
import type { Exit, Managed } from '../lib/processes.ts';
import { clearStale, commandLine, stopPid, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

export interface RunningDocker {
  /** DOCKER_HOST for the judge (`unix://…`). */
  host: string;
  logFile: string;
  process: Managed;
}

/** Unix socket paths are limited to 108 bytes; containerd's own sockets sit below the exec root. */
const SOCKET_PATH_ROOM = 100;
const longestSocketBelowExecRoot = '/containerd/containerd.sock.ttrpc';

/** Where a profile's engine keeps its files. */
export interface DockerLayout {
  home: string;
  dataRoot: string;
  /** Sockets, pid file, containerd state: under home when short enough, else under /run. */
  execRoot: string;
  socket: string;
  pidFile: string;
  configFile: string;
}

/** The file layout of a profile's engine. */
export function dockerLayout(profile: Profile, home = fromRoot('.data', 'docker', profile)): DockerLayout {
  let execRoot = join(home, 'run');
  if (execRoot.length + longestSocketBelowExecRoot.length > SOCKET_PATH_ROOM) {
    execRoot = `/run/seodang-docker-${createHash('sha256').update(home).digest('hex').slice(0, 12)}`;
  }
  return {
    home,
    dataRoot: join(home, 'data'),
    execRoot,
    socket: join(execRoot, 'docker.sock'),
    pidFile: join(execRoot, 'dockerd.pid'),
    configFile: join(home, 'daemon.json'),
  };
}

/** dockerd arguments: private paths, cgroupfs, overlay2, no bridge and no iptables rules. */
export function dockerdArgs(layout: DockerLayout): string[] {
  return [
    '--config-file',
    layout.configFile, // never the host's /etc/docker/daemon.json
    '--data-root',
    layout.dataRoot,
    '--exec-root',
    layout.execRoot,
    '--pidfile',
    layout.pidFile,
    '--host',
    `unix://${layout.socket}`,
    '--storage-driver',
    'overlay2',
    '--exec-opt',
    'native.cgroupdriver=cgroupfs',
    '--iptables=false',
    '--ip6tables=false',
    '--ip-masq=false',
    '--bridge=none',
    '--userland-proxy=false',
    '--log-level',
    'warn',
  ];
}

/** True once the engine answers `GET /_ping` on its socket. */
export function pingDocker(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: socket, path: '/_ping', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** Whether this machine has the engine binaries (Debian `docker.io`). */
export function dockerInstalled(): boolean {
  return existsSync('/usr/sbin/dockerd') || existsSync('/usr/bin/dockerd');
}

/**
 * Container shims (`containerd-shim-runc-v2`) can outlive a killed dockerd; they name the
 * containerd socket of their engine on their command line, which is how ours are recognised.
 */
export async function stopStaleShims(layout: DockerLayout): Promise<void> {
  const marker = join(layout.execRoot, 'containerd', 'containerd.sock');
  const shims = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map(Number)
    .filter((pid) => {
      const cmd = commandLine(pid);
      return cmd.includes('containerd-shim') && cmd.includes(marker);
    });
  await Promise.all(shims.map((pid) => stopPid(pid, 5000)));
}

/** Stops an engine left by a crashed run of this profile (dockerd, its containerd, the shims). */
export async function clearStaleDocker(profile: Profile, layout = dockerLayout(profile)): Promise<void> {
  await clearStale(profile, 'docker', 'dockerd');
  try {
    const pid = Number.parseInt(
      readFileSync(join(layout.execRoot, 'containerd', 'containerd.pid'), 'utf8'),
      10,
    );
    if (pid > 0 && commandLine(pid).includes('containerd')) await stopPid(pid, 5000);
  } catch {
    /* none */
  }
  await stopStaleShims(layout);
}

/**
 * Start the profile's engine and wait until it answers on its socket. With `home` (a private
 * engine, for tests) the profile's pid file is left alone: it belongs to the profile's engine.
 */
export async function startDocker(profile: Profile, home?: string): Promise<RunningDocker> {
  const layout = dockerLayout(profile, home);
  // Only the engine's own folders are private: a recursive mkdir would give every missing parent
  // (`.data` itself on a fresh clone) the same mode and lock the judge's sandbox out of its helpers.
  for (const dir of [layout.home, layout.dataRoot, layout.execRoot]) {
    mkdirSync(dirname(dir), { recursive: true });
    mkdirSync(dir, { recursive: true, mode: 0o710 });
  }
  if (!existsSync(layout.configFile)) writeFileSync(layout.configFile, '{}\n');
  const own = home === undefined;
  if (own) await clearStaleDocker(profile, layout);
  const logFile = join(layout.home, 'dockerd.log');
  // dockerd's output goes to its log file: its warnings are about features the judge never uses.
  const proc = launch({
    name: 'docker',
    command: 'sh',
    args: ['-c', 'exec dockerd "$@" >>"$DOCKERD_LOG" 2>&1', 'dockerd', ...dockerdArgs(layout)],
    env: { ...process.env, DOCKERD_LOG: logFile },
    output: 'ignore',
  });
  if (own) writePid(profile, 'docker', proc.child.pid);
  const managed = engineProcess(proc, layout);
  try {
    await waitUntil('the Docker engine to answer /_ping', () => pingDocker(layout.socket), {
      timeoutMs: 60_000,
      process: proc,
    });
  } catch (err) {
    await managed.stop();
    throw new Error(`${(err as Error).message} (log: ${logFile})`, { cause: err });
  }
  return { host: `unix://${layout.socket}`, logFile, process: managed };
}

/**
 * SIGTERM goes to dockerd alone (not its process group), so it stops its containers and then
 * its containerd in order; whatever is still there after the grace period is killed.
 */
function engineProcess(proc: Managed, layout: DockerLayout): Managed {
  return {
    ...proc,
    stop: async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 30_000): Promise<Exit> => {
      const pid = proc.child.pid;
      if (pid !== undefined && proc.child.exitCode === null && proc.child.signalCode === null) {
        try {
          process.kill(pid, signal);
        } catch {
          /* gone */
        }
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          proc.exited,
          new Promise((r) => {
            timer = setTimeout(r, graceMs);
          }),
        ]);
        clearTimeout(timer);
      }
      const exit = await proc.stop('SIGKILL', 5000);
      if (pid !== undefined) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          /* the group is empty */
        }
      }
      await stopStaleShims(layout);
      return exit;
    },
  };
}
