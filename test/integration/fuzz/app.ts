// The app both generated suites run against: core with every installed plugin and the demo
// data, the demo accounts signed in as browsers would be, and a raw HTTP sender that can send
// what a browser would not (broken bodies, odd bytes in the URL).
import { request as httpRequest, Agent } from 'node:http';
import { discoverPlugins } from '@seodang/config';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { startOpenAiFake } from '@seodang/plugin-ai-assistant/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { SessionStore } from '../../../core/src/accounts/sessions.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';
import type { IdBook } from './operations.ts';

/** Someone making requests: where (the public site or the demo channel) and as whom. */
export interface Persona {
  name: string;
  /** Host header: the public site or `school.localhost`. */
  host: string;
  /** users.id, or null for anonymous. */
  userId: number | null;
  /** The effective role where they ask (null: anonymous). */
  role: string | null;
  /** An active member of the channel they ask in (always true on the public site when signed in). */
  member: boolean;
  /** Cookie header: the CSRF cookie a page load gives, and a session when signed in. */
  cookie: string;
  csrf: string;
}

/** One response, read whole. */
export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Sends one request; never rejects on HTTP errors (a broken connection resolves as status 0). */
export function send(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Reply> {
  return new Promise((resolve) => {
    const url = new URL(baseUrl);
    // node:http frames a DELETE body neither chunked nor sized unless told its length.
    const sized =
      body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: sized, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', (err) => resolve({ status: 0, headers: {}, text: `response error: ${err.message}` }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (err) => resolve({ status: 0, headers: {}, text: `request error: ${err.message}` }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The running app with the demo data and the people of both suites. */
export interface FuzzApp {
  app: TestCore;
  /** The demo channel's host (with the port). */
  channelHost: string;
  publicHost: string;
  /** users.id by login id: the demo accounts plus `supervisor`, `other.admin` and `victim`. */
  users: Record<string, number>;
  ids: IdBook;
  /** A persona as a browser tab that has loaded a page (CSRF cookie) and, unless anonymous, is signed in. */
  persona(name: string, where: 'public' | 'channel', login: string | null): Promise<Persona>;
  /** Gives a persona a fresh session (after a route may have ended theirs: log out, password change). */
  refresh(p: Persona): Promise<void>;
  /** Headers a browser sends with a request of this persona. */
  headers(p: Persona, method: string, extra?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts core with every plugin in plugins/, seeds the demo data, and adds the people the
 * demo lacks: a supervisor of the demo channel, the admin of another channel, and a `victim`
 * student whose id stands in wherever a path or body names a user (so removing or
 * deactivating "that user" never removes someone the suites are signed in as).
 */
export async function startFuzzApp(): Promise<FuzzApp> {
  // The assistant answers through the fake model (without a provider its questions are 503s).
  const model = await startOpenAiFake();
  const app = await startTestCore({
    plugins: discoverPlugins(),
    config: {
      ai: {
        provider: 'openai',
        baseUrl: model.url,
        segment: 'seodang-ai',
        defaultUsageLimit: 9,
        retentionDays: 90,
      },
    },
  });
  await seedDemo(app.core);
  const db = app.core.db;
  const channel = await db('channels').where({ slug: demoChannel.slug }).first('id');
  const users: Record<string, number> = {};
  for (const a of demoAccounts) {
    const row = await db('users').where({ user_id: a.userId }).first('id');
    users[a.userId] = row.id as number;
  }
  users.supervisor = await app.createUser({ userId: 'supervisor' });
  await app.addMember(channel.id, users.supervisor, 'supervisor');
  users.victim = await app.createUser({ userId: 'victim' });
  await app.addMember(channel.id, users.victim, 'student');
  const other = await app.createChannel({ slug: 'other', organizationType: 'company' });
  users['other.admin'] = await app.createUser({ userId: 'other.admin' });
  await app.addMember(other, users['other.admin'], 'admin');

  const port = app.port;
  const channelHost = `${demoChannel.slug}.localhost:${port}`;
  const publicHost = `localhost:${port}`;
  const sessions = new SessionStore(db, 24);
  const ids: IdBook = {
    byName: { userId: users.victim, userIndex: users.victim, fileIndex: 0 },
    fallback: 1,
  };

  const csrfOf = async (host: string) => {
    const res = await send(app.url, 'GET', '/login', { host });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const m = /^sd_csrf=([^;]+)/.exec(line);
      if (m) return m[1];
    }
    throw new Error(`GET /login gave no CSRF cookie (${res.status})`);
  };

  const headers = (p: Persona, method: string, extra: Record<string, string> = {}) => {
    const h: Record<string, string> = { host: p.host, cookie: p.cookie, 'accept-language': 'en', ...extra };
    if (method !== 'GET') {
      h['x-csrf-token'] = p.csrf;
      h.origin = `http://${p.host}`;
    }
    return h;
  };

  const refresh = async (p: Persona) => {
    if (p.userId === null) return;
    const { token } = await sessions.create(p.userId, { ip: '127.0.0.1', userAgent: 'fuzz' });
    p.cookie = `sd_csrf=${p.csrf}; sd_sid=${token}`;
  };

  return {
    app,
    channelHost,
    publicHost,
    users,
    ids,
    async persona(name, where, login) {
      const host = where === 'channel' ? channelHost : publicHost;
      const csrf = await csrfOf(host);
      const p: Persona = {
        name,
        host,
        userId: null,
        role: null,
        member: false,
        cookie: `sd_csrf=${csrf}`,
        csrf,
      };
      if (login === null) return p;
      const account = demoAccounts.find((a) => a.userId === login);
      if (account) {
        // A real log-in once, as the browser does; later sessions are made directly (refresh).
        const res = await send(
          app.url,
          'POST',
          '/api/auth/login',
          { ...headers(p, 'POST'), 'content-type': 'application/json' },
          JSON.stringify({ userId: login, password: account.password }),
        );
        if (res.status !== 200) throw new Error(`log-in of ${login} failed: ${res.status} ${res.text}`);
      }
      p.userId = users[login];
      await refresh(p);
      const me = await send(app.url, 'GET', '/api/auth/me', headers(p, 'GET'));
      const data = JSON.parse(me.text) as {
        userData: { role: string; membership: { state: string } | null };
      };
      p.role = data.userData.role;
      p.member = where === 'public' || data.userData.membership?.state === 'joined';
      return p;
    },
    refresh,
    headers,
    async stop() {
      agent.destroy();
      await app.stop();
      await model.close();
    },
  };
}

/** Problems with a response that both suites reject: a 5xx, a dropped connection, or a 4xx without `{ err: { code, message } }`. */
export function replyProblem(reply: Reply): string | null {
  if (reply.status === 0) return `no response (${reply.text})`;
  if (reply.status >= 500) return `${reply.status}`;
  if (reply.status >= 400) {
    let body: { err?: { code?: unknown; message?: unknown } } | undefined;
    try {
      body = JSON.parse(reply.text) as typeof body;
    } catch {
      return `${reply.status} without a JSON body`;
    }
    const err = body?.err;
    if (!err || typeof err.code !== 'string' || !err.code) return `${reply.status} without err.code`;
    if (typeof err.message !== 'string' || !err.message.trim()) return `${reply.status} without err.message`;
  }
  return null;
}
