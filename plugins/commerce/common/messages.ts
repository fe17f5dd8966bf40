import type { Catalogue } from '@seodang/sdk/common';

/**
 * The commerce plugin's messages in ko, en and ja: the server answers errors with them and the web
 * half shows them (`useMessage([commerceMessages])`). The coupon errors are keyed by the spec's
 * names (§8 "Coupon error codes"); `couponErrorMessageKey` in `coupon-errors.ts` builds the keys.
 */
export const commerceMessages: Catalogue = {
  ko: {
    'commerce.coupon.error.NOT_FOUND': '존재하지 않는 쿠폰입니다.',
    'commerce.coupon.error.ALREADY_USED': '이미 사용한 쿠폰입니다.',
    'commerce.coupon.error.OVERDUE': '사용 기간이 지난 쿠폰입니다.',
    'commerce.coupon.error.INVALID_LECTURE': '이 강의에는 적용할 수 없는 쿠폰입니다.',
    'commerce.coupon.error.NOT_INCLUDED_TARGET': '쿠폰 발급 대상이 아닙니다.',
    'commerce.coupon.error.OVER_COUNT': '쿠폰의 사용 가능 수량이 모두 소진되었습니다.',
    'commerce.coupon.error.UNAVAILABLE': '지금은 사용할 수 없는 쿠폰입니다.',
    'commerce.validation.couponPercent': '퍼센트 쿠폰은 0에서 100 사이의 정수로 입력해 주세요.',
  },
  en: {
    'commerce.coupon.error.NOT_FOUND': 'The coupon does not exist.',
    'commerce.coupon.error.ALREADY_USED': 'You have already used this coupon.',
    'commerce.coupon.error.OVERDUE': 'The coupon has expired.',
    'commerce.coupon.error.INVALID_LECTURE': 'The coupon cannot be applied to this lecture.',
    'commerce.coupon.error.NOT_INCLUDED_TARGET': 'This coupon is not offered to you.',
    'commerce.coupon.error.OVER_COUNT': 'The coupon has been used up.',
    'commerce.coupon.error.UNAVAILABLE': 'The coupon cannot be used now.',
    'commerce.validation.couponPercent': 'A percent coupon takes a whole number from 0 to 100.',
  },
  ja: {
    'commerce.coupon.error.NOT_FOUND': '存在しないクーポンです。',
    'commerce.coupon.error.ALREADY_USED': 'すでに使用したクーポンです。',
    'commerce.coupon.error.OVERDUE': '有効期限が切れたクーポンです。',
    'commerce.coupon.error.INVALID_LECTURE': 'この講義には適用できないクーポンです。',
    'commerce.coupon.error.NOT_INCLUDED_TARGET': 'クーポンの対象ではありません。',
    'commerce.coupon.error.OVER_COUNT': 'クーポンの利用可能数に達しました。',
    'commerce.coupon.error.UNAVAILABLE': '現在は使用できないクーポンです。',
    'commerce.validation.couponPercent': 'パーセントクーポンは0から100までの整数で入力してください。',
  },
};
