import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { reportRouteChanges } from '../../shell/src/analytics/route-changes.ts';

// Spec §1: in an exam the exam's own events are the only analytics. The page start tells the shell
// which paths are proctored before any plugin code loads, so its route_change stays out of the room.
let t0: TestCore;

test.before(async () => {
  t0 = await startTestCore({ plugins: ['lectures', 'workspace', 'assessment'] });
});
test.after.always(async () => {
  await t0?.stop();
});

/** The page start's data of a path, as the shell reads it. */
async function pageDataOf(path: string) {
  const page = await (await t0.client().open(path)).text();
  const blob = /<script id="__SEODANG__" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(page);
  return JSON.parse(blob![1]) as { pageInfo: { proctoredRoutes?: string[] } };
}

/** What the shell pushes to the data layer when a page opens on `path`. */
async function routeChangesOn(path: string) {
  const { pageInfo } = await pageDataOf(path);
  const layer: { dataLayer?: Record<string, unknown>[] } = {};
  const router = { state: { location: { pathname: path } }, subscribe: () => () => {} };
  reportRouteChanges(router, {
    userId: 'minjun',
    proctoredRoutes: pageInfo.proctoredRoutes ?? [],
    dataLayer: layer,
  });
  return layer.dataLayer ?? [];
}

test('a page opened in the exam room sends no route_change; its report and other pages do', async (t) => {
  t.deepEqual(await routeChangesOn('/assessment/3/python/exam/7'), []);
  t.deepEqual(await routeChangesOn('/assessment/3/python/exam/7/report'), [
    { event: 'route_change', path: '/assessment/3/python/exam/7/report', userId: 'minjun' },
  ]);
  t.deepEqual(await routeChangesOn('/search'), [
    { event: 'route_change', path: '/search', userId: 'minjun' },
  ]);
});
