/** Per-submission work directories on the host, mounted as `/box` in the sandbox. */
import fs from 'node:fs';
import path from 'node:path';
import { workRoot } from '../paths.ts';

/** Creates an empty work directory (world-traversable so the slot uid can read it). */
export function createWorkDir(): string {
  fs.mkdirSync(workRoot(), { recursive: true, mode: 0o711 });
  const dir = fs.mkdtempSync(path.join(workRoot(), 'run-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Writes files into a work directory (names are validated by the protocol). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    if (name.includes('/') || name === '..' || name === '.') throw new Error(`bad file name ${name}`);
    fs.writeFileSync(path.join(dir, name), content, { mode: 0o644 });
  }
}

/** Removes a work directory and everything the run left in it. */
export function removeWorkDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
