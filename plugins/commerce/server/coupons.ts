// Coupons at checkout: finding a code in the channel, whether it applies (the spec's coupon
// errors, §8), and holding it for an order without ever going over its usage limit.
import { AppError, type Knex } from '@seodang/sdk';
import {
  couponErrorCodes,
  couponErrorCodeString,
  couponErrorMessageKey,
  couponErrorStatus,
  type CouponErrorName,
} from '../common/coupon-errors.ts';
import type { CouponTerms } from '../common/pricing.ts';

/** A row of `commerce_coupons`. */
export interface CouponRow {
  id: number;
  channel_id: number | null;
  code: string;
  name: string;
  coupon_detail_type: 'percent' | 'basic';
  coupon_content: number;
  coupon_only: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  used: number;
  once_per_user: boolean;
  enabled: boolean;
  owner_id: number | null;
}

/** The pricing terms of a coupon row. */
export const termsOf = (c: CouponRow): CouponTerms => ({
  couponOnly: c.coupon_only,
  couponDetailType: c.coupon_detail_type,
  couponContent: c.coupon_content,
});

/** The spec's coupon error as the server answers it: `{ err: { code, message, couponErrorCode } }`. */
export function couponError(name: CouponErrorName): AppError {
  return new AppError(
    couponErrorStatus(name),
    couponErrorCodeString(name),
    couponErrorMessageKey(name),
    {},
    undefined,
    { couponErrorCode: couponErrorCodes[name] },
  );
}

/** The channel's coupons with these codes (any case), by upper-case code. */
export async function findCoupons(
  db: Knex,
  channelIndex: number | null,
  codes: readonly string[],
): Promise<Map<string, CouponRow>> {
  if (codes.length === 0) return new Map();
  const rows: CouponRow[] = await db('commerce_coupons')
    .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0])
    .whereRaw('upper(code) = ANY(?::text[])', [codes.map((c) => c.toUpperCase())])
    .select('*');
  return new Map(rows.map((r) => [r.code.toUpperCase(), r]));
}

/** An item of the checkout a coupon would apply to. */
export interface CouponItem {
  itemType: string;
  ref: number;
}

/**
 * Why the coupon cannot be used by this user now (on `item`, when given), or null when it can:
 * NOT_FOUND (no such code here), UNAVAILABLE (switched off or not started), OVERDUE (its window
 * ended), NOT_INCLUDED_TARGET (offered to other users), INVALID_LECTURE (not for this item),
 * ALREADY_USED (this user holds or used it, once-per-user coupons), OVER_COUNT (used up). The
 * user's own unpaid order in this channel (`who.channelIndex`) is closed by their next checkout,
 * so what it holds is counted as given back.
 */
export async function couponProblem(
  db: Knex,
  coupon: CouponRow | undefined,
  who: { userId: number; now: Date; channelIndex: number | null },
  item?: CouponItem,
): Promise<CouponErrorName | null> {
  if (!coupon) return 'NOT_FOUND';
  if (!coupon.enabled) return 'UNAVAILABLE';
  if (coupon.starts_at && coupon.starts_at > who.now) return 'UNAVAILABLE';
  if (coupon.ends_at && coupon.ends_at < who.now) return 'OVERDUE';
  const targeted = await db('commerce_coupon_users').where({ coupon_id: coupon.id }).first('user_id');
  if (targeted) {
    const mine = await db('commerce_coupon_users')
      .where({ coupon_id: coupon.id, user_id: who.userId })
      .first();
    if (!mine) return 'NOT_INCLUDED_TARGET';
  }
  if (item && !(await couponFits(db, coupon, item))) return 'INVALID_LECTURE';
  // What the user's own unpaid order in this channel holds comes back at their next checkout
  // (one open checkout per buyer and channel), so it does not count against them here.
  const holds: { status: string; pending: boolean }[] = await db('commerce_coupon_redemptions as r')
    .join('commerce_orders as o', 'o.id', 'r.order_id')
    .where({ 'r.coupon_id': coupon.id, 'r.user_id': who.userId })
    .whereNot('r.status', 'released')
    .select(
      'r.status',
      db.raw("(o.status = 'PENDING' AND coalesce(o.channel_id, 0) = ?) AS pending", [who.channelIndex ?? 0]),
    );
  const mine = holds.filter((h) => h.pending).length;
  if (coupon.once_per_user && holds.length > mine) return 'ALREADY_USED';
  if (coupon.usage_limit !== null && coupon.used - mine >= coupon.usage_limit) return 'OVER_COUNT';
  return null;
}

