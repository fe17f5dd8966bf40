import test from 'ava';
import {
  couponErrorBody,
  couponErrorCodes,
  couponErrorCodeString,
  couponErrorMessageKey,
  couponErrorNameOf,
  couponErrorNames,
  couponErrorStatus,
} from './coupon-errors.ts';
import { commerceMessages } from './messages.ts';

test('the spec’s coupon error codes (§8), exactly', (t) => {
  t.deepEqual(couponErrorCodes, {
    NOT_FOUND: 2,
    ALREADY_USED: 3,
    OVERDUE: 4,
    INVALID_LECTURE: 5,
    NOT_INCLUDED_TARGET: 6,
    OVER_COUNT: 7,
    UNAVAILABLE: 8,
  });
  t.deepEqual(couponErrorNames, Object.keys(couponErrorCodes));
  for (const name of couponErrorNames) t.is(couponErrorNameOf(couponErrorCodes[name]), name);
  t.is(couponErrorNameOf(1), null);
  t.is(couponErrorNameOf(9), null);
});

test('every coupon error has its message in ko, en and ja', (t) => {
  for (const name of couponErrorNames)
    for (const locale of ['ko', 'en', 'ja'] as const)
      t.truthy(commerceMessages[locale][couponErrorMessageKey(name)], `${locale} ${name}`);
  t.is(commerceMessages.ko[couponErrorMessageKey('ALREADY_USED')], '이미 사용한 쿠폰입니다.');
});

test('the error body: { err: { code, message, couponErrorCode } } and its status', (t) => {
  t.deepEqual(couponErrorBody('OVERDUE', 'The coupon has expired.'), {
    err: { code: 'coupon_overdue', message: 'The coupon has expired.', couponErrorCode: 4 },
  });
  t.is(couponErrorCodeString('NOT_INCLUDED_TARGET'), 'coupon_not_included_target');
  t.is(couponErrorStatus('NOT_FOUND'), 404);
  t.is(couponErrorStatus('ALREADY_USED'), 409);
  t.is(couponErrorStatus('OVER_COUNT'), 409);
  t.is(couponErrorStatus('INVALID_LECTURE'), 400);
});
