import test from 'ava';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as TypeScript from 'typescript';
import { routesIn, WebRouteTable } from './web-routes.ts';

// typescript is CommonJS: its API is the default export when imported from ESM.
const ts = (TypeScript as unknown as { default?: typeof TypeScript }).default ?? TypeScript;

const pluginSource = `
  export const plugin = defineWebPlugin({
    routes: [
      { path: '/cert/:certId', screen, channelPublic: true },
      { path: '/cert/:certId/edit', screen, channelPublic: isOpen },
      { path: '/learn/certificates', screen },
    ],
  });`;

test('a route written with channelPublic: true is channel-public; the flag is read from the literal only', (t) => {
  const routes = routesIn(ts, pluginSource, 'routes');
  t.deepEqual(
    routes.map((r) => [r.path, r.channelPublic === true]),
    [
      ['/cert/:certId', true],
      ['/cert/:certId/edit', false],
      ['/learn/certificates', false],
    ],
  );
});

test("the page gate's question: does a loaded plugin's channel-public screen claim the path", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'channel-public-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.tsx'), pluginSource);
  const table = new WebRouteTable(new Map([['certs', dir]]));
  t.true(await table.isChannelPublic('/cert/AbC123xyz789'));
  t.false(await table.isChannelPublic('/cert/AbC123xyz789/edit'));
  t.false(await table.isChannelPublic('/learn/certificates'));
  t.false(await new WebRouteTable(new Map()).isChannelPublic('/cert/AbC123xyz789'));
});
