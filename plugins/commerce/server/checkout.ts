// POST /api/checkout: the server prices the checkout itself (common/pricing.ts) from the items'
// quotes and the coupons as they are now, refuses a figure other than the one the screen showed,
// and writes a PENDING order with its items' prices, coupons and revenue recipients snapshotted
// and its coupons held, in one transaction. A 0-won order is paid in the same transaction.
import { randomBytes } from 'node:crypto';
import { AppError, type ChannelLookup, type Knex } from '@seodang/sdk';
import { allocate } from '../common/allocation.ts';
import { formatOrderId, orderNameOf, type CheckoutBody } from '../common/checkout.ts';
import { allowedFrom } from '../common/order-state.ts';
import { checkoutProblems, priceOrder, type CheckoutState, type CouponTerms } from '../common/pricing.ts';
import type { PurchasableQuote, PurchaseScope } from '../common/purchasable.ts';
import {
  couponError,
  couponProblem,
  findCoupons,
  releaseCoupons,
  reserveCoupon,
  termsOf,
  type CouponRow,
} from './coupons.ts';
import { orderTtlMs, type OrderItemRow, type OrderRow } from './orders.ts';
import type { PurchasableKinds } from './purchasables.ts';
import type { PaymentProvider } from './providers/index.ts';
import { failOrder, payInTransaction } from './settle.ts';

/** An item that is missing, in another channel, or not sold here: one answer for all. */
export const itemNotFound = { code: 'item_not_found', messageKey: 'commerce.error.item_not_found' };

/** The smallest amount a payment provider charges (Toss: 100 won by card). */
export const minimumPaidAmount = 100;

/** One line of the checkout: an item and the coupon applied to it. */
interface Line {
  itemType: string;
  ref: number;
  couponCode: string | null;
  quote: PurchasableQuote;
  coupon: CouponRow | null;
}

/** What checking out needs from the request. */
export interface CheckoutInput {
  body: CheckoutBody;
  scope: PurchaseScope & { userId: number };
  /** The request's channel-scoped lookup (`rc`). */
  lookup: ChannelLookup;
  kinds: PurchasableKinds;
  /** Whether a payment provider is configured (a paid order needs one). */
  canPay: boolean;
  provider: string | null;
}

/** The order written, and its items. */
export interface CheckoutResult {
  order: OrderRow;
  items: OrderItemRow[];
}

/** The items of the checkout, quoted, each found in the channel, for sale and not the buyer's yet. */
async function quoteLines(input: CheckoutInput): Promise<Omit<Line, 'coupon'>[]> {
  const { body, scope, lookup, kinds } = input;
  const wanted = [
    ...body.lectures.map((l) => ({ itemType: l.itemType, ref: l.index, couponCode: l.appliedCouponCode })),
    ...body.roadmapIdList.map((id) => ({ itemType: 'roadmap', ref: id, couponCode: null })),
  ];
  const byType = new Map<string, number[]>();
  for (const w of wanted) byType.set(w.itemType, [...(byType.get(w.itemType) ?? []), w.ref]);
  const quotes = new Map<string, Map<number, PurchasableQuote>>();
  for (const [type, refs] of byType) {
    const kind = kinds.get(type);
    if (!kind) throw new AppError(400, 'unknown_item_type', 'commerce.error.unknown_item_type');
    // Ids are resolved in the request's channel first: another channel's item is a plain 404.
    if (lookup.hasScopedKind(type)) await lookup.inChannelMany(type, refs, itemNotFound);
    const quoted = await kind.quote(scope, refs);
    if (refs.some((r) => !quoted.has(r))) throw new AppError(404, itemNotFound.code, itemNotFound.messageKey);
    for (const q of quoted.values())
      if (!q.sale.forSale)
        throw new AppError(
          400,
          'not_for_sale',
          q.sale.messageKey ?? `commerce.error.not_for_sale.${q.sale.reason}`,
        );
    if ((await kind.owned(scope, refs)).size > 0)
      throw new AppError(409, 'already_owned', 'commerce.error.already_owned');
    quotes.set(type, quoted);
  }
  const lines = wanted.map((w) => ({ ...w, quote: quotes.get(w.itemType)!.get(w.ref)! }));
  // One lecture is bought once: an item twice, or a bundle with one of its lectures (or another
  // bundle holding it), is refused before anything is priced.
  const seen = new Set<string>();
  for (const { quote } of lines)
    for (const item of [quote, ...quote.children]) {
      const key = `${item.kind}:${item.ref}`;
      if (seen.has(key)) throw new AppError(400, 'duplicate_item', 'commerce.error.duplicate_item');
      seen.add(key);
    }
  return lines;
}

