import test from 'ava';
import { pushDataLayer, routeChangeEntry } from './data-layer.ts';

test('route changes carry the user id only when logged in', (t) => {
  const w: { dataLayer?: Record<string, unknown>[] } = {};
  pushDataLayer(w, routeChangeEntry('/qna', 'minjun'));
  pushDataLayer(w, routeChangeEntry('/', null));
  t.deepEqual(w.dataLayer, [
    { event: 'route_change', path: '/qna', userId: 'minjun' },
    { event: 'route_change', path: '/' },
  ]);
});
