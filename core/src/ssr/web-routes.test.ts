import test from 'ava';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as TypeScript from 'typescript';
import { routePathsIn, routesIn, WebRouteTable, writeBuiltRouteTable } from './web-routes.ts';

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

test("the web build's table answers while a source is the one it read, and a file edited since is parsed again", async (t) => {
  const dir = fileURLToPath(new URL('../../../plugins/assessment', import.meta.url));
  const plugins = new Map([['assessment', dir]]);
  const file = join(mkdtempSync(join(tmpdir(), 'seodang-routes-')), 'web-routes.json');
  await writeBuiltRouteTable(plugins, file);
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { sha256: string; dev: { path: string }[]; prod: { path: string }[] }
  >;
  t.deepEqual(Object.keys(built).sort(), ['plugins/assessment/web/index.tsx', 'shell/src/app/router.tsx']);
  t.true(built['shell/src/app/router.tsx']!.dev.some((r) => r.path === '/dev/ui'));
  t.false(built['shell/src/app/router.tsx']!.prod.some((r) => r.path === '/dev/ui'));
  const fromTable = await new WebRouteTable(plugins, { builtTable: file }).proctoredPaths(['assessment']);
  const parsed = await new WebRouteTable(plugins, {
    builtTable: join(tmpdir(), 'no-such-table.json'),
  }).proctoredPaths(['assessment']);
  t.deepEqual(fromTable, parsed);

  // A route only the table holds is known: the table, not the parser, answered.
  const entry = built['plugins/assessment/web/index.tsx']!;
  entry.dev.push({ path: '/only-in-the-table' });
  entry.prod.push({ path: '/only-in-the-table' });
  const edited = join(mkdtempSync(join(tmpdir(), 'seodang-routes-')), 'web-routes.json');
  writeFileSync(edited, JSON.stringify(built));
  t.true(
    await new WebRouteTable(plugins, { builtTable: edited }).knows('/only-in-the-table', ['assessment']),
  );
  // Once the source differs from the one the build read, the table's entry is not trusted.
  entry.sha256 = '0'.repeat(64);
  const stale = join(mkdtempSync(join(tmpdir(), 'seodang-routes-')), 'web-routes.json');
  writeFileSync(stale, JSON.stringify(built));
  t.false(
    await new WebRouteTable(plugins, { builtTable: stale }).knows('/only-in-the-table', ['assessment']),
  );
  t.true(
    await new WebRouteTable(plugins, { builtTable: stale }).knows('/manage/assessment/new', ['assessment']),
  );
});
