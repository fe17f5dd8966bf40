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

test('concurrent misses of one key share one load; a failed load is not cached', async (t) => {
  const c = new TtlCache<string, number>({ ttlMs: 1000 });
  let loads = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const slow = async () => {
    loads++;
    await gate;
    return 7;
  };
  const both = Promise.all([c.getOrLoad('k', slow), c.getOrLoad('k', slow)]);
  release();
  t.deepEqual(await both, [7, 7]);
  t.is(loads, 1);
  await t.throwsAsync(
    c.getOrLoad('bad', () => Promise.reject(new Error('down'))),
    { message: 'down' },
  );
  t.is(await c.getOrLoad('bad', async () => 1), 1, 'the next caller loads again');
});

test('a load that began before a clear is returned but not stored', async (t) => {
  const c = new TtlCache<string, number>({ ttlMs: 1000 });
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const before = c.getOrLoad('k', async () => {
    await gate;
    return 1;
  });
  c.clear();
  const after = c.getOrLoad('k', async () => 2);
  release();
  t.deepEqual(await Promise.all([before, after]), [1, 2]);
  t.is(c.get('k'), 2);
});

test('getOrLoadMany loads only the missing keys, in one call', async (t) => {
  const c = new TtlCache<number, string>({ ttlMs: 1000 });
  c.set(1, 'one');
  const calls: number[][] = [];
  const load = async (missing: number[]) => {
    calls.push(missing);
    return new Map(missing.filter((k) => k !== 4).map((k) => [k, `#${k}`]));
  };
  t.deepEqual(
    [...(await c.getOrLoadMany([1, 2, 3, 4], load))],
    [
      [1, 'one'],
      [2, '#2'],
      [3, '#3'],
    ],
  );
  t.deepEqual(calls, [[2, 3, 4]]);
  await c.getOrLoadMany([2, 3], load);
  t.is(calls.length, 1, 'all cached now');
  const racing = c.getOrLoadMany([5], async (missing) => {
    c.clear();
    return new Map(missing.map((k) => [k, 'stale']));
  });
  t.is((await racing).get(5), 'stale');
  t.is(c.get(5), undefined, 'a value read before a clear is not stored');
});
