// Which Debian packages are not installed, from `dpkg-query` output.
import { spawnSync } from 'node:child_process';

/**
 * Parse `dpkg-query -W -f '${Package}\t${db:Status-Abbrev}\n'` output: a package counts as
 * installed only with status `ii` (half-removed or config-only packages need installing).
 */
export function parseMissing(dpkgOutput: string, wanted: readonly string[]): string[] {
  const installed = new Set<string>();
  for (const line of dpkgOutput.split('\n')) {
    const [name, status] = line.split('\t');
    if (name && status?.trim().startsWith('ii')) installed.add(name.split(':')[0]);
  }
  return wanted.filter((p) => !installed.has(p));
}

/** Ask dpkg which of the packages are missing (dpkg exits 1 for unknown names; that is fine). */
export function findMissing(wanted: readonly string[]): string[] {
  const r = spawnSync('dpkg-query', ['-W', '-f', '${Package}\t${db:Status-Abbrev}\n', ...wanted], {
    encoding: 'utf8',
  });
  if (r.error) throw new Error(`cannot run dpkg-query (${r.error.message}); this set-up expects Debian 12`);
  return parseMissing(r.stdout ?? '', wanted);
}
