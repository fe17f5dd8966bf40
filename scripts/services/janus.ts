// Managed local Janus (Debian package `janus`): configuration generated under
// `.data/<profile>/janus/conf`, private loopback ports, log in `.data/<profile>/janus/janus.log`.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../lib/paths.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';
import { janusHttpConfig, janusMainConfig, janusWsConfig, keptPlugins } from './janus-config.ts';

export interface RunningJanus {
  httpUrl: string;
  wsUrl: string;
  logFile: string;
  process: Managed;
}

/** Debian's multiarch folder holding Janus's plugins and transports. */
function janusLibDir(): string {
  const found = readdirSync('/usr/lib')
    .map((d) => join('/usr/lib', d, 'janus'))
    .find((d) => existsSync(join(d, 'transports')));
  if (!found) throw new Error('Janus libraries not found under /usr/lib/*/janus (Debian package janus)');
  return found;
}

/** Start Janus for a profile and wait until its HTTP API answers /janus/info. */
export async function startJanus(profile: Profile): Promise<RunningJanus> {
  const home = join(dataDir(profile), 'janus');
  const conf = join(home, 'conf');
  mkdirSync(conf, { recursive: true });
  mkdirSync(join(home, 'recordings'), { recursive: true });
  await clearStale(profile, 'janus', 'janus');
  const http = await pickPort(candidatePorts('janusHttp', profile), isPortFree);
  const ws = await pickPort(candidatePorts('janusWs', profile), isPortFree);

  writeFileSync(join(conf, 'janus.jcfg'), janusMainConfig({ configsFolder: conf, libDir: janusLibDir() }));
  writeFileSync(join(conf, 'janus.transport.http.jcfg'), janusHttpConfig({ http, ws }));
  writeFileSync(join(conf, 'janus.transport.websockets.jcfg'), janusWsConfig({ http, ws }));
  for (const p of keptPlugins) {
    // Plugin settings start from Debian's defaults and are then left for the operator to edit.
    const name = `janus.plugin.${p}.jcfg`;
    if (!existsSync(join(conf, name)) && existsSync(join('/etc/janus', name))) {
      copyFileSync(join('/etc/janus', name), join(conf, name));
    }
  }

  const logFile = join(home, 'janus.log');
  const proc = launch({
    name: 'janus',
    command: 'janus',
    args: ['-C', join(conf, 'janus.jcfg'), '-F', conf, '-N', '-L', logFile, '-o'],
    cwd: home,
    output: 'ignore',
  });
  writePid(profile, 'janus', proc.child.pid);
  const httpUrl = `http://127.0.0.1:${http}/janus`;
  try {
    await waitUntil('Janus to answer /janus/info', async () => (await fetch(`${httpUrl}/info`)).ok,
      { timeoutMs: 20_000, process: proc });
  } catch (err) {
    await proc.stop('SIGINT');
    throw err;
  }
  return { httpUrl, wsUrl: `ws://127.0.0.1:${ws}`, logFile, process: proc };
}
