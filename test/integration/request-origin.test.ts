import test from 'ava';
import { definePlugin } from '@seodang/sdk';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import type { LoadedPlugin } from '@seodang/core';

/** A plugin that answers the request's origin as its handlers see it. */
const echo: LoadedPlugin = {
  manifest: { id: 'origin-echo', apiVersion: 1, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'origin-echo',
    register(env) {
      env.route({
        method: 'GET',
        path: '/api/origin-echo',
        summary: "The request's origin",
        access: 'public',
        service: null,
        channelPublic: true,
        handler: (_input, rc) => ({ data: rc.origin }),
      });
    },
  }),
};

const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'school.seodang.example' };

/** Starts a core with TRUST_PROXY as given (read once, when core starts). */
async function coreWith(trustProxy: string | undefined): Promise<TestCore> {
  const before = process.env.TRUST_PROXY;
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
  try {
    return await startTestCore({ plugins: [echo] });
  } finally {
    if (before === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = before;
  }
}

/** The origin the handler sees for a request with this Host (default: the test's own address). */
const originOf = async (app: TestCore, host?: string, headers: Record<string, string> = {}) =>
  (
    await (
      await app
        .client()
        .request('GET', '/api/origin-echo', undefined, { ...(host ? { host } : {}), ...headers })
    ).json()
  ).data;

test.serial(
  'without trusted proxies the origin is the connection’s scheme and the Host, forwarded headers ignored',
  async (t) => {
    const app = await coreWith(undefined);
    try {
      t.is(await originOf(app), `http://${new URL(app.url).host}`);
      t.is(await originOf(app, 'school.localhost:8080'), 'http://school.localhost:8080');
      t.is(await originOf(app, 'school.localhost', forwarded), 'http://school.localhost');
    } finally {
      await app.stop();
    }
  },
);

test.serial('behind a trusted proxy the origin is what the proxy was asked for', async (t) => {
  const app = await coreWith('1');
  try {
    t.is(await originOf(app, 'core.internal:3000', forwarded), 'https://school.seodang.example');
    // A proxy that forwards no scheme or host: the Host as it arrived, over plain HTTP.
    t.is(await originOf(app, 'school.localhost'), 'http://school.localhost');
    // Several entries (proxies in a chain): the first, as the client asked for it.
    t.is(
      await originOf(app, 'core.internal', {
        'x-forwarded-proto': 'https, http',
        'x-forwarded-host': 'school.seodang.example, lb.internal',
      }),
      'https://school.seodang.example',
    );
  } finally {
    await app.stop();
  }
});