/** Refuses items that sit in one of the buyer's orders being paid right now (no double purchase). */
async function refuseItemsBeingPaid(db: Knex, input: CheckoutInput, lines: readonly Omit<Line, 'coupon'>[]) {
  const busy: { item_type: string; ref: number }[] = await db('commerce_order_items as i')
    .join('commerce_orders as o', 'o.id', 'i.order_id')
    .where({ 'o.user_id': input.scope.userId, 'o.status': 'CONFIRMING' })
    .whereRaw('coalesce(o.channel_id, 0) = ?', [input.scope.channelIndex ?? 0])
    .select('i.item_type', 'i.ref');
  if (busy.some((b) => lines.some((l) => l.itemType === b.item_type && l.ref === b.ref)))
    throw new AppError(409, 'order_in_progress', 'commerce.error.order_in_progress');
}

/** The applied coupons, each checked for the buyer and its line (the spec's coupon errors). */
async function attachCoupons(db: Knex, input: CheckoutInput, lines: Omit<Line, 'coupon'>[]): Promise<Line[]> {
  const codes = lines.flatMap((l) => (l.couponCode ? [l.couponCode] : []));
  const coupons = await findCoupons(db, input.scope.channelIndex, codes);
  const out: Line[] = [];
  for (const line of lines) {
    if (!line.couponCode) {
      out.push({ ...line, coupon: null });
      continue;
    }
    const coupon = coupons.get(line.couponCode.toUpperCase());
    const problem = await couponProblem(
      db,
      coupon,
      { userId: input.scope.userId, now: input.scope.now, channelIndex: input.scope.channelIndex },
      { itemType: line.itemType, ref: line.ref },
    );
    if (problem) throw couponError(problem);
    out.push({ ...line, coupon: coupon! });
  }
  return out;
}

/** The checkout state as the spec shapes it, from the body (lectures with their coupons, the coupons, the roadmaps). */
function stateOf(body: CheckoutBody): CheckoutState & { lectures: { itemType: string }[] } {
  return {
    lectures: body.lectures.map((l) => ({
      index: l.index,
      itemType: l.itemType,
      appliedCouponCode: l.appliedCouponCode,
    })),
    coupons: body.coupons,
    roadmapIdList: body.roadmapIdList,
  };
}

/** Closes the buyer's earlier unpaid orders in this channel (one checkout at a time), giving back their coupons. */
async function supersede(trx: Knex.Transaction, scope: CheckoutInput['scope']): Promise<void> {
  const closed: { id: number }[] = await trx('commerce_orders')
    .where({ user_id: scope.userId })
    .whereRaw('coalesce(channel_id, 0) = ?', [scope.channelIndex ?? 0])
    .whereRaw('status = ANY(?::text[])', [allowedFrom('EXPIRED')])
    .update({
      status: 'EXPIRED',
      failure_code: 'superseded',
      closed_at: trx.fn.now(),
      updated_at: trx.fn.now(),
    })
    .returning('id');
  for (const { id } of closed) await releaseCoupons(trx, id);
}

/** Children's shares of a line's figures, split by the children's list prices (largest remainder). */
function childFigures(
  children: readonly PurchasableQuote[],
  line: { discount: number; couponDiscount: number; paymentAmount: number },
) {
  const weights = children.map((c) => c.price);
  const amounts = allocate(line.paymentAmount, weights);
  const coupons = allocate(line.couponDiscount, weights);
  const discounts = allocate(line.discount, weights);
  return children.map((c, i) => ({
    quote: c,
    amount: amounts[i],
    couponDiscount: coupons[i],
    discount: discounts[i],
    price: amounts[i] + coupons[i] + discounts[i],
  }));
}

/**
 * Prices and writes the order. Refusals, before anything is written: 400 invalid_checkout (the
 * coupon state does not add up), 400 unknown_item_type, 404 item_not_found, 400 not_for_sale,
 * 409 already_owned, 409 order_in_progress, a coupon error (§8), 409 price_changed (with the
 * server's figures), 400 amount_below_minimum, 503 payment_unavailable.
 */
