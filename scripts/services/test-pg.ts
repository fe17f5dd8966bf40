// Managed local test payment provider (plugins/commerce/testing/test-pg): the Toss Payments API
// subset with a payment window and test cards, on a private loopback port, keeping its payments in
// `.data/<profile>/test-pg`. Nothing it takes is charged. `npm start` runs it when no other payment
// provider is configured, points core at it (TEST_PG_URL, TEST_PG_SECRET_KEY) and it at core's
// webhook route.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, fromRoot } from '../lib/paths.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

/** The command-line marker of the provider's process (leftover detection). */
export const testPgMarker = 'test-pg/main.ts';

export interface RunningTestPg {
  url: string;
  port: number;
  /** The secret key core must send (new on every start). */
  secretKey: string;
  /** Where its payments are kept. */
  dir: string;
  process: Managed;
}

/** Start the profile's test payment provider, sending webhooks to `webhookUrl`, and wait until it answers. */
export async function startTestPgService(profile: Profile, webhookUrl: string): Promise<RunningTestPg> {
  const dir = join(dataDir(profile), 'test-pg');
  mkdirSync(dir, { recursive: true });
  await clearStale(profile, 'test-pg', testPgMarker);
  const port = await pickPort(candidatePorts('testPg', profile), isPortFree);
  const secretKey = `test_sk_${randomBytes(12).toString('hex')}`;
  const proc = launch({
    name: 'test-pg',
    command: process.execPath,
    args: [
      fromRoot('plugins/commerce/testing/test-pg/main.ts'),
      '--port',
      String(port),
      '--data-dir',
      dir,
      '--secret-key',
      secretKey,
      '--webhook-url',
      webhookUrl,
    ],
  });
  writePid(profile, 'test-pg', proc.child.pid);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil('the test payment provider to answer', () => healthy(url), {
      timeoutMs: 30_000,
      process: proc,
    });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url, port, secretKey, dir, process: proc };
}

/** True once the provider answers its health check. */
export async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}
