// Install missing Debian packages with apt, showing apt's own progress. No apt call at all
// when everything is present, so a second start stays quick.
import { spawnSync } from 'node:child_process';
import { info, step } from '../lib/log.ts';
import { requiredPackages } from './debian-packages.ts';
import { findMissing } from './missing-packages.ts';

/** Make sure every required Debian package is installed; throws with a clear reason. */
export function ensureSystemPackages(): void {
  const missing = findMissing(requiredPackages);
  if (missing.length === 0) {
    step(`System packages: all ${requiredPackages.length} present`);
    return;
  }
  step(`System packages: installing ${missing.join(', ')}`);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `missing Debian packages: ${missing.join(' ')}; run as root or: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]): void => {
    info(`apt-get ${args.join(' ')}`);
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`apt-get ${args[0]} failed (exit ${r.status ?? r.signal})`);
  };
  apt(['update']);
  apt(['install', '-y', ...missing]);
  const still = findMissing(requiredPackages);
  if (still.length > 0) throw new Error(`still missing after apt-get install: ${still.join(', ')}`);
}
