import test from 'ava';
import { orderPlugins } from './order.ts';
import { parseManifest } from './manifest.ts';

const p = (id: string, requires: string[] = [], optional: string[] = []) => ({
  manifest: { id, apiVersion: 1 as const, requires, optional, services: [] },
});

test('requirements come first', (t) => {
  const ids = orderPlugins([
    p('supervision', ['assessment']),
    p('assessment', ['lectures']),
    p('lectures'),
  ]).map((x) => x.manifest.id);
  t.deepEqual(ids, ['lectures', 'assessment', 'supervision']);
});

test('installed optional dependencies come first; missing ones are ignored', (t) => {
  const ids = orderPlugins([p('a', [], ['b', 'zzz']), p('b')]).map((x) => x.manifest.id);
  t.deepEqual(ids, ['b', 'a']);
});

test('a cycle refuses to start and names it', (t) => {
  const e = t.throws(() => orderPlugins([p('a', ['b']), p('b', ['c']), p('c', ['a'])]));
  t.is(e?.message, 'Plugin dependency cycle: a -> b -> c -> a');
});

test('a missing requirement is named', (t) => {
  t.throws(() => orderPlugins([p('a', ['nope'])]), {
    message: "Plugin 'a' requires 'nope', which is not installed",
  });
});

test('manifests are validated', (t) => {
  t.throws(() => parseManifest({ id: 'Bad', apiVersion: 2 }, 'plugins/bad'), {
    message: /plugins\/bad: id: must be a kebab-case id; apiVersion: this core supports apiVersion 1/,
  });
  t.deepEqual(parseManifest({ id: 'ok', apiVersion: 1 }, 'x'), {
    id: 'ok',
    apiVersion: 1,
    requires: [],
    optional: [],
    services: [],
    servicesOffByDefault: [],
  });
});
