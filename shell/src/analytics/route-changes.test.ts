import test from 'ava';
import { isProctoredPath, reportRouteChanges, type RouterLike } from './route-changes.ts';

const examRoom = '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex';

/** A router standing at a path that the test moves by hand. */
function fakeRouter(pathname: string) {
  let listener: ((state: { location: { pathname: string } }) => void) | null = null;
  const router: RouterLike = {
    state: { location: { pathname } },
    subscribe(l) {
      listener = l;
      return () => (listener = null);
    },
  };
  return { router, go: (to: string) => listener?.({ location: { pathname: to } }) };
}

test('a proctored path matches its route pattern only', (t) => {
  t.true(isProctoredPath('/assessment/3/python/exam/7', [examRoom]));
  t.false(isProctoredPath('/assessment/3/python/exam/7/report', [examRoom]));
  t.false(isProctoredPath('/assessment/3/python', [examRoom]));
  t.false(isProctoredPath('/assessment/3/python/exam/7', []));
});

test('no route_change in the exam room, opened first or reached later; one for every other page', (t) => {
  const layer: { dataLayer?: Record<string, unknown>[] } = {};
  const { router, go } = fakeRouter('/assessment/3/python/exam/7');
  const stop = reportRouteChanges(router, {
    userId: 'minjun',
    proctoredRoutes: [examRoom],
    dataLayer: layer,
  });
  t.is(layer.dataLayer, undefined, 'nothing for the exam room the page opened on');
  go('/assessment/my');
  go('/assessment/my');
  go('/assessment/3/python/exam/8');
  go('/qna');
  stop();
  go('/notice');
  t.deepEqual(layer.dataLayer, [
    { event: 'route_change', path: '/assessment/my', userId: 'minjun' },
    { event: 'route_change', path: '/qna', userId: 'minjun' },
  ]);
});
