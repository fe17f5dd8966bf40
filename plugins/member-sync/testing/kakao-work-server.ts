import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import { FailureQueue } from './failures.ts';
import type { FakeDirectoryPerson } from './scim-server.ts';

/** A running fake of Kakao Work's Web API under `{url}` (`/v1/users.list`, `/v1/users.find_by_email`). */
export interface FakeKakaoWork {
  url: string;
  appKey: string;
  people: FakeDirectoryPerson[];
  failures: FailureQueue;
  readonly requests: URL[];
  stop(): Promise<void>;
}

const refusal = (code: string, message: string) => ({ success: false, error: { code, message } });

const present = (p: FakeDirectoryPerson) => ({
  id: Number(p.id.replace(/\D/g, '')) || p.id,
  name: p.name,
  emails: [p.email],
  department: p.department ?? null,
  status: p.active === false ? 'deactivated' : 'activated',
});

/**
 * Kakao Work's user API as documented: the app key as a Bearer token (else 401 `{ success: false,
 * error: { code: 'unauthorized' } }`), `users.list` paged by an opaque `cursor` (`limit` ≤ 100), and
 * `users.find_by_email`. `failures` injects 401, 429 with Retry-After or 5xx in that shape.
 */
export async function startFakeKakaoWork(
  options: { people?: FakeDirectoryPerson[]; appKey?: string } = {},
): Promise<FakeKakaoWork> {
  const appKey = options.appKey ?? 'kakao-work-test-key';
  const failures = new FailureQueue();
  const requests: URL[] = [];
  const router = new Router({ prefix: '/v1' });
  router.use(async (ctx, next) => {
    if (ctx.get('authorization') !== `Bearer ${appKey}`) {
      ctx.status = 401;
      ctx.body = refusal('unauthorized', 'invalid app key');
      return;
    }
    await next();
  });
  router.use(
    failures.middleware((status) =>
      refusal(
        status === 429 ? 'too_many_requests' : status === 401 ? 'unauthorized' : 'internal_error',
        `HTTP ${status}`,
      ),
    ),
  );
  router.get('/users.list', (ctx) => {
    requests.push(new URL(ctx.href));
    const limit = Math.min(100, Math.max(1, Number(ctx.query.limit ?? 10)));
    const from = ctx.query.cursor ? Number(Buffer.from(String(ctx.query.cursor), 'base64url').toString()) : 0;
    if (!Number.isInteger(from) || from < 0) {
      ctx.status = 400;
      ctx.body = refusal('invalid_parameter', 'bad cursor');
      return;
    }
    const page = server.people.slice(from, from + limit);
    const next =
      from + limit < server.people.length ? Buffer.from(String(from + limit)).toString('base64url') : null;
    ctx.body = { success: true, users: page.map(present), cursor: next };
  });
  router.get('/users.find_by_email', (ctx) => {
    const email = String(ctx.query.email ?? '').toLowerCase();
    const person = server.people.find((p) => p.email.toLowerCase() === email);
    ctx.body = person ? { success: true, user: present(person) } : refusal('not_found', 'no such user');
  });
  const app = new Koa();
  app.use(router.routes()).use(router.allowedMethods());
  const http: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  const server: FakeKakaoWork = {
    url: `http://127.0.0.1:${port}`,
    appKey,
    people: options.people ? [...options.people] : [],
    failures,
    requests,
    stop: () => new Promise((resolve) => http.close(() => resolve())),
  };
  return server;
}
