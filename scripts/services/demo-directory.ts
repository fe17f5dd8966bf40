// Managed local demo directory: the member-sync plugin's fake SCIM 2.0 server (SCIMMY behind a Koa
// router) with the demo company's people, on a private loopback port. `npm start` runs it in
// development and hands its URL to core (MEMBER_SYNC_DEMO_SCIM_URL), so the demo channel's
// /admin/sync has a directory to preview and apply with no account anywhere. Never a real
// directory. Run as a child of the set-up (this file is also its entry point); tests start the
// fake in-process (`startFakeScimServer` of @seodang/plugin-member-sync/testing).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  demoDirectoryPeople,
  demoDirectoryToken,
  startFakeScimServer,
} from '../../plugins/member-sync/testing/index.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

/** The command-line marker of the directory's process (leftover detection). */
export const demoDirectoryMarker = 'services/demo-directory.ts';

export interface RunningDemoDirectory {
  /** The SCIM base URL (`…/scim/v2`). */
  url: string;
  port: number;
  process: Managed;
}

/** Start the profile's demo directory and wait until it answers. */
export async function startDemoDirectoryService(profile: Profile): Promise<RunningDemoDirectory> {
  await clearStale(profile, 'demo-directory', demoDirectoryMarker);
  const port = await pickPort(candidatePorts('demoDirectory', profile), isPortFree);
  const proc = launch({
    name: 'demo-directory',
    command: process.execPath,
    args: [fileURLToPath(import.meta.url), '--port', String(port)],
  });
  writePid(profile, 'demo-directory', proc.child.pid);
  const url = `http://127.0.0.1:${port}/scim/v2`;
  try {
    await waitUntil('the demo directory to answer', () => answers(url), { timeoutMs: 30_000, process: proc });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url, port, process: proc };
}

/** True once the directory lists its users. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/Users?count=1`, {
      headers: { authorization: `Bearer ${demoDirectoryToken}` },
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

async function serve(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const server = await startFakeScimServer({
    people: demoDirectoryPeople,
    token: demoDirectoryToken,
    port: Number(values.port ?? 0),
  });
  console.log(`Demo directory (SCIM 2.0) listening on ${server.url}; ${demoDirectoryPeople.length} people`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.main) await serve();
