// Managed local Janus (Debian package `janus`): configuration generated under
// `.data/<profile>/janus/conf`, private loopback ports, log in `.data/<profile>/janus/janus.log`.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../lib/paths.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';
import {
  janusHttpConfig,
  janusMainConfig,
  janusWsConfig,
  keptPlugins,
  videoRoomAdminKey,
  withoutDemoRooms,
  withVideoRoomAdminKey,
} from './janus-config.ts';

export interface RunningJanus {
  httpUrl: string;
  wsUrl: string;
  /** Signs core's Janus tokens (JANUS_TOKEN_SECRET). */
  tokenSecret: string;
  /** VideoRoom's admin key: only its holder creates rooms (JANUS_ADMIN_KEY). */
  adminKey: string;
  logFile: string;
  process: Managed;
}

/** The instance's secrets, generated once per data folder and kept there (never in the repository). */
function janusSecrets(home: string): { tokenSecret: string; adminKey: string } {
  const file = join(home, 'secrets.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { tokenSecret: string; adminKey: string };
  const secrets = {
    tokenSecret: randomBytes(32).toString('base64url'),
    adminKey: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** Debian's multiarch folder holding Janus's plugins and transports. */
function janusLibDir(): string {
  const found = readdirSync('/usr/lib')
    .map((d) => join('/usr/lib', d, 'janus'))
    .find((d) => existsSync(join(d, 'transports')));
  if (!found) throw new Error('Janus libraries not found under /usr/lib/*/janus (Debian package janus)');
  return found;
}

/**
 * Start Janus for a profile and wait until its HTTP API answers /janus/info. With `home`, a
 * private instance keeps its files there instead and leaves the profile's pid file alone (tests
 * that need a Janus of their own).
 */
export async function startJanus(profile: Profile, opts: { home?: string } = {}): Promise<RunningJanus> {
  const home = opts.home ?? join(dataDir(profile), 'janus');
  const conf = join(home, 'conf');
  mkdirSync(conf, { recursive: true });
  mkdirSync(join(home, 'recordings'), { recursive: true });
  if (!opts.home) await clearStale(profile, 'janus', 'janus');
  const http = await pickPort(candidatePorts('janusHttp', profile), isPortFree);
  const ws = await pickPort(candidatePorts('janusWs', profile), isPortFree);

  const secrets = janusSecrets(home);
  writeFileSync(
    join(conf, 'janus.jcfg'),
    janusMainConfig({ configsFolder: conf, libDir: janusLibDir(), tokenSecret: secrets.tokenSecret }),
  );
  writeFileSync(join(conf, 'janus.transport.http.jcfg'), janusHttpConfig({ http, ws }));
  writeFileSync(join(conf, 'janus.transport.websockets.jcfg'), janusWsConfig({ http, ws }));
  for (const p of keptPlugins) {
    // Plugin settings start from Debian's defaults and are then left for the operator to edit.
    const name = `janus.plugin.${p}.jcfg`;
    if (!existsSync(join(conf, name)) && existsSync(join('/etc/janus', name))) {
      copyFileSync(join('/etc/janus', name), join(conf, name));
    }
  }
  // Only core creates rooms: the videoroom config carries the admin key (added once; an operator's own key is kept)
  // and none of Debian's open demo rooms.
  const videoRoomFile = join(conf, 'janus.plugin.videoroom.jcfg');
  const videoRoomConfig = withVideoRoomAdminKey(
    withoutDemoRooms(existsSync(videoRoomFile) ? readFileSync(videoRoomFile, 'utf8') : ''),
    secrets.adminKey,
  );
  writeFileSync(videoRoomFile, videoRoomConfig);
  const adminKey = videoRoomAdminKey(videoRoomConfig) ?? secrets.adminKey;

  const logFile = join(home, 'janus.log');
  const proc = launch({
    name: 'janus',
    command: 'janus',
    args: ['-C', join(conf, 'janus.jcfg'), '-F', conf, '-N', '-L', logFile, '-o'],
    cwd: home,
    output: 'ignore',
  });
  if (!opts.home) writePid(profile, 'janus', proc.child.pid);
  const httpUrl = `http://127.0.0.1:${http}/janus`;
  try {
    await waitUntil('Janus to answer /janus/info', async () => (await fetch(`${httpUrl}/info`)).ok, {
      timeoutMs: 20_000,
      process: proc,
    });
  } catch (err) {
    await proc.stop('SIGINT');
    throw err;
  }
  return {
    httpUrl,
    wsUrl: `ws://127.0.0.1:${ws}`,
    tokenSecret: secrets.tokenSecret,
    adminKey,
    logFile,
    process: proc,
  };
}

/**
 * Another managed Janus sharing `first`'s token secret and admin key (core signs one token and
 * holds one key for every media server), keeping its files in `home`, on the next free ports.
 */
export async function startAnotherJanus(
  profile: Profile,
  home: string,
  first: { tokenSecret: string; adminKey: string },
): Promise<RunningJanus> {
  mkdirSync(home, { recursive: true });
  writeFileSync(
    join(home, 'secrets.json'),
    JSON.stringify({ tokenSecret: first.tokenSecret, adminKey: first.adminKey }),
    { mode: 0o600 },
  );
  return startJanus(profile, { home });
}
