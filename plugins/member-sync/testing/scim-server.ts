import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import SCIMMY from 'scimmy';
import { FailureQueue } from './failures.ts';

/** A person of a fake directory. */
export interface FakeDirectoryPerson {
  id: string;
  name: string;
  email: string;
  department?: string | null;
  active?: boolean;
}

/** A running fake SCIM 2.0 server (NAVER WORKS style) under `{url}` = `http://127.0.0.1:{port}/scim/v2`. */
export interface FakeScimServer {
  url: string;
  token: string;
  /** The directory's people; change them between syncs. */
  people: FakeDirectoryPerson[];
  failures: FailureQueue;
  /** Requests to /Users so far (paging checks). */
  readonly requests: URL[];
  stop(): Promise<void>;
}

const enterprise = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** SCIMMY's User resource, declared once per process; each request hands it its server's people. */
let declared = false;
function declareUser() {
  if (declared) return;
  declared = true;
  SCIMMY.Resources.declare(SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false)).egress(
    (resource, people: FakeDirectoryPerson[]) => {
      const list = resource.id ? people.filter((p) => p.id === resource.id) : people;
      const users = list.map((p) => ({
        id: p.id,
        userName: p.email,
        displayName: p.name,
        name: { formatted: p.name },
        emails: [{ value: p.email, primary: true, type: 'work' }],
        active: p.active ?? true,
        [enterprise]: p.department ? { department: p.department } : {},
        meta: { resourceType: 'User' },
      }));
      // The egress handler filters; SCIMMY then sorts, pages and shapes the ListResponse.
      return resource.filter ? resource.filter.match(users) : users;
    },
  );
}

const scimError = (status: number) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
  status: String(status),
  detail: status === 401 ? 'Invalid bearer token' : status === 429 ? 'Too many requests' : 'Server error',
});

/**
 * Starts a SCIM 2.0 directory on a loopback port with SCIMMY behind a Koa router: `GET
 * /scim/v2/Users?startIndex&count&filter` answers a `ListResponse`, `GET /scim/v2/Groups` the
 * departments as groups; a wrong bearer token is a 401, and `failures` injects 401, 429 with
 * Retry-After or 5xx.
 */
export async function startFakeScimServer(
  options: { people?: FakeDirectoryPerson[]; token?: string; port?: number; host?: string } = {},
): Promise<FakeScimServer> {
  declareUser();
  const token = options.token ?? 'scim-test-token';
  const people = options.people ? [...options.people] : [];
  const failures = new FailureQueue();
  const requests: URL[] = [];
  const router = new Router({ prefix: '/scim/v2' });
  router.use(async (ctx, next) => {
    ctx.type = 'application/scim+json';
    if (ctx.get('authorization') !== `Bearer ${token}`) {
      ctx.status = 401;
      ctx.body = scimError(401);
      return;
    }
    await next();
  });
  router.use(failures.middleware(scimError));
  router.get('/Users', async (ctx) => {
    requests.push(new URL(ctx.href));
    const q = ctx.query as Record<string, string | undefined>;
    try {
      // SCIMMY refuses keys present but undefined: pass only the parameters that came.
      const config = Object.fromEntries(
        Object.entries({
          filter: q.filter,
          startIndex: q.startIndex ? Number(q.startIndex) : undefined,
          count: q.count ? Number(q.count) : undefined,
        }).filter(([, v]) => v !== undefined),
      );
      const resource = new SCIMMY.Resources.User(undefined, config);
      ctx.body = await resource.read(server.people);
    } catch (err) {
      ctx.status = 400;
      ctx.body = new SCIMMY.Messages.ErrorResponse(err as Error);
    }
  });
  router.get('/Groups', (ctx) => {
    const departments = [...new Set(server.people.map((p) => p.department).filter(Boolean))] as string[];
    const resources = departments.map((name, i) => ({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      id: `group-${i + 1}`,
      displayName: name,
      members: server.people
        .filter((p) => p.department === name)
        .map((p) => ({ value: p.id, display: p.name })),
    }));
    ctx.body = {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: resources.length,
      startIndex: 1,
      itemsPerPage: resources.length,
      Resources: resources,
    };
  });
  const app = new Koa();
  app.use(router.routes()).use(router.allowedMethods());
  const http: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  const server: FakeScimServer = {
    url: `http://127.0.0.1:${port}/scim/v2`,
    token,
    people,
    failures,
    requests,
    stop: () => new Promise((resolve) => http.close(() => resolve())),
  };
  return server;
}
