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
import { startDemoServerService, type RunningDemoServer } from './demo-server-service.ts';

/** The command-line marker of the demo model's process (leftover detection). */
export const demoModelMarker = 'services/demo-model.ts';

export interface RunningDemoModel extends RunningDemoServer {
  /** The OpenAI-compatible base URL (`…/v1`). */
  url: string;
}

/** Start the profile's demo model and wait until it answers. */
export function startDemoModelService(profile: Profile): Promise<RunningDemoModel> {
  return startDemoServerService(profile, {
    name: 'demo-model',
    marker: demoModelMarker,
    ports: 'demoModel',
    entry: fileURLToPath(import.meta.url),
    basePath: '/v1',
    label: 'the demo model',
    answers,
  });
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
