/**
 * The coupon error codes of the spec (§8 "Coupon error codes") and how the server answers them:
 * `{ err: { code, message, couponErrorCode } }` with `message` in the user's language from the
 * catalogue key `commerce.coupon.error.<NAME>` (ko/en/ja in `messages.ts`).
 */

/** Name → the spec's number. */
export const couponErrorCodes = {
  /** No coupon has this code (in this channel). */
  NOT_FOUND: 2,
  /** This user has used the coupon already. */
  ALREADY_USED: 3,
  /** The coupon's period is over. */
  OVERDUE: 4,
  /** The coupon does not apply to this lecture (its possibleLectureIndex does not match). */
  INVALID_LECTURE: 5,
  /** The coupon is not offered to this user (not among its targets). */
  NOT_INCLUDED_TARGET: 6,
  /** The coupon has been used as many times as it may be. */
  OVER_COUNT: 7,
  /** The coupon cannot be used now for another reason (switched off, not started). */
  UNAVAILABLE: 8,
} as const;

/** A coupon error's name. */
export type CouponErrorName = keyof typeof couponErrorCodes;

/** A coupon error's number (2–8). */
export type CouponErrorCode = (typeof couponErrorCodes)[CouponErrorName];

/** Every coupon error name, in the spec's order. */
export const couponErrorNames = Object.keys(couponErrorCodes) as CouponErrorName[];

/** The catalogue key of a coupon error's message. */
export function couponErrorMessageKey(name: CouponErrorName): `commerce.coupon.error.${CouponErrorName}` {
  return `commerce.coupon.error.${name}`;
}

/** The `err.code` string of a coupon error: `coupon_` and the name in lower case (`coupon_not_found`). */
export function couponErrorCodeString(name: CouponErrorName): string {
  return `coupon_${name.toLowerCase()}`;
}

/** The HTTP status of a coupon error: 404 for an unknown coupon, 409 for one used up, 400 otherwise. */
export function couponErrorStatus(name: CouponErrorName): 400 | 404 | 409 {
  if (name === 'NOT_FOUND') return 404;
  if (name === 'ALREADY_USED' || name === 'OVER_COUNT') return 409;
  return 400;
}

/** The name of a coupon error number, or null for a number the spec does not list. */
export function couponErrorNameOf(code: number): CouponErrorName | null {
  return couponErrorNames.find((n) => couponErrorCodes[n] === code) ?? null;
}

/** The error body of a coupon error, given its message already in the user's language. */
export interface CouponErrorBody {
  err: { code: string; message: string; couponErrorCode: CouponErrorCode };
}

/** Builds the error body of a coupon error from its name and its translated message. */
export function couponErrorBody(name: CouponErrorName, message: string): CouponErrorBody {
  return { err: { code: couponErrorCodeString(name), message, couponErrorCode: couponErrorCodes[name] } };
}
