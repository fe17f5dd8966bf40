// Managed local mail catcher: an SMTP server on a private loopback port that keeps every mail
// under `.data/<profile>/mail` (`<id>.eml` and `index.json`, newest first) instead of delivering
// it. `npm start` runs it when SMTP_URL is not set and points core at it. Run as a child of the
// set-up (this file is also its entry point); tests start their own in-process catcher instead
// (`startMailCatcher` of `@seodang/core/testing`).
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startMailCatcher } from '../../core/src/mail/testing/mail-catcher.ts';
import { dataDir, repoRoot } from '../lib/paths.ts';
import type { Profile } from '../lib/paths.ts';
import { candidatePorts, isPortFree, pickPort } from '../lib/ports.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { clearStale, writePid } from '../lib/pid-files.ts';
import { waitUntil } from '../lib/wait.ts';

/** The command-line marker of the catcher process (leftover detection). */
export const mailCatcherMarker = 'services/mail-catcher.ts';

export interface RunningMailCatcher {
  url: string;
  port: number;
  /** Where the mail is kept. */
  dir: string;
  process: Managed;
}

/**
 * Start the profile's mail catcher and wait until it greets. With `bounceUrl`, mail it takes at a
 * VERP return path (a delivery-status report) is handed on to core's bounce route.
 */
export async function startMailCatcherService(
  profile: Profile,
  bounceUrl?: string,
): Promise<RunningMailCatcher> {
  const dir = join(dataDir(profile), 'mail');
  await clearStale(profile, 'mail', mailCatcherMarker);
  const port = await pickPort(candidatePorts('smtp', profile), isPortFree);
  const proc = launch({
    name: 'mail',
    command: process.execPath,
    args: [
      fileURLToPath(import.meta.url),
      '--port',
      String(port),
      '--dir',
      dir,
      ...(bounceUrl ? ['--bounce-url', bounceUrl] : []),
    ],
  });
  writePid(profile, 'mail', proc.child.pid);
  try {
    await waitUntil('the mail catcher to greet', () => greets(port), { timeoutMs: 30_000, process: proc });
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url: `smtp://127.0.0.1:${port}`, port, dir, process: proc };
}

/** True once an SMTP server on the port sends its 220 greeting. */
export function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('data', (d) => {
      if (reply.includes('\r\n')) return;
      reply += d.toString();
      if (reply.includes('\r\n')) {
        resolve(reply.startsWith('220'));
        socket.end('QUIT\r\n');
      }
    });
    socket.on('close', () => resolve(false));
    socket.on('error', () => resolve(false));
  });
}

async function serve(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, dir: { type: 'string' }, 'bounce-url': { type: 'string' } },
  });
  const dir = values.dir ?? join(dataDir('dev'), 'mail');
  const shown = relative(repoRoot, dir);
  const catcher = await startMailCatcher({
    port: Number(values.port ?? 0),
    dir,
    bounceUrl: values['bounce-url'],
    // Mail to someone@bounce.localhost is taken, then bounced late: the whole path in development.
    lateBounceDomain: 'bounce.localhost',
    onMail: (m) =>
      console.log(`caught mail to ${m.to.join(', ')}: "${m.subject}" (${relative(repoRoot, m.file ?? '')})`),
  });
  console.log(`listening on ${catcher.url}; mail is kept in ${shown} (index.json lists it)`);
  const stop = () => void catcher.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.main) await serve();