export async function checkout(db: Knex, input: CheckoutInput): Promise<CheckoutResult> {
  const { body, scope } = input;
  const state = stateOf(body);
  if (checkoutProblems(state).length > 0)
    throw new AppError(400, 'invalid_checkout', 'commerce.error.invalid_checkout');
  const quoted = await quoteLines(input);
  await refuseItemsBeingPaid(db, input, quoted);
  const lines = await attachCoupons(db, input, quoted);
  const priced = priceOrder(
    lines.map((l) => ({
      ref: l,
      price: l.quote.price,
      discountedPrice: Math.min(l.quote.finalPrice, l.quote.price),
      coupon: l.coupon ? (termsOf(l.coupon) satisfies CouponTerms) : null,
    })),
  );
  const { totals } = priced;
  if (totals.paymentAmount !== body.expectedAmount)
    throw new AppError(409, 'price_changed', 'commerce.error.price_changed', {}, undefined, {
      price: totals.price,
      discount: totals.discount,
      couponDiscount: totals.couponDiscount,
      paymentAmount: totals.paymentAmount,
    });
  if (totals.paymentAmount > 0 && totals.paymentAmount < minimumPaidAmount)
    throw new AppError(400, 'amount_below_minimum', 'commerce.error.amount_below_minimum');
  if (totals.paymentAmount > 0 && !input.canPay)
    throw new AppError(503, 'payment_unavailable', 'commerce.error.payment_unavailable');

  return db.transaction(async (trx) => {
    await supersede(trx, scope);
    const { rows } = await trx.raw("SELECT nextval('commerce_orders_id_seq') AS id");
    const id = Number(rows[0].id);
    const free = totals.paymentAmount === 0;
    const [order]: OrderRow[] = await trx('commerce_orders')
      .insert({
        id,
        order_key: formatOrderId(id, randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')),
        channel_id: scope.channelIndex,
        user_id: scope.userId,
        status: 'PENDING',
        method: free ? null : body.method,
        order_name: orderNameOf(
          lines.map((l) => l.quote.title),
          scope.locale,
        ),
        price: totals.price,
        discount: totals.discount,
        coupon_discount: totals.couponDiscount,
        amount: totals.paymentAmount,
        provider: free ? null : input.provider,
        checkout: JSON.stringify(state),
        locale: scope.locale,
        expires_at: new Date(scope.now.getTime() + orderTtlMs),
      })
      .returning('*');
    const items: OrderItemRow[] = [];
    for (const { ref: line, ...figures } of priced.lines) {
      const [item]: OrderItemRow[] = await trx('commerce_order_items')
        .insert({
          order_id: id,
          item_type: line.itemType,
          ref: line.ref,
          title: line.quote.title.slice(0, 300),
          link: line.quote.link.slice(0, 500),
          price: figures.price,
          discount: figures.discount,
          coupon_discount: figures.couponDiscount,
          amount: figures.paymentAmount,
          coupon_id: line.coupon?.id ?? null,
          coupon_code: line.coupon?.code ?? null,
          coupon_terms: line.coupon ? JSON.stringify(termsOf(line.coupon)) : null,
          recipients: JSON.stringify(line.quote.recipients),
          analytics: JSON.stringify(line.quote.analytics),
        })
        .returning('*');
      items.push(item);
      for (const child of line.quote.children.length ? childFigures(line.quote.children, figures) : []) {
        const [row]: OrderItemRow[] = await trx('commerce_order_items')
          .insert({
            order_id: id,
            parent_item_id: item.id,
            item_type: child.quote.kind,
            ref: child.quote.ref,
            title: child.quote.title.slice(0, 300),
            link: child.quote.link.slice(0, 500),
            price: child.price,
            discount: child.discount,
            coupon_discount: child.couponDiscount,
            amount: child.amount,
            recipients: JSON.stringify(child.quote.recipients),
            analytics: JSON.stringify(child.quote.analytics),
          })
          .returning('*');
        items.push(row);
      }
      if (line.coupon) {
        const refused = await reserveCoupon(trx, line.coupon, {
          userId: scope.userId,
          orderId: id,
          orderItemId: item.id,
        });
        if (refused) throw couponError(refused);
      }
    }
    if (!free) return { order, items };
    const paid = await payInTransaction(trx, input.kinds, order, null);
    return { order: paid ?? order, items };
  });
}

/**
 * Tells the provider about a written order before the browser opens its window (PortOne
 * pre-registers the amount; Toss needs nothing). A provider that refuses or does not answer fails
 * the order, giving its coupons back, and the buyer is told payments are unavailable (503).
 */
export async function preparePayment(
  db: Knex,
  provider: PaymentProvider,
  order: OrderRow,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  try {
    await provider.prepare({ orderId: order.order_key, amount: order.amount });
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'commerce: the provider refused to prepare the payment');
    await failOrder(db, order.id, { code: 'provider_error', message: (error as Error).message }, ['PENDING']);
    throw new AppError(503, 'payment_unavailable', 'commerce.error.payment_unavailable');
  }
}
