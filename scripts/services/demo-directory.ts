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
import { startDemoServerService, type RunningDemoServer } from './demo-server-service.ts';

/** The command-line marker of the directory's process (leftover detection). */
export const demoDirectoryMarker = 'services/demo-directory.ts';

export interface RunningDemoDirectory extends RunningDemoServer {
  /** The SCIM base URL (`…/scim/v2`). */
  url: string;
}

/** Start the profile's demo directory and wait until it answers. */
export function startDemoDirectoryService(profile: Profile): Promise<RunningDemoDirectory> {
  return startDemoServerService(profile, {
    name: 'demo-directory',
    marker: demoDirectoryMarker,
    ports: 'demoDirectory',
    entry: fileURLToPath(import.meta.url),
    basePath: '/scim/v2',
    label: 'the demo directory',
    answers,
  });
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
