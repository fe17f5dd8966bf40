import test from 'ava';
import { channelLookup } from '@seodang/sdk';
import { Registry } from './registry.ts';

const manifest = (id: string) => ({ id, apiVersion: 1 as const, requires: [], optional: [], services: [] });
const kind = (name: string) => ({ kind: name, find: async () => [] });

test('a scoped kind is registered once, by one plugin, before the registries lock', (t) => {
  const registry = new Registry();
  registry.envFor(manifest('workspace')).scopedKind(kind('quiz'));
  t.is(registry.scopedKinds.get('quiz')?.owner, 'workspace');
  t.throws(() => registry.envFor(manifest('other')).scopedKind(kind('quiz')), {
    message: "Scoped kind 'quiz' is registered by both 'workspace' and 'other'",
  });
  registry.lock();
  t.throws(() => registry.envFor(manifest('late')).scopedKind(kind('lesson')), { message: /locked/ });
});

test("the request's lookup finds registered kinds only", async (t) => {
  const registry = new Registry();
  registry.envFor(manifest('workspace')).scopedKind({
    kind: 'quiz',
    find: async (_db, ids, channelIndex) => (channelIndex === 3 ? ids.map((id) => ({ id })) : []),
  });
  const lookup = (channelIndex: number | null) =>
    channelLookup((k) => registry.scopedKinds.get(k)?.def, {} as never, channelIndex);
  t.deepEqual(await lookup(3).inChannel('quiz', 5), { id: 5 });
  await t.throwsAsync(lookup(null).inChannel('quiz', 5), { message: 'error.not_found' });
  await t.throwsAsync(lookup(3).inChannel('lesson', 5), { message: "No scoped kind 'lesson' is registered" });
});
