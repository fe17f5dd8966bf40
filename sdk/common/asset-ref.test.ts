import test from 'ava';
import { assetRef, assetRefSchema, assetRefsOf } from './asset-ref.ts';

const a = 'a'.repeat(64);
const b = 'b'.repeat(64);

test('assetRefsOf finds every { $asset } once, at any depth, and nothing else', (t) => {
  const value = {
    picture: assetRef(a),
    tests: [{ files: [assetRef(b), assetRef(a)] }, { note: '$asset' }],
    text: `{"$asset":"${'c'.repeat(64)}"}`,
    bad: { $asset: 'A'.repeat(64) },
  };
  t.deepEqual(assetRefsOf(value), [a, b]);
  t.deepEqual(assetRefsOf(null), []);
  t.deepEqual(assetRefsOf('x'), []);
});

test('assetRefSchema takes a lower-case SHA-256 reference only', (t) => {
  t.true(assetRefSchema.safeParse(assetRef(a)).success);
  t.false(assetRefSchema.safeParse({ $asset: 'A'.repeat(64) }).success);
  t.false(assetRefSchema.safeParse({ $asset: a, extra: 1 }).success);
  t.false(assetRefSchema.safeParse({ $asset: a.slice(1) }).success);
});
