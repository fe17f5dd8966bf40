import type { Knex } from '@seodang/sdk';
import type { PurchasableKind, PurchasableQuote, PurchaseScope } from '@seodang/plugin-commerce/purchasable';
import { finalPrice, isDiscountActive } from '../common/index.ts';
import type { LectureRow } from './lecture-row.ts';
import { lessonsStudiedSince } from './lesson-opens.ts';
import { periodStateOf } from './access.ts';
import { joinLecture, refreshStudentCount } from './join-enrolment.ts';

type QuoteRow = LectureRow & { owner_name: string | null };

const inChannel = (q: Knex.QueryBuilder, channelIndex: number | null) =>
  channelIndex === null ? q.whereNull('l.channel_id') : q.where('l.channel_id', channelIndex);

function quoteOf(r: QuoteRow, scope: PurchaseScope): PurchasableQuote {
  const prices = {
    isFree: r.is_free,
    price: r.price,
    discount: r.discount,
    discountedPrice: r.discounted_price,
    discountStartDate: r.discount_start_date,
    discountDueDate: r.discount_due_date,
  };
  const final = finalPrice(prices, scope.now);
  const active = isDiscountActive(prices, scope.now);
  const sale: PurchasableQuote['sale'] = r.is_free
    ? { forSale: false, reason: 'free' }
    : !r.is_published
      ? { forSale: false, reason: 'not_published' }
      : periodStateOf(r, null, scope.now) === 'ended'
        ? { forSale: false, reason: 'closed' }
        : r.is_base || r.lecture_type !== 0 || !r.is_public || r.owner_id === scope.userId
          ? { forSale: false, reason: 'unavailable' }
          : { forSale: true };
  return {
    kind: 'lecture',
    ref: r.id,
    title: r.subject,
    link: `/lecture/${r.id}/${r.slug}`,
    price: r.is_free ? 0 : r.price,
    discountedPrice: active ? Math.min(final, r.price) : null,
    finalPrice: Math.min(final, r.is_free ? 0 : r.price),
    analytics: {
      sequence: r.id,
      subject: r.subject,
      category: {
        first: { id: r.category_first },
        second: r.category_second ? { id: r.category_second } : null,
      },
      educatorsData: { name: r.owner_name ?? '' },
      price: final,
    },
    recipients: r.owner_id === null ? [] : [{ userId: r.owner_id, share: 1 }],
    children: [],
    sale,
  };
}

/**
 * The `lecture` kind of commerce's purchasable registry: a paid lecture of the channel, its
 * prices (spec §9), its analytics fields and its owner as the revenue recipient. A purchase joins
 * the buyer (`lecture_purchase_grants` keeps one row per order item, so a repeated grant or revoke
 * changes nothing); a refund takes the enrolment back. While a refund waits for its decision the
 * grant is suspended (`suspended_at`) and the lessons do not open (`lectureAccess`). Usage for
 * refunds: recorded lectures by the lessons with progress, lectures with dates by their open and
 * close dates.
 */
export const lecturePurchasable: PurchasableKind = {
  kind: 'lecture',
  async quote(scope, refs) {
    const rows: QuoteRow[] = await inChannel(
      scope.db('lectures as l').leftJoin('users as u', 'u.id', 'l.owner_id').whereIn('l.id', refs),
      scope.channelIndex,
    ).select('l.*', 'u.name as owner_name');
    return new Map(rows.map((r) => [Number(r.id), quoteOf({ ...r, id: Number(r.id) }, scope)]));
  },
  async owned(scope, refs) {
    const rows: { lecture_id: number }[] = await inChannel(
      scope
        .db('lecture_enrolments as e')
        .join('lectures as l', 'l.id', 'e.lecture_id')
        .where('e.user_id', scope.userId)
        .where('e.state', 'joined')
        .whereIn('e.lecture_id', refs),
      scope.channelIndex,
    ).select('e.lecture_id');
    return new Set(rows.map((r) => Number(r.lecture_id)));
  },
  async wished(scope, refs) {
    const rows: { lecture_id: number }[] = await scope
      .db('lecture_wishes')
      .where({ user_id: scope.userId, state: 1 })
      .whereIn('lecture_id', refs)
      .select('lecture_id');
    return new Set(rows.map((r) => Number(r.lecture_id)));
  },
  async grant(trx, item) {
    const inserted = await trx('lecture_purchase_grants')
      .insert({ order_item_id: item.orderItemId, lecture_id: item.ref, user_id: item.userId })
      .onConflict('order_item_id')
      .ignore()
      .returning('order_item_id');
    if (inserted.length === 0) return;
    const lecture: LectureRow | undefined = await trx('lectures').where({ id: item.ref }).first();
    if (!lecture) throw new Error(`lecture ${item.ref} of order item ${item.orderItemId} does not exist`);
    await joinLecture(trx, lecture, item.userId);
  },
  async revoke(trx, item) {
    const revoked = await trx('lecture_purchase_grants')
      .where({ order_item_id: item.orderItemId })
      .whereNull('revoked_at')
      .update({ revoked_at: trx.fn.now() })
      .returning('order_item_id');
    if (revoked.length === 0) return;
    // An enrolment a source of `lectures.enrolments` also holds (a roadmap bought) stays, and is
    // theirs from now on: withdrawing the last of them takes it back.
    const held = await trx('lecture_enrolment_sources')
      .where({ lecture_id: item.ref, user_id: item.userId })
      .update({ created_enrolment: true });
    if (held > 0) return;
    await trx('lecture_enrolments').where({ lecture_id: item.ref, user_id: item.userId }).delete();
    await refreshStudentCount(trx, item.ref);
  },
  async suspend(trx, item) {
    await trx('lecture_purchase_grants')
      .where({ order_item_id: item.orderItemId })
      .whereNull('revoked_at')
      .whereNull('suspended_at')
      .update({ suspended_at: trx.fn.now() });
  },
  async resume(trx, item) {
    await trx('lecture_purchase_grants')
      .where({ order_item_id: item.orderItemId })
      .whereNull('revoked_at')
      .update({ suspended_at: null });
  },
  async usage(db, item) {
    const lecture: LectureRow | undefined = await db('lectures').where({ id: item.ref }).first();
    if (!lecture) throw new Error(`lecture ${item.ref} does not exist`);
    if (lecture.period_type === 'dates' && lecture.open_date && lecture.close_date)
      return {
        kind: 'scheduled',
        startsAt: new Date(lecture.open_date).toISOString(),
        endsAt: new Date(lecture.close_date).toISOString(),
      };
    const [{ total }] = await db('lecture_lessons').where({ lecture_id: item.ref }).count({ total: '*' });
    const studied = await lessonsStudiedSince(db, item.ref, item.userId, item.purchasedAt);
    const totalLessons = Math.max(1, Number(total));
    return { kind: 'recorded', totalLessons, studiedLessons: Math.min(studied, totalLessons) };
  },
};
