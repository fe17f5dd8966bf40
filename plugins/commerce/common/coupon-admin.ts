/**
 * Coupon management and bundles (spec §3 "Coupon", §9 "Pricing"): what a teacher or a channel
 * admin sends to create and edit coupons and bundles, as zod schemas shared by the server and the
 * web forms, and the shapes the routes answer with. The messages are in `coupon-admin-messages.ts`.
 */
import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';
import { couponCodeSchema, maxOrderAmount } from './checkout.ts';

/** The largest usage limit a coupon takes. */
export const maxCouponLimit = 1_000_000;

/** The smallest price of a bundle, in won (the provider's minimum payment). */
export const minBundlePrice = 100;

/** How many lectures a bundle holds. */
export const bundleChildren = { min: 2, max: 20 } as const;

const dateTime = z.iso.datetime({ offset: true, error: 'commerce.validation.couponDate' });

/**
 * A coupon as its author saves it (create, and edit with the same body). The code is kept in
 * upper case; a percent is 1–100, an amount 1 won up to the largest order; the window's end is
 * after its start; no targets (lectures or bundles) means any item of the channel (a channel
 * admin's coupon only: a teacher's coupon names their own lectures or bundles); no users means anyone.
 */
export const couponSaveSchema = z
  .object({
    code: couponCodeSchema.transform((c) => c.toUpperCase()),
    name: z.string().trim().max(100, 'commerce.validation.couponName').default(''),
    couponDetailType: z.enum(['percent', 'basic'], { error: 'commerce.validation.couponDetailType' }),
    couponContent: z
      .number({ error: 'commerce.validation.couponContent' })
      .int('commerce.validation.couponContent')
      .min(1, 'commerce.validation.couponContent')
      .max(maxOrderAmount, 'commerce.validation.couponContent'),
    couponOnly: z.boolean().default(false),
    /** Lecture sequences the coupon applies to. */
    targets: z.array(idSchema).max(100, 'commerce.validation.couponTargetsMax').default([]),
    /**
     * Bundles (bundleIndex) the coupon applies to, as it does to a lecture. Left out: the bundles
     * it names stay as they are (a form that shows only lectures keeps them).
     */
    bundleTargets: z.array(idSchema).max(100, 'commerce.validation.couponTargetsMax').optional(),
    startsAt: dateTime.nullable().default(null),
    endsAt: dateTime.nullable().default(null),
    /** How many times it may be used in all; null: no limit. */
    usageLimit: z
      .number({ error: 'commerce.validation.couponLimit' })
      .int('commerce.validation.couponLimit')
      .min(1, 'commerce.validation.couponLimit')
      .max(maxCouponLimit, 'commerce.validation.couponLimit')
      .nullable()
      .default(null),
    oncePerUser: z.boolean().default(true),
    /** users.id of the members it is offered to; empty: anyone. */
    userIds: z.array(idSchema).max(500, 'commerce.validation.couponUsersMax').default([]),
    enabled: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.couponDetailType === 'percent' && c.couponContent > 100)
      ctx.addIssue({
        code: 'custom',
        message: 'commerce.validation.couponPercentRange',
        path: ['couponContent'],
      });
    if (c.startsAt && c.endsAt && new Date(c.endsAt) <= new Date(c.startsAt))
      ctx.addIssue({ code: 'custom', message: 'commerce.validation.couponWindow', path: ['endsAt'] });
  });
export type CouponSave = z.infer<typeof couponSaveSchema>;
/** The form's input before defaults and the code's upper case. */
export type CouponSaveInput = z.input<typeof couponSaveSchema>;

/** `PATCH …/enabled`: switch a coupon on or off. */
export const couponEnabledSchema = z.object({
  enabled: z.boolean({ error: 'commerce.validation.couponEnabled' }),
});

/** Where a coupon stands now. */
export type CouponStatus = 'active' | 'disabled' | 'scheduled' | 'expired' | 'used_up';

/** A coupon as the management routes show it. */
export interface CouponView {
  couponIndex: number;
  code: string;
  name: string;
  couponDetailType: 'percent' | 'basic';
  couponContent: number;
  couponOnly: boolean;
  targets: { itemType: string; sequence: number; title: string }[];
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  /** Uses held or made (an unpaid order holds one until it closes). */
  used: number;
  /** Whether it has been used: its type, content, couponOnly and code are then fixed. */
  isUsed: boolean;
  oncePerUser: boolean;
  users: { id: number; name: string }[];
  enabled: boolean;
  status: CouponStatus;
  ownerId: number | null;
  createdAt: string;
}

/** Where a coupon stands at `now`. */
export function couponStatusOf(
  c: Pick<CouponView, 'enabled' | 'startsAt' | 'endsAt' | 'usageLimit' | 'used'>,
  now: Date,
): CouponStatus {
  if (!c.enabled) return 'disabled';
  if (c.endsAt && new Date(c.endsAt) < now) return 'expired';
  if (c.usageLimit !== null && c.used >= c.usageLimit) return 'used_up';
  if (c.startsAt && new Date(c.startsAt) > now) return 'scheduled';
  return 'active';
}

/** A bundle as its teacher saves it: a title, one price, two or more of their own paid lectures. */
export const bundleSaveSchema = z.object({
  title: z
    .string({ error: 'commerce.validation.bundleTitle' })
    .trim()
    .min(1, 'commerce.validation.bundleTitle')
    .max(60, 'commerce.validation.bundleTitleLength'),
  price: z
    .number({ error: 'commerce.validation.bundlePrice' })
    .int('commerce.validation.bundlePrice')
    .min(minBundlePrice, 'commerce.validation.bundlePrice')
    .max(maxOrderAmount, 'commerce.validation.bundlePrice'),
  /** Lecture sequences, in the order shown. */
  children: z
    .array(idSchema)
    .min(bundleChildren.min, 'commerce.validation.bundleChildren')
    .max(bundleChildren.max, 'commerce.validation.bundleChildren')
    .refine((ids) => new Set(ids).size === ids.length, 'commerce.validation.bundleChildrenUnique'),
  isPublished: z.boolean().default(false),
});
export type BundleSave = z.infer<typeof bundleSaveSchema>;

/** A bundle as the management routes show it. */
export interface BundleView {
  bundleIndex: number;
  title: string;
  price: number;
  isPublished: boolean;
  ownerId: number | null;
  /** The lectures, each with its list price and its share of the bundle's price (largest remainder). */
  children: { sequence: number; title: string; price: number; share: number; isPublished: boolean }[];
  /** The children's list prices added up. */
  listPrice: number;
  createdAt: string;
}
