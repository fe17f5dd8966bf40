import test from 'ava';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';

const dir = fileURLToPath(new URL('../../dist/web-plugins/static-files-test/', import.meta.url));
let t0: TestCore;

test.before(async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}page.html`, '<!doctype html><script>document.title = "x"</script>');
  writeFileSync(`${dir}entry.js`, 'export {};');
  t0 = await startTestCore();
});
test.after.always(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t0?.stop();
});

test('static documents are sandboxed: never the app origin, framed only by our pages', async (t) => {
  const res = await t0.client().request('GET', '/plugins/static-files-test/page.html');
  t.is(res.status, 200);
  t.is(res.headers.get('content-security-policy'), "sandbox allow-scripts; frame-ancestors 'self'");
  t.is(res.headers.get('x-content-type-options'), 'nosniff');
  const js = await t0.client().request('GET', '/plugins/static-files-test/entry.js');
  t.is(js.status, 200);
  t.is(js.headers.get('content-security-policy'), null, 'scripts are not documents');
});

test('no path escapes the static roots', async (t) => {
  for (const path of [
    '/plugins/../package.json',
    '/plugins/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/plugins/..%2f..%2fpackage.json',
  ]) {
    const res = await t0.client().request('GET', path);
    // Whatever answers (a refusal, or the app's page for a normalised path), never the file.
    t.false((await res.text()).includes('"workspaces"'), path);
  }
});
