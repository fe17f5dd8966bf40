import test from 'ava';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { extensionModules, extensionSource } from '../scripts/build-harness.ts';
import { shippedBridgeExtensionId } from '../common/bridge/extension-id.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['quiz-microcontroller'], config: { baseDomain: 'school.example' } });
});
test.after.always(() => app?.stop());

test('pages learn the extension id and where to get the extension, without signing in', async (t) => {
  const res = await app.client().get('/api/board-bridge');
  t.is(res.status, 200);
  t.deepEqual(res.body.data, {
    extensionId: shippedBridgeExtensionId,
    download: '/api/board-bridge/extension.zip',
  });
});

test("the extension's zip: a folder with the manifest listing this deployment's sites and every file it loads", async (t) => {
  const res = await app.client().request('GET', '/api/board-bridge/extension.zip');
  t.is(res.status, 200);
  t.regex(res.headers.get('content-type') ?? '', /application\/zip/);
  t.regex(res.headers.get('content-disposition') ?? '', /seodang-board-bridge\.zip/);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const names = Object.keys(files).sort();
  for (const name of ['manifest.json', 'background.js', 'serial.html', 'serial.js', 'serial.css'])
    t.true(names.includes(`seodang-board-bridge/${name}`), name);
  for (const lang of ['ko', 'en', 'ja'])
    t.true(names.includes(`seodang-board-bridge/_locales/${lang}/messages.json`));
  const manifest = JSON.parse(new TextDecoder().decode(files['seodang-board-bridge/manifest.json']));
  t.like(manifest, { manifest_version: 3, background: { service_worker: 'background.js', type: 'module' } });
  t.deepEqual(manifest.externally_connectable.matches, ['*://school.example/*', '*://*.school.example/*']);
  // Every module the window imports is in the zip (a missing one would break it only in Chrome).
  const serial = new TextDecoder().decode(files['seodang-board-bridge/serial.js']);
  const imports = (source: string) => [...source.matchAll(/from '\.\/([\w/.-]+)'/g)].map((m) => m[1]);
  const pending = imports(serial);
  for (const rel of pending) {
    const path = `seodang-board-bridge/${rel.startsWith('vendor/') ? rel : `vendor/${rel}`}`;
    t.truthy(files[path], `${path} is shipped`);
    for (const next of imports(new TextDecoder().decode(files[path])))
      if (!pending.includes(`vendor/${next}`)) pending.push(`vendor/${next}`);
  }
  t.true(pending.length >= 5, pending.join(', '));
});

test("the extension's vendored modules are the shared TypeScript's current output (run scripts/build-harness.ts)", (t) => {
  for (const name of extensionModules) {
    const shipped = readFileSync(new URL(`../extension/vendor/${name}.mjs`, import.meta.url), 'utf8');
    t.is(shipped, extensionSource(name), name);
  }
});
