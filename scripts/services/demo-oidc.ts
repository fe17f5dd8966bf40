// Managed local "Demo sign-in": an OpenID Connect provider (oidc-provider) with two demo accounts
// on a private loopback port. `npm start` runs it in development when OAUTH_OIDC_ISSUER is not
// set and configures core with it as the generic OIDC provider, so social sign-in works on a
// fresh machine with no provider account. Never a production provider: it signs in whoever types
// a demo account's id. Run as a child of the set-up (this file is also its entry point); tests
// start it in-process (`startDemoOidc` in core/src/accounts/oauth/testing).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoOidcAccounts, startDemoOidc } from '../../core/src/accounts/oauth/testing/demo-oidc.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

/** The command-line marker of the provider's process (leftover detection). */
export const demoOidcMarker = 'services/demo-oidc.ts';

/** The demo's client: local and development only, so a fixed secret is no secret worth keeping. */
export const demoOidcClient = { clientId: 'seodang-demo', clientSecret: 'seodang-demo-secret' };

export interface RunningDemoOidc {
  issuer: string;
  port: number;
  /** The ids to type on its sign-in page. */
  accounts: string[];
  process: Managed;
}

/** Start the profile's demo provider, accepting the given callback URLs, and wait until it answers. */
export async function startDemoOidcService(
  profile: Profile,
  redirectUris: string[],
): Promise<RunningDemoOidc> {
  await clearStale(profile, 'demo-oidc', demoOidcMarker);
  const port = await pickPort(candidatePorts('demoOidc', profile), isPortFree);
  const proc = launch({
    name: 'demo-oidc',
    command: process.execPath,
    args: [
      fileURLToPath(import.meta.url),
      '--port',
      String(port),
      ...redirectUris.flatMap((u) => ['--redirect-uri', u]),
    ],
  });
  writePid(profile, 'demo-oidc', proc.child.pid);
  const issuer = `http://127.0.0.1:${port}`;
  try {
    await waitUntil('the demo sign-in provider to answer', () => discoverable(issuer), {
      timeoutMs: 30_000,
      process: proc,
    });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { issuer, port, accounts: demoOidcAccounts.map((a) => a.sub), process: proc };
}

/** True once the provider serves its discovery document. */
export async function discoverable(issuer: string): Promise<boolean> {
  try {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

async function serve(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'redirect-uri': { type: 'string', multiple: true } },
  });
  const demo = await startDemoOidc({
    port: Number(values.port ?? 0),
    redirectUris: values['redirect-uri'] ?? [],
    ...demoOidcClient,
  });
  console.log(
    `Demo sign-in listening on ${demo.issuer}; accounts: ${demoOidcAccounts.map((a) => a.sub).join(', ')}`,
  );
  const stop = () => void demo.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.main) await serve();
