// Fault: PostgreSQL is stopped (sessions get 57P01 admin_shutdown, new connections are refused)
// and started again while clients keep calling core. Requests meanwhile answer a clean 503 in the
// error shape, translated; core reconnects by itself and the next requests succeed.
import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { startPrivatePostgres, type PrivatePostgres } from './processes.ts';

let pg: PrivatePostgres;
let app: TestCore;

test.before(async () => {
  pg = await startPrivatePostgres();
  // This file's own cluster: startTestCore creates the test database on it.
  process.env.DATABASE_URL = pg.url;
  app = await startTestCore();
  await app.createUser({ userId: 'loader' });
});

test.after.always(async () => {
  await app?.stop().catch(() => undefined);
  await pg?.destroy();
});

interface Answer {
  at: number;
  status: number;
  body: { err?: { code: string; message: string } };
}

test('PostgreSQL restarted under load: 503 meanwhile, served again once it is back', async (t) => {
  const messages = {
    ko: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The service is temporarily unavailable. Please try again in a moment.',
    ja: 'サービスに一時的に接続できません。しばらくしてからもう一度お試しください。',
  } as const;
  const locales = Object.keys(messages) as (keyof typeof messages)[];
  const clients = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const c = app.client({ locale: locales[i % 3] });
      await c.login('loader', testPassword);
      return { c, locale: locales[i % 3] };
    }),
  );
  const answers: (Answer & { locale: keyof typeof messages; client: number })[] = [];
  let running = true;
  // Each client keeps one request in flight: a session lookup in PostgreSQL per request.
  const loops = clients.map(async ({ c, locale }, client) => {
    while (running) {
      const r = await c.get('/api/auth/me');
      answers.push({ at: Date.now(), status: r.status, body: r.body, locale, client });
      if (r.status !== 200) await new Promise((ok) => setTimeout(ok, 20));
    }
  });
  await new Promise((r) => setTimeout(r, 1000));
  const stoppedAt = Date.now();
  await pg.stop();
  await new Promise((r) => setTimeout(r, 2000));
  await pg.start();
  const startedAt = Date.now();
  // Served again: every client's latest answer is a 200.
  const deadline = Date.now() + 30_000;
  let backAt = 0;
  while (Date.now() < deadline) {
    const latest = clients.map((_, i) => answers.filter((a) => a.client === i).at(-1));
    if (latest.every((a) => a && a.at > startedAt && a.status === 200)) {
      backAt = Date.now();
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 1000));
  running = false;
  await Promise.all(loops);

  t.true(backAt > 0, 'requests succeed again once PostgreSQL is back');
  const firstOk = answers.find((a) => a.at > startedAt && a.status === 200)?.at ?? NaN;
  const refused = answers.filter((a) => a.status !== 200);
  t.log(
    `PostgreSQL down for ${startedAt - stoppedAt} ms (stop, 2 s, start): ${refused.length} requests ` +
      `answered 503; first 200 ${firstOk - startedAt} ms after it accepted connections again, ` +
      `all clients served ${backAt - startedAt} ms after`,
  );
  t.true(refused.length > 0, 'some requests met the outage');
  const unclean = refused.filter(
    (a) =>
      a.status !== 503 ||
      a.body.err?.code !== 'service_unavailable' ||
      a.body.err.message !== messages[a.locale],
  );
  t.deepEqual(unclean.slice(0, 3), [], 'every refusal is a translated 503 service_unavailable');
  const late = answers.filter((a) => a.at > backAt && a.status !== 200);
  t.deepEqual(late, [], 'nothing fails once core is served again');
});
