// Managed local PostgreSQL: one cluster per profile under `.data/<profile>/postgres`, run as
// the `postgres` user on a private loopback port with its unix socket inside that folder.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Profile } from '../lib/paths.ts';
import { info } from '../lib/log.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch, runToEnd, describeExit } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, commandLine, isAlive, parsePid, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';
import { postgresBinDir, postgresUser } from './postgres-binaries.ts';
import { postgresHome } from './postgres-home.ts';

/** Role, password and database the app uses on the managed cluster (local only). */
export const managedDb = { user: 'seodang', password: 'seodang', database: 'seodang' } as const;

export interface RunningPostgres {
  url: string;
  port: number;
  process: Managed;
}

/** Start (initialising on first use) the profile's cluster and make sure role and database exist. */
export async function startPostgres(profile: Profile): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  const user = postgresUser();
  const home = postgresHome(profile, user);
  const cluster = join(home, 'cluster');
  const sockets = join(home, 'sockets');
  const asPostgres = { uid: user.uid, gid: user.gid };

  await clearStale(profile, 'postgres', 'postgres');
  removeStaleLocks(cluster, sockets);

  // The marker is written only after initdb succeeded: an interrupted initdb is redone from scratch.
  const marker = join(home, 'initialized');
  if (!existsSync(marker)) {
    rmSync(cluster, { recursive: true, force: true });
    info(`initdb ${cluster}`);
    const init = await runToEnd({
      name: 'initdb',
      command: join(bin, 'initdb'),
      args: [
        '-D',
        cluster,
        '-U',
        'postgres',
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-instructions',
        ...(profile === 'test' ? ['--no-sync'] : []),
      ],
      cwd: home,
      ...asPostgres,
    });
    if (init.code !== 0) throw new Error(`initdb failed (${describeExit(init)})`);
    writeFileSync(marker, `${new Date().toISOString()}\n`);
  }
  spawnSync('install', ['-d', '-m', '0700', '-o', String(user.uid), '-g', String(user.gid), sockets]);

  const port = await pickPort(candidatePorts('postgres', profile), isPortFree);
  const settings =
    profile === 'test'
      ? [
          'fsync=off',
          'synchronous_commit=off',
          'full_page_writes=off',
          'max_connections=300',
          'log_min_messages=warning',
        ]
      : ['max_connections=100'];
  const proc = launch({
    name: 'postgres',
    command: join(bin, 'postgres'),
    args: [
      '-D',
      cluster,
      '-p',
      String(port),
      '-k',
      sockets,
      '-c',
      'listen_addresses=127.0.0.1',
      ...settings.flatMap((s) => ['-c', s]),
    ],
    cwd: home,
    ...asPostgres,
  });
  writePid(profile, 'postgres', proc.child.pid);
  try {
    await waitUntil(
      'PostgreSQL to accept connections',
      () =>
        spawnSync(join(bin, 'pg_isready'), [
          '-q',
          '-h',
          sockets,
          '-p',
          String(port),
          '-U',
          'postgres',
          '-d',
          'postgres',
        ]).status === 0,
      { timeoutMs: 60_000, process: proc },
    );
    ensureRoleAndDatabase(bin, sockets, port);
  } catch (err) {
    await proc.stop('SIGINT');
    throw err;
  }
  const { user: u, password, database } = managedDb;
  return { url: `postgres://${u}:${password}@127.0.0.1:${port}/${database}`, port, process: proc };
}

/** postmaster.pid or socket locks of a crashed server block a start; drop them when nothing runs. */
function removeStaleLocks(cluster: string, sockets: string): void {
  const lock = join(cluster, 'postmaster.pid');
  if (existsSync(lock)) {
    const pid = parsePid(readFileSync(lock, 'utf8'));
    if (pid !== undefined && isAlive(pid) && commandLine(pid).includes('postgres')) {
      throw new Error(`a PostgreSQL server (pid ${pid}) is already running on ${cluster}; stop it first`);
    }
    rmSync(lock, { force: true });
  }
  if (existsSync(sockets)) {
    for (const f of readdirSync(sockets)) rmSync(join(sockets, f), { force: true });
  }
}

function psql(bin: string, sockets: string, port: number, sql: string): string {
  const r = spawnSync(
    join(bin, 'psql'),
    [
      '-X',
      '-q',
      '-t',
      '-A',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      sockets,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-c',
      sql,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr || r.error?.message}`);
  return r.stdout.trim();
}

// The role is a superuser on this private cluster only: tests create and drop databases and
// migrations may create extensions.
function ensureRoleAndDatabase(bin: string, sockets: string, port: number): void {
  const { user, password, database } = managedDb;
  psql(
    bin,
    sockets,
    port,
    `DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${user}') THEN
      CREATE ROLE ${user} LOGIN SUPERUSER PASSWORD '${password}';
    END IF; END $$;`,
  );
  if (psql(bin, sockets, port, `SELECT 1 FROM pg_database WHERE datname = '${database}'`) !== '1') {
    psql(bin, sockets, port, `CREATE DATABASE ${database} OWNER ${user}`);
  }
}
