import test from 'ava';
import { checkoutBodySchema } from '../common/checkout.ts';
import { cancelCoupon, checkoutProblems } from '../common/pricing.ts';
import {
  appliedCodeOf,
  applyCheckedCoupon,
  checkoutBodyOf,
  checkoutKeyOf,
  checkoutStateOf,
} from './checkout-state.ts';

// A lecture and a bundle that share the index 7, and another lecture.
const lecture = { itemType: 'lecture', lectureSequence: 7 };
const bundle = { itemType: 'bundle', lectureSequence: 7 };
const other = { itemType: 'lecture', lectureSequence: 8 };

test('a lecture and a bundle of the same index are two items, each with its own coupon', (t) => {
  t.not(checkoutKeyOf(lecture), checkoutKeyOf(bundle));
  let state = checkoutStateOf([lecture, bundle, other]);
  const onBundle = applyCheckedCoupon(
    state,
    { code: 'PACK', possibleLectureIndex: 7, itemType: 'bundle' },
    bundle,
  );
  if (!onBundle.ok) return t.fail(onBundle.error);
  state = onBundle.state;
  const onLecture = applyCheckedCoupon(
    state,
    { code: 'SOLO', possibleLectureIndex: 7, itemType: 'lecture' },
    lecture,
  );
  if (!onLecture.ok) return t.fail(onLecture.error);
  state = onLecture.state;
  t.is(appliedCodeOf(state, bundle), 'PACK');
  t.is(appliedCodeOf(state, lecture), 'SOLO');
  t.is(appliedCodeOf(state, other), null);
  t.deepEqual(checkoutProblems(state), []);

  const body = checkoutBodyOf(state, 'card', 50_000);
  t.deepEqual(body.lectures, [
    { index: 7, itemType: 'lecture', appliedCouponCode: 'SOLO' },
    { index: 7, itemType: 'bundle', appliedCouponCode: 'PACK' },
    { index: 8, itemType: 'lecture', appliedCouponCode: null },
  ]);
  t.true(checkoutBodySchema.safeParse(body).success);
});

test("a bundle's coupon is refused on the lecture of its index; a cancelled coupon leaves the body", (t) => {
  const state = checkoutStateOf([lecture, bundle]);
  t.deepEqual(
    applyCheckedCoupon(state, { code: 'PACK', possibleLectureIndex: 7, itemType: 'bundle' }, lecture),
    { ok: false, error: 'INVALID_LECTURE' },
  );
  const applied = applyCheckedCoupon(
    state,
    { code: 'PACK', possibleLectureIndex: 7, itemType: 'bundle' },
    bundle,
  );
  if (!applied.ok) return t.fail(applied.error);
  const cancelled = cancelCoupon(applied.state, 'PACK');
  t.deepEqual(checkoutBodyOf(cancelled, 'phone', 1_000).coupons, []);
  t.is(appliedCodeOf(cancelled, bundle), null);
});

test('applying another coupon to an item replaces its coupon, and the replaced one is dropped', (t) => {
  const first = applyCheckedCoupon(
    checkoutStateOf([other]),
    { code: 'A', possibleLectureIndex: 8, itemType: 'lecture' },
    other,
  );
  if (!first.ok) return t.fail(first.error);
  const second = applyCheckedCoupon(
    first.state,
    { code: 'B', possibleLectureIndex: 8, itemType: 'lecture' },
    other,
  );
  if (!second.ok) return t.fail(second.error);
  t.is(appliedCodeOf(second.state, other), 'B');
  t.deepEqual(
    second.state.coupons.map((c) => c.code),
    ['B'],
  );
});
