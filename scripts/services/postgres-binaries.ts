// Locate Debian's PostgreSQL server binaries and the `postgres` system user.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The highest version number among Debian's /usr/lib/postgresql/<ver> folders with a server. */
export function pickVersion(versions: string[]): string | undefined {
  return versions
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
}

/** `/usr/lib/postgresql/<ver>/bin`, the newest installed. */
export function postgresBinDir(base = '/usr/lib/postgresql'): string {
  let versions: string[] = [];
  try {
    versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'postgres')));
  } catch {
    // none installed
  }
  const v = pickVersion(versions);
  if (!v) throw new Error(`no PostgreSQL server under ${base} (Debian package postgresql)`);
  return join(base, v, 'bin');
}

/** uid and gid of the `postgres` user: the server refuses to run as root. */
export function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string): number => {
    const r = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    const n = Number.parseInt(r.stdout ?? '', 10);
    if (r.status !== 0 || Number.isNaN(n))
      throw new Error('system user "postgres" is missing (Debian package postgresql creates it)');
    return n;
  };
  return { uid: id('-u'), gid: id('-g') };
}
