// Pid files under `.data/<profile>/run/`: they let a start after a crash find processes a
// previous run left behind and stop them, instead of failing on a busy port or lock file.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './paths.ts';
import type { Profile } from './paths.ts';
import { info } from './log.ts';

function pidPath(profile: Profile, name: string): string {
  return join(dataDir(profile), 'run', `${name}.pid`);
}

/** The pid in a pid file's text (first line), or undefined when it is not a positive number. */
export function parsePid(text: string): number | undefined {
  const pid = Number.parseInt(text.split('\n')[0]?.trim() ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** True when the process is alive. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a live process ('' when unreadable). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Record a child we started. */
export function writePid(profile: Profile, name: string, pid: number | undefined): void {
  if (pid === undefined) return;
  mkdirSync(join(dataDir(profile), 'run'), { recursive: true });
  writeFileSync(pidPath(profile, name), `${pid}\n`);
}

/** Forget a child that stopped. */
export function removePid(profile: Profile, name: string): void {
  rmSync(pidPath(profile, name), { force: true });
}

/**
 * Stop a process left by a previous run, if the pid file names a live process whose command
 * line contains `marker` (a reused pid of something else is left alone).
 */
export async function clearStale(profile: Profile, name: string, marker: string): Promise<void> {
  let text: string;
  try {
    text = readFileSync(pidPath(profile, name), 'utf8');
  } catch {
    return;
  }
  const pid = parsePid(text);
  if (pid !== undefined && isAlive(pid) && commandLine(pid).includes(marker)) {
    info(`stopping ${name} left running by a previous run (pid ${pid})`);
    await stopPid(pid);
  }
  removePid(profile, name);
}

/** SIGTERM a process (and its group), SIGKILL after a grace period, wait until it is gone. */
export async function stopPid(pid: number, graceMs = 10_000): Promise<void> {
  const send = (sig: NodeJS.Signals): void => {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, sig);
      } catch {
        // not a group leader, or already gone
      }
    }
  };
  send('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && !isZombie(pid)) {
    if (Date.now() > deadline) {
      send('SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function isZombie(pid: number): boolean {
  try {
    return /\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}
