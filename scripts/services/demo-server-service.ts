// Starting one of the set-up's small demo servers (the demo model, the demo directory) as a
// managed child on a private loopback port. Each runs its own file as the child's entry point.
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort, type ServiceName } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

export interface DemoServerSpec {
  /** The process and pid-file name (`demo-model`). */
  name: string;
  /** The command-line marker of its process (leftover detection). */
  marker: string;
  ports: ServiceName;
  /** The file the child runs with `--port <port>`. */
  entry: string;
  /** The base URL's path after the origin (`/v1`). */
  basePath: string;
  /** Named in the timeout's message ("the demo model"). */
  label: string;
  /** True once the server at the base URL answers. */
  answers: (url: string) => Promise<boolean>;
}

export interface RunningDemoServer {
  /** The base URL, `http://127.0.0.1:<port><basePath>`. */
  url: string;
  port: number;
  process: Managed;
}

/** Start the profile's demo server and wait until it answers; a server that never does is stopped. */
export async function startDemoServerService(
  profile: Profile,
  spec: DemoServerSpec,
): Promise<RunningDemoServer> {
  await clearStale(profile, spec.name, spec.marker);
  const port = await pickPort(candidatePorts(spec.ports, profile), isPortFree);
  const proc = launch({
    name: spec.name,
    command: process.execPath,
    args: [spec.entry, '--port', String(port)],
  });
  writePid(profile, spec.name, proc.child.pid);
  const url = `http://127.0.0.1:${port}${spec.basePath}`;
  try {
    await waitUntil(`${spec.label} to answer`, () => spec.answers(url), { timeoutMs: 30_000, process: proc });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url, port, process: proc };
}
