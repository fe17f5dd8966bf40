import type { Knex, SeedContext } from '@seodang/sdk';

/** A demo coupon: its code and the columns it differs in. */
interface DemoCoupon {
  code: string;
  name: string;
  fields: Record<string, unknown>;
}

const day = 86_400_000;

/** One coupon of each kind: percent, amount, coupon-only, used up and expired. */
function demoCoupons(now: Date): DemoCoupon[] {
  return [
    {
      code: 'WELCOME10',
      name: '신규 수강생 10% 할인',
      fields: { coupon_detail_type: 'percent', coupon_content: 10, usage_limit: 100 },
    },
    {
      code: 'SAVE5000',
      name: '5,000원 할인',
      fields: { coupon_detail_type: 'basic', coupon_content: 5_000 },
    },
    {
      code: 'ONLY30',
      name: '정가 30% 할인 (다른 할인과 함께 쓸 수 없음)',
      fields: { coupon_detail_type: 'percent', coupon_content: 30, coupon_only: true },
    },
    {
      code: 'SOLDOUT',
      name: '선착순 3명 (마감)',
      fields: { coupon_detail_type: 'basic', coupon_content: 10_000, usage_limit: 3, used: 3 },
    },
    {
      code: 'LASTYEAR',
      name: '지난 이벤트 쿠폰 (기간 종료)',
      fields: {
        coupon_detail_type: 'percent',
        coupon_content: 20,
        starts_at: new Date(now.getTime() - 60 * day),
        ends_at: new Date(now.getTime() - 30 * day),
      },
    },
  ];
}

/** Adds the coupons to the channel (null: the public site), leaving codes already there as they are. */
async function seedCoupons(db: Knex, channelIndex: number | null, ownerId: number | null): Promise<void> {
  for (const c of demoCoupons(new Date())) {
    const exists = await db('commerce_coupons')
      .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0])
      .whereRaw('upper(code) = ?', [c.code])
      .first('id');
    if (exists) continue;
    await db('commerce_coupons').insert({
      channel_id: channelIndex,
      owner_id: ownerId,
      code: c.code,
      name: c.name,
      ...c.fields,
    });
  }
}

/**
 * Korean demo coupons on the public site and in the demo channel, one of each kind (percent,
 * amount, coupon-only, used up, expired), owned by the site admin and the channel's admin;
 * idempotent. The demo bundle needs the demo lectures, which are seeded after commerce: the
 * lectures plugin's seed adds it (`seedDemoBundle`).
 */
export async function seedCommerce(ctx: SeedContext): Promise<void> {
  const adminOf = (scope: 'public' | 'channel') => {
    const account = ctx.accounts.find((a) => a.scope === scope && a.role === 'admin');
    return account ? (ctx.users[account.userId] ?? null) : null;
  };
  await seedCoupons(ctx.db, null, adminOf('public'));
  await seedCoupons(ctx.db, ctx.channelId, adminOf('channel'));
}
