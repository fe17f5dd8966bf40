/**
 * Demo sales and statements for `npm start` (`@seodang/plugin-commerce/demo-revenue`, server only).
 * Commerce seeds before the plugins that sell through it, so a selling plugin's own `seed` calls
 * this once its demo items exist: paid orders as the confirm path writes them (order, item, sale
 * lines at the channel's rates), each paid for real at the local test payment provider so that it
 * refunds like any other, then the statements of the months that have ended, all settled but the
 * latest. Only with that provider (`COMMERCE_PROVIDER=test`): elsewhere no sale is made, since an
 * order without its payment could never be refunded. Idempotent: an order is written once per
 * buyer and item, and closing a period twice adds nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Knex, SeedContext } from '@seodang/sdk';
import { formatOrderId } from '../common/checkout.ts';
import { dayOfIso, kstDayStart } from '@seodang/sdk/common';
import { saleLines } from '../common/ledger.ts';
import { ledgerRatesOf, periodBounds, periodOf, previousPeriod } from '../common/revenue.ts';
import { demoPaymentSetup, payDemoOrder } from './demo-payment.ts';
import { closePeriod, revenueSettingsOf, settleStatement } from './revenue.ts';
import type { PaymentSetup } from './settings.ts';

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
 * Pays the sale at the test provider under a new order id and writes its PAID order, dated `at`,
 * with the provider's payment key and receipt; the order's id, or null when the provider did not
 * take it (a stopped test provider leaves the demo without this sale, not broken).
 */
async function payAndWriteOrder(
  db: Knex,
  setup: PaymentSetup,
  sale: DemoSale,
  at: Date,
): Promise<{ id: number } | null> {
  const { rows } = await db.raw("SELECT nextval('commerce_orders_id_seq') AS id");
  const id = Number(rows[0].id);
  // A random part, as checkout's, keeps the id new at a provider that outlived a database reset.
  const orderKey = formatOrderId(id, randomBytes(9).toString('base64url').replace(/[-_]/g, 'x'));
  const orderName = sale.title.slice(0, 100);
  const payment = await payDemoOrder(setup, {
    orderId: orderKey,
    amount: sale.price,
    orderName,
    method: sale.method,
  }).catch(() => null);
  if (!payment) return null;
  await db('commerce_orders').insert({
    id,
    order_key: orderKey,
    channel_id: sale.channelIndex,
    user_id: sale.buyerId,
    status: 'PAID',
    method: sale.method,
    order_name: orderName,
    price: sale.price,
    discount: 0,
    coupon_discount: 0,
    amount: sale.price,
    provider: setup.id,
    payment_key: payment.paymentKey,
    receipt_url: payment.receiptUrl,
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
  });
  return { id };
}

/**
 * Writes the sales (each once, paid at the test provider) and closes the ended months since the
 * first of them, settling every statement of the teachers but their latest (by `settledBy`, on the
 * 10th of the next month). Returns the sales it wrote. Nothing where commerce is not installed or
 * payments do not go to the local test provider; a sale the provider does not take is left out.
 */
export async function seedDemoRevenue(
  ctx: Pick<SeedContext, 'db' | 'config'>,
  sales: readonly DemoSale[],
  settledBy: number | null,
  now = new Date(),
): Promise<DemoSale[]> {
  const { db } = ctx;
  const setup = demoPaymentSetup(ctx.config);
  if (!setup || sales.length === 0 || !(await db.schema.hasTable('commerce_statements'))) return [];
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
    const order = await payAndWriteOrder(db, setup, sale, at);
    if (!order) continue;
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
        provider: setup.id,
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
