// Managed local demo model: the AI assistant's demo model (plugins/ai-assistant/testing/demo-model.ts),
// an OpenAI-compatible server with deterministic teaching answers, on a private loopback port.
// `npm start` runs it in development when SEODANG_AI_PROVIDER is not set and hands core
// SEODANG_AI_PROVIDER=demo and its URL, so the assistant works with no account anywhere; its
// answers are badged as the demo model's. Not a real model, never in production. Run as a child of
// the set-up (this file is also its entry point); tests start it in-process (`startDemoModel`).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startDemoModel } from '../../plugins/ai-assistant/testing/demo-model.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

/** The command-line marker of the demo model's process (leftover detection). */
export const demoModelMarker = 'services/demo-model.ts';

export interface RunningDemoModel {
  /** The OpenAI-compatible base URL (`…/v1`). */
  url: string;
  port: number;
  process: Managed;
}

/** Start the profile's demo model and wait until it answers. */
export async function startDemoModelService(profile: Profile): Promise<RunningDemoModel> {
  await clearStale(profile, 'demo-model', demoModelMarker);
  const port = await pickPort(candidatePorts('demoModel', profile), isPortFree);
  const proc = launch({
    name: 'demo-model',
    command: process.execPath,
    args: [fileURLToPath(import.meta.url), '--port', String(port)],
  });
  writePid(profile, 'demo-model', proc.child.pid);
  const url = `http://127.0.0.1:${port}/v1`;
  try {
    await waitUntil('the demo model to answer', () => answers(url), { timeoutMs: 30_000, process: proc });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url, port, process: proc };
}

/** True once the demo model lists its model. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/models`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function serve(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const server = await startDemoModel({ port: Number(values.port ?? 0) });
  console.log(`Demo model (OpenAI-compatible, not a real model) listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.main) await serve();
