/**
 * Demo sales and statements for `npm start` (`@seodang/plugin-commerce/demo-revenue`, server only).
 * Commerce seeds before the plugins that sell through it, so a selling plugin's own `seed` calls
 * this once its demo items exist: paid orders as the confirm path writes them (order, item, sale
 * lines at the channel's rates), then the statements of the months that have ended, all settled
 * but the latest. Idempotent: an order is written once per buyer and item, and closing a period
 * twice adds nothing.
 */
import type { Knex } from '@seodang/sdk';
import { dayOfIso, kstDayStart } from '../common/kst-date.ts';
import { saleLines } from '../common/ledger.ts';
import { ledgerRatesOf, periodBounds, periodOf, previousPeriod } from '../common/revenue.ts';
import { closePeriod, revenueSettingsOf, settleStatement } from './revenue.ts';

/** One demo sale: a buyer paid for one item of a teacher's on the 5th of a month some months ago. */
export interface DemoSale {
  channelIndex: number | null;
  buyerId: number;
  teacherId: number;
  itemType: string;
  ref: number;
  title: string;
  link: string;
  price: number;
  method: 'card' | 'phone';
  /** 1: last month, 3: three months ago. */
  monthsAgo: number;
}

/** When a demo sale was paid: 10:00 in Korea on the 5th of its month. */
function paidAt(monthsAgo: number, now: Date): Date {
  let period = periodOf(now);
  for (let i = 0; i < monthsAgo; i++) period = previousPeriod(period);
  return new Date(kstDayStart(dayOfIso(`${period}-05`)).getTime() + 10 * 3_600_000);
}

/**
 * Writes the sales (each once) and closes the ended months since the first of them, settling
 * every statement of the teachers but their latest (by `settledBy`, on the 10th of the next month).
 * Returns the sales it wrote. Nothing where commerce is not installed.
 */
export async function seedDemoRevenue(
  db: Knex,
  sales: readonly DemoSale[],
  settledBy: number | null,
  now = new Date(),
): Promise<DemoSale[]> {
  if (sales.length === 0 || !(await db.schema.hasTable('commerce_statements'))) return [];
  const written: DemoSale[] = [];
  for (const sale of sales) {
    const exists = await db('commerce_order_items as i')
      .join('commerce_orders as o', 'o.id', 'i.order_id')
      .where({
        'o.user_id': sale.buyerId,
        'i.item_type': sale.itemType,
        'i.ref': sale.ref,
        'o.status': 'PAID',
      })
      .first('o.id');
    if (exists) continue;
    const at = paidAt(sale.monthsAgo, now);
    const [order] = await db('commerce_orders')
      .insert({
        order_key: `demo-${sale.buyerId}-${sale.itemType}-${sale.ref}`,
        channel_id: sale.channelIndex,
        user_id: sale.buyerId,
        status: 'PAID',
        method: sale.method,
        order_name: sale.title.slice(0, 100),
        price: sale.price,
        discount: 0,
        coupon_discount: 0,
        amount: sale.price,
        provider: 'test',
        payment_key: `demo_${sale.buyerId}_${sale.itemType}_${sale.ref}`,
        checkout: JSON.stringify({
          lectures: [{ index: sale.ref, itemType: sale.itemType, appliedCouponCode: null }],
          coupons: [],
          roadmapIdList: [],
          method: sale.method,
          expectedAmount: sale.price,
        }),
        locale: 'ko',
        expires_at: new Date(at.getTime() + 30 * 60_000),
        confirming_at: at,
        paid_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id');
    // The order id's format: sd{index}-{12 letters or digits}.
    await db('commerce_orders')
      .where({ id: order.id })
      .update({ order_key: `sd${order.id}-demo${String(sale.ref).padStart(8, '0').slice(-8)}` });
    const recipients = [{ userId: sale.teacherId, share: 1 }];
    const [item] = await db('commerce_order_items')
      .insert({
        order_id: order.id,
        item_type: sale.itemType,
        ref: sale.ref,
        title: sale.title,
        link: sale.link,
        price: sale.price,
        discount: 0,
        coupon_discount: 0,
        amount: sale.price,
        recipients: JSON.stringify(recipients),
        granted_at: at,
      })
      .returning('id');
    const rates = ledgerRatesOf(await revenueSettingsOf(db, sale.channelIndex));
    const lines = saleLines([{ orderItemId: item.id, amount: sale.price, recipients }], sale.method, rates);
    await db('commerce_ledger').insert(
      lines.map((l) => ({
        entry_type: 'sale',
        order_id: order.id,
        order_item_id: item.id,
        channel_id: sale.channelIndex,
        recipient_user_id: l.recipientUserId,
        amount: l.amount,
        fee: l.fee,
        commission: l.commission,
        net: l.net,
        method: sale.method,
        provider: 'test',
        created_at: at,
      })),
    );
    written.push(sale);
  }
  // Close every ended month from the oldest sale's on, in order.
  const last = previousPeriod(periodOf(now));
  const oldest = Math.max(...sales.map((s) => s.monthsAgo));
  let period = periodOf(paidAt(oldest, now));
  const channels = [...new Set(sales.map((s) => s.channelIndex))];
  while (period <= last) {
    for (const channel of channels) await closePeriod(db, period, now, channel);
    period = periodOf(periodBounds(period).end);
  }
  for (const teacherId of new Set(sales.map((s) => s.teacherId))) {
    const open = await db('commerce_statements')
      .where({ recipient_user_id: teacherId, status: 'not_settled' })
      .orderBy('period', 'asc')
      .select('id', 'period');
    for (const s of open.slice(0, -1)) {
      const next = periodOf(periodBounds(s.period).end);
      await settleStatement(db, s.id, settledBy, `DEMO-${s.period}-${teacherId}`, `${next}-10`);
    }
  }
  return written;
}
