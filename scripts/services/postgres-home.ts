// The folder of the managed PostgreSQL cluster: `.data/<profile>/postgres`, owned by the
// `postgres` user. When that user cannot reach the repository (e.g. it sits in root's 0700
// home), the cluster lives in /var/lib/seodang and `.data/<profile>/postgres` links to it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, repoRoot } from '../lib/paths.ts';
import type { Profile } from '../lib/paths.ts';
import { info } from '../lib/log.ts';

interface User {
  uid: number;
  gid: number;
}

function canWrite(dir: string, user: User): boolean {
  return spawnSync('test', ['-w', dir, '-a', '-x', dir], { uid: user.uid, gid: user.gid }).status === 0;
}

function own(dir: string, user: User): void {
  mkdirSync(dir, { recursive: true });
  chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
}

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Prepare the cluster home for a profile; returns its real path (the postgres user cannot follow the link). */
export function postgresHome(profile: Profile, user: User): string {
  const home = join(dataDir(profile), 'postgres');
  mkdirSync(dataDir(profile), { recursive: true });
  if (isLink(home)) {
    const target = readlinkSync(home);
    own(target, user);
    return target;
  }
  own(home, user);
  if (canWrite(home, user)) return home;
  // Fresh placement outside the repository: start from an empty folder.
  const tag = createHash('sha256').update(repoRoot).digest('hex').slice(0, 10);
  const outside = join('/var/lib/seodang', `${tag}-${profile}`);
  info(`the postgres user cannot reach ${home}; keeping the cluster in ${outside} (linked from .data)`);
  rmSync(home, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
  own(outside, user);
  symlinkSync(outside, home);
  return outside;
}

/** Remove a profile's data, including a cluster kept outside the repository. */
export function removeProfileData(profile: Profile): void {
  const home = join(dataDir(profile), 'postgres');
  if (isLink(home)) rmSync(readlinkSync(home), { recursive: true, force: true });
  rmSync(dataDir(profile), { recursive: true, force: true });
}
