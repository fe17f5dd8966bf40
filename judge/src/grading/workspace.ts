/** Per-submission work directories on the host, mounted as `/box` in the sandbox. */
import fs from 'node:fs';
import path from 'node:path';
import { workRoot } from '../paths.ts';

/** Creates an empty work directory (world-traversable so the slot uid can read it). */
export function createWorkDir(): string {
  fs.mkdirSync(workRoot(), { recursive: true, mode: 0o711 });
  // The pid in the name lets a restarted worker remove what a killed one left.
  const dir = fs.mkdtempSync(path.join(workRoot(), `run-${process.pid}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * Writes files into a work directory, creating their folders. Paths are validated by the
 * protocol; this checks again that no part can leave the directory.
 */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(files)) {
    const parts = name.split('/');
    if (name.startsWith('/') || parts.some((p) => p === '' || p === '.' || p === '..'))
      throw new Error(`bad file name ${name}`);
    const target = path.join(dir, ...parts);
    if (parts.length > 1) fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    fs.writeFileSync(target, content, { mode: 0o644 });
  }
}

/** Removes a work directory and everything the run left in it. */
export function removeWorkDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes work directories of processes that no longer exist. Returns how many. */
export function sweepStaleWorkDirs(): number {
  let removed = 0;
  const entries = fs.existsSync(workRoot()) ? fs.readdirSync(workRoot()) : [];
  for (const name of entries) {
    const m = /^run-(\d+)-/.exec(name);
    if (m && !alive(Number(m[1]))) {
      fs.rmSync(path.join(workRoot(), name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
