import test from 'ava';
import { TtlCache } from './ttl-cache.ts';

test('entries expire after the ttl', (t) => {
  const c = new TtlCache<string, number>({ ttlMs: 100 });
  c.set('a', 1, 1000);
  t.is(c.get('a', 1099), 1);
  t.is(c.get('a', 1100), undefined);
});

test('the oldest entry goes when full; clear by predicate', (t) => {
  const c = new TtlCache<string, number>({ ttlMs: 1000, max: 2 });
  c.set('a', 1);
  c.set('b', 2);
  c.set('c', 3);
  t.is(c.get('a'), undefined);
  t.is(c.size, 2);
  c.clear((k) => k === 'b');
  t.deepEqual([c.get('b'), c.get('c')], [undefined, 3]);
});

test('getOrLoad loads once', async (t) => {
  const c = new TtlCache<string, number>({ ttlMs: 1000 });
  let loads = 0;
  const load = async () => ++loads;
  t.is(await c.getOrLoad('k', load), 1);
  t.is(await c.getOrLoad('k', load), 1);
});
