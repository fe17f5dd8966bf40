/**
 * What a browser sends to check out, confirm a payment and check a coupon (spec §3 "Cart and
 * checkout", §4 "Commerce"), as zod schemas shared by the server and the web, and the order id
 * the payment provider sees.
 */
import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';
import { purchasableKindPattern } from './purchasable-kind.ts';

/** A coupon code as typed: 1–40 letters, digits, `-` or `_` (compared without regard to case). */
export const couponCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'commerce.validation.couponCode');

/** The largest amount a checkout takes, in won (a bound for `expectedAmount`). */
export const maxOrderAmount = 2_000_000_000;

/** A lecture of the checkout (spec: `{ index, appliedCouponCode }`), or another kind with its `itemType` (a bundle). */
export const checkoutLectureSchema = z.object({
  index: idSchema,
  /** The purchasable kind; `lecture` when left out. */
  itemType: z.string().regex(purchasableKindPattern, 'commerce.validation.itemType').default('lecture'),
  appliedCouponCode: couponCodeSchema.nullable().default(null),
});

/**
 * A coupon the learner holds at checkout (spec: `{ code, possibleLectureIndex, appliedLectureIndex }`),
 * with the kind its indexes are of (`bundle` for a bundle's coupon; left out, the kind of the one
 * item of its index: `couponItemType` in `pricing.ts`).
 */
export const checkoutCouponSchema = z.object({
  code: couponCodeSchema,
  possibleLectureIndex: idSchema,
  appliedLectureIndex: idSchema.nullable().default(null),
  itemType: z.string().regex(purchasableKindPattern, 'commerce.validation.itemType').optional(),
});

/** The ways to pay a checkout offers. */
export const paymentMethods = ['card', 'phone'] as const;

/** `POST /api/checkout`: the checkout state, how the buyer pays and the amount the screen showed. */
export const checkoutBodySchema = z
  .object({
    lectures: z.array(checkoutLectureSchema).max(50).default([]),
    coupons: z.array(checkoutCouponSchema).max(50).default([]),
    roadmapIdList: z.array(idSchema).max(50).default([]),
    method: z.enum(paymentMethods),
    /** What the screen showed as the payment amount; another figure on the server is a 409 price_changed. */
    expectedAmount: z.number().int().min(0).max(maxOrderAmount),
  })
  .refine((b) => b.lectures.length + b.roadmapIdList.length > 0, {
    message: 'commerce.validation.emptyCheckout',
    path: ['lectures'],
  });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** `POST /api/coupon/check`: a code and the checkout's lectures it might apply to. */
export const couponCheckBodySchema = z.object({
  code: couponCodeSchema,
  lectures: z
    .array(checkoutLectureSchema.pick({ index: true, itemType: true }))
    .min(1)
    .max(50),
});
export type CouponCheckBody = z.infer<typeof couponCheckBodySchema>;

// ——— The order id the provider sees ———

const orderIdPattern = /^sd(\d{1,15})-([A-Za-z0-9]{12})$/;

/**
 * The order id given to the payment provider and used in our paths: `sd{index}-{12 random
 * letters or digits}` (6–64 characters of `[A-Za-z0-9_=-]`, as Toss wants). The index is the
 * order's row id; the random part keeps ids unique at the provider when a database is reset.
 */
export function formatOrderId(index: number, token: string): string {
  return `sd${index}-${token}`;
}

/** An order id parsed: the row index (an id, resolved in the channel) and the whole id. */
export interface ParsedOrderId {
  index: number;
  orderId: string;
}

/** An order id from a path or a body: its index goes through `idSchema` like any other id. */
export const orderIdSchema = z
  .string()
  .trim()
  .regex(orderIdPattern, 'commerce.validation.orderId')
  .transform((orderId) => ({ orderId, index: orderIdPattern.exec(orderId)![1] as string | number }))
  .pipe(z.object({ orderId: z.string(), index: idSchema }));

/** `POST /api/checkout/confirm`: what the provider's success redirect carries. */
export const confirmBodySchema = z.object({
  paymentKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_=.-]{1,200}$/, 'commerce.validation.paymentKey'),
  orderId: orderIdSchema,
  amount: z.number().int().min(0).max(maxOrderAmount),
});
export type ConfirmBody = z.infer<typeof confirmBodySchema>;

/**
 * The order's name at the provider, in the buyer's language: the first item's title, and how
 * many more ("파이썬 기초 외 2건"). At most 100 characters.
 */
export function orderNameOf(titles: readonly string[], locale: 'ko' | 'en' | 'ja'): string {
  const more = titles.length - 1;
  const suffix =
    more <= 0
      ? ''
      : locale === 'en'
        ? ` and ${more} more`
        : locale === 'ja'
          ? ` 他${more}件`
          : ` 외 ${more}건`;
  const room = 100 - suffix.length;
  const first = (titles[0] ?? '').trim() || 'Seodang';
  const title = first.length > room ? `${first.slice(0, room - 1)}…` : first;
  return `${title}${suffix}`;
}
