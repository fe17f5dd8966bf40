// Graceful stop: a core process told SIGTERM (a rolling deploy, a scale-down) stops accepting,
// answers the request in flight, tells its realtime sockets to reconnect elsewhere (1012) and
// exits 0. Real process, the handler `node core/src/main.ts` installs.
import test from 'ava';
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { freePort, startCoreProcess, waitFor } from './processes.ts';

let app: TestCore | undefined;
let child: ChildProcess | undefined;

test.after.always(async () => {
  child?.kill('SIGKILL');
  await app?.stop();
});

test('SIGTERM: the request in flight is answered, sockets are told to reconnect, new connections are refused, exit 0', async (t) => {
  app = await startTestCore({ plugins: ['community'] });
  const port = await freePort();
  child = await startCoreProcess(app.core.config, port, ['community']);
  let signalledAt = 0;
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`);
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
  await new Promise((resolve) => ws.addEventListener('open', resolve));

  // A sign-in whose body is still on its way when the signal comes: a request in flight.
  const body = JSON.stringify({ userId: 'nobody', password: 'not-the-password' });
  const answered = new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: 'sd_csrf=graceful-stop-csrf-token-0001',
          'x-csrf-token': 'graceful-stop-csrf-token-0001',
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      signalledAt = Date.now();
      child!.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(10)), 700);
    }, 300);
  });

  t.is(await closed, 1012, 'the socket is closed with "service restart", so the browser reconnects');
  await waitFor('the port to stop accepting', async () => {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
      return false;
    } catch {
      return true;
    }
  });
  t.is(await answered, 401, 'the sign-in in flight got its answer (wrong password), not a reset');
  t.is(await exited, 0);
  t.log(`exited ${Date.now() - signalledAt} ms after SIGTERM (the request in flight took 700 ms more)`);
});
