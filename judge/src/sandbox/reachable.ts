import fs from 'node:fs';
import path from 'node:path';

/**
 * The first folder on the way to `target` (the target itself when it is a folder) that users
 * other than its owner and group cannot pass, or null. The sandbox's slots run as their own uids
 * and bwrap opens the root filesystem, the zygote and the work folder as them: one private folder
 * on the way (a `.data` made mode 0700) stops every slot with nothing but "permission denied".
 */
export function unreachableFolder(target: string): { dir: string; mode: number } | null {
  const resolved = path.resolve(target);
  const chain: string[] = [];
  for (
    let dir = fs.statSync(resolved).isDirectory() ? resolved : path.dirname(resolved);
    ;
    dir = path.dirname(dir)
  ) {
    chain.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of chain) {
    const mode = fs.statSync(dir).mode & 0o777;
    if (!(mode & 0o001)) return { dir, mode };
  }
  return null;
}

/** Throws `make(message)` naming the folder when a slot's uid could not reach `target`. */
export function requireReachable(target: string, make: (message: string) => Error): void {
  const blocked = unreachableFolder(target);
  if (blocked) {
    throw make(
      `the sandbox's users cannot reach ${target}: ${blocked.dir} is mode ${blocked.mode.toString(8).padStart(4, '0')} ` +
        `(others need search permission: chmod o+x ${blocked.dir})`,
    );
  }
}
