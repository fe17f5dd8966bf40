import test from 'ava';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as TypeScript from 'typescript';
import { routePathsIn, routesIn, WebRouteTable } from './web-routes.ts';

// The developer screens (the UI kit at /dev/ui) exist only in builds that are not production: the
// route table claims them on the same condition, so a production server answers 404 there.
// typescript is CommonJS: its API is the default export when imported from ESM.
const ts = (TypeScript as unknown as { default?: typeof TypeScript }).default ?? TypeScript;
const shellRouter = readFileSync(
  fileURLToPath(new URL('../../../shell/src/app/router.tsx', import.meta.url)),
  'utf8',
);

test("the shell's developer screens count only where the build carries them", (t) => {
  const withDev = routePathsIn(ts, shellRouter, undefined, { devScreens: true });
  const withoutDev = routePathsIn(ts, shellRouter, undefined, { devScreens: false });
  t.true(withDev.includes('/dev/ui'));
  t.false(withoutDev.includes('/dev/ui'));
  t.deepEqual(
    withDev.filter((p) => p !== '/dev/ui'),
    withoutDev,
    'every other shell route is the same',
  );
  t.true(withoutDev.includes('/login'));
});

test('only the branch a __SEODANG_DEV_UI__ conditional takes is read', (t) => {
  const source = `
    const a = __SEODANG_DEV_UI__ ? [{ path: '/dev/a' }] : [{ path: '/prod/a' }];
    const b = { path: '/always' };`;
  t.deepEqual(routePathsIn(ts, source, undefined, { devScreens: true }), ['/dev/a', '/always']);
  t.deepEqual(routePathsIn(ts, source, undefined, { devScreens: false }), ['/prod/a', '/always']);
});

test('a production route table does not know /dev/ui; a development one does', async (t) => {
  const production = new WebRouteTable(new Map(), { devScreens: false });
  const development = new WebRouteTable(new Map(), { devScreens: true });
  t.false(await production.knows('/dev/ui', []));
  t.true(await production.knows('/login', []));
  t.true(await development.knows('/dev/ui', []));
});

test('a route written with proctored: true or bare: true has that flag; it is read from the literal only', (t) => {
  const source = `
    export const plugin = defineWebPlugin({
      routes: [
        { path: '/room/:id', screen, bare: true, proctored: true },
        { path: '/room/:id/report', screen, proctored: false },
        { path: '/lobby', screen },
      ],
    });`;
  t.deepEqual(routesIn(ts, source, 'routes'), [
    { path: '/room/:id', proctored: true, bare: true },
    { path: '/room/:id/report', proctored: false, bare: false },
    { path: '/lobby', proctored: false, bare: false },
  ]);
});

test("the assessment's exam room is the one proctored screen, and only while assessment is enabled", async (t) => {
  const dir = fileURLToPath(new URL('../../../plugins/assessment', import.meta.url));
  const table = new WebRouteTable(new Map([['assessment', dir]]));
  t.deepEqual(await table.proctoredPaths(['assessment']), [
    '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex',
  ]);
  t.deepEqual(await table.proctoredPaths([]), []);
  // The exam room has no header either, known before the plugin loads.
  t.true(
    (await table.barePaths(['assessment'])).includes('/assessment/:lectureSeq/:lectureSlug/exam/:examIndex'),
  );
  t.deepEqual(await table.barePaths([]), []);
});
