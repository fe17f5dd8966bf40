import test from 'ava';
import { definePlugin } from '@seodang/sdk';
import { startTestCore } from '@seodang/sdk/testing';
import { purchasablePoint, type PurchasableKind, type PurchasableQuote } from '../common/purchasable.ts';
import { createPurchasableKinds } from './purchasables.ts';

/** A kind as a selling plugin writes it: one item, 12, in the public site only, for 10,000 won. */
function demoKind(kind = 'demo'): PurchasableKind {
  const quote = (ref: number): PurchasableQuote => ({
    kind,
    ref,
    title: '데모 상품',
    link: `/demo/${ref}`,
    price: 10_000,
    discountedPrice: null,
    finalPrice: 10_000,
    analytics: {
      sequence: ref,
      subject: '데모 상품',
      category: { first: { id: 'programming' }, second: null },
      educatorsData: { name: '김강사' },
      price: 10_000,
    },
    recipients: [{ userId: 1, share: 1 }],
    children: [],
    sale: { forSale: true },
  });
  return {
    kind,
    async quote(scope, refs) {
      return new Map(refs.filter((r) => r === 12 && scope.channelIndex === null).map((r) => [r, quote(r)]));
    },
    async owned() {
      return new Set<number>();
    },
    async grant() {},
    async revoke() {},
    async usage() {
      return { kind: 'recorded', totalLessons: 10, studiedLessons: 0 };
    },
  };
}

test('a kind registers once, with a kebab-case id and all its functions', async (t) => {
  const kinds = createPurchasableKinds();
  kinds.point.register(demoKind('lecture'));
  kinds.point.register(demoKind('bundle'));
  t.throws(() => kinds.point.register(demoKind('lecture')), { message: /registered twice/ });
  t.throws(() => kinds.point.register(demoKind('Lecture')), { message: /kebab-case/ });
  t.throws(
    () => kinds.point.register({ ...demoKind('roadmap'), grant: undefined } as unknown as PurchasableKind),
    {
      message: /lacks grant/,
    },
  );
  t.deepEqual(kinds.ids(), ['bundle', 'lecture']);
  const lecture = kinds.get('lecture')!;
  const scope = {
    db: null as never,
    channelIndex: null,
    userId: null,
    locale: 'ko' as const,
    now: new Date(),
  };
  t.deepEqual([...(await lecture.quote(scope, [12, 13])).keys()], [12]);
  t.deepEqual(
    [...(await lecture.quote({ ...scope, channelIndex: 3 }, [12])).keys()],
    [],
    'another channel: absent',
  );
  t.is(kinds.get('roadmap'), undefined);
  t.throws(() => kinds.point.register(demoKind('late')), { message: /after commerce started/ });
});

const seller = (optional: string[]) => {
  const seen: { point: boolean } = { point: false };
  return {
    seen,
    plugin: {
      manifest: { id: 'demo-seller', apiVersion: 1 as const, requires: [], optional, services: [] },
      definition: definePlugin({
        id: 'demo-seller',
        register(env) {
          const point = env.extensionPoint(purchasablePoint);
          seen.point = point !== undefined;
          point?.register(demoKind());
        },
      }),
    },
  };
};

test('a plugin that lists commerce as optional registers its kind through the point', async (t) => {
  const withCommerce = seller(['commerce']);
  const app = await startTestCore({ plugins: ['commerce', withCommerce.plugin] });
  await app.stop();
  t.true(withCommerce.seen.point);
  // Without commerce installed the point is absent and the seller still starts.
  const alone = seller(['commerce']);
  const bare = await startTestCore({ plugins: [alone.plugin] });
  await bare.stop();
  t.false(alone.seen.point);
});

test('a plugin that does not list commerce cannot use the point', async (t) => {
  const stranger = seller([]);
  await t.throwsAsync(startTestCore({ plugins: ['commerce', stranger.plugin] }), {
    message: /uses extension point 'commerce.purchasable' of 'commerce' without requiring it/,
  });
});