/** Whether the coupon applies to the item: it lists no targets, or lists this one. */
export async function couponFits(db: Knex, coupon: CouponRow, item: CouponItem): Promise<boolean> {
  const targets: { item_type: string; ref: number }[] = await db('commerce_coupon_targets')
    .where({ coupon_id: coupon.id })
    .select('item_type', 'ref');
  return targets.length === 0 || targets.some((t) => t.item_type === item.itemType && t.ref === item.ref);
}

/**
 * Holds a coupon for an order item, in the order's transaction: `used` goes up only while it is
 * below the limit (`UPDATE … WHERE used < usage_limit RETURNING`, so concurrent checkouts never
 * take more than the limit), and a once-per-user coupon gets one live redemption per user (a
 * partial unique index). Returns the coupon error when either refuses; the caller then rolls the
 * transaction back.
 */
export async function reserveCoupon(
  trx: Knex.Transaction,
  coupon: CouponRow,
  hold: { userId: number; orderId: number; orderItemId: number },
): Promise<CouponErrorName | null> {
  const taken = await trx.raw(
    `UPDATE commerce_coupons SET used = used + 1, updated_at = now()
      WHERE id = ? AND enabled AND (usage_limit IS NULL OR used < usage_limit) RETURNING id`,
    [coupon.id],
  );
  if (taken.rows.length === 0) return coupon.enabled ? 'OVER_COUNT' : 'UNAVAILABLE';
  const held = await trx.raw(
    `INSERT INTO commerce_coupon_redemptions (coupon_id, user_id, order_id, order_item_id, once_per_user)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (coupon_id, user_id) WHERE once_per_user AND status <> 'released' DO NOTHING RETURNING id`,
    [coupon.id, hold.userId, hold.orderId, hold.orderItemId, coupon.once_per_user],
  );
  return held.rows.length === 0 ? 'ALREADY_USED' : null;
}

/**
 * Gives back the coupons an order holds (`from`: reserved ones when it fails or expires, redeemed
 * ones too on a full refund): the redemptions become `released` and each coupon's `used` goes
 * down by one. Idempotent: released rows are not released again. Returns how many were released.
 */
export async function releaseCoupons(
  trx: Knex.Transaction,
  orderId: number,
  from: readonly ('reserved' | 'redeemed')[] = ['reserved'],
): Promise<number> {
  const released: { coupon_id: number }[] = await trx('commerce_coupon_redemptions')
    .where({ order_id: orderId })
    .whereIn('status', from)
    .update({ status: 'released', released_at: trx.fn.now() })
    .returning('coupon_id');
  const ids = released.map((r) => r.coupon_id).sort((a, b) => a - b);
  for (const id of ids)
    await trx.raw(
      'UPDATE commerce_coupons SET used = used - 1, updated_at = now() WHERE id = ? AND used > 0',
      [id],
    );
  return ids.length;
}

/** The order's held coupons become used for good (the order is paid). */
export async function redeemCoupons(trx: Knex.Transaction, orderId: number): Promise<void> {
  await trx('commerce_coupon_redemptions')
    .where({ order_id: orderId, status: 'reserved' })
    .update({ status: 'redeemed', redeemed_at: trx.fn.now() });
}
