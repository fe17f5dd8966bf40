/** A lock file so two set-up processes never build the root filesystem at the same time. */
import fs from 'node:fs';
import type { ProgressDisplay } from './progress.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for the lock at `file` and returns its release function. A dead holder's lock is taken over. */
export async function acquireLock(file: string, progress: ProgressDisplay): Promise<() => void> {
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (!holder || !alive(holder)) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (!told) progress.phase(`waiting for another preparation (pid ${holder}) to finish`);
      told = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
