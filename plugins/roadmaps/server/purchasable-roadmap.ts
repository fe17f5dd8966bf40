import type { Knex } from '@seodang/sdk';
import type {
  OrderItemGrant,
  PurchasableKind,
  PurchasableQuote,
  PurchaseScope,
} from '@seodang/plugin-commerce/purchasable';
import type { EnrolmentSource, LectureEnrolments } from '@seodang/plugin-lectures/enrolment-sources';
import { finalPriceOf, roadmapsIn, type RoadmapRow } from './store.ts';

/** The source of the enrolments one order item's roadmap made in lectures. */
const sourceOf = (orderItemId: number) => ({ kind: 'roadmap-purchase', id: orderItemId });

/** The lectures the roadmap's lecture nodes name. */
export const lectureIdsOf = (nodes: { type?: string; lectureIndex?: number | null }[]) => [
  ...new Set(
    nodes.flatMap((n) =>
      n.type === 'lecture' && typeof n.lectureIndex === 'number' ? [n.lectureIndex] : [],
    ),
  ),
];

/** Runs `work` on the order item's enrolment source when its grant stands (not refunded). */
async function holdOf(
  trx: Knex.Transaction,
  item: OrderItemGrant,
  work: (channelId: number | null, source: EnrolmentSource) => Promise<unknown>,
) {
  const granted = await trx('roadmap_purchase_grants')
    .where({ order_item_id: item.orderItemId })
    .whereNull('revoked_at')
    .first('order_item_id');
  if (!granted) return;
  const roadmap: { channel_id: number | null } | undefined = await trx('roadmaps')
    .where({ id: item.ref })
    .first('channel_id');
  if (roadmap) await work(roadmap.channel_id, sourceOf(item.orderItemId));
}

function quoteOf(r: RoadmapRow, scope: PurchaseScope): PurchasableQuote {
  const final = finalPriceOf(r);
  const price = r.is_free ? 0 : r.price;
  const sale: PurchasableQuote['sale'] = r.is_free
    ? { forSale: false, reason: 'free', messageKey: 'roadmaps.error.not_for_sale.free' }
    : !r.is_published
      ? { forSale: false, reason: 'not_published' }
      : r.owner_id !== null && r.owner_id === scope.userId
        ? { forSale: false, reason: 'unavailable' }
        : { forSale: true };
  return {
    kind: 'roadmap',
    ref: r.id,
    title: r.title,
    link: `/roadmap/${r.id}`,
    price,
    discountedPrice: !r.is_free && r.discount ? final : null,
    finalPrice: Math.min(final, price),
    analytics: {
      sequence: r.id,
      subject: r.title,
      category: { first: { id: r.category_first }, second: { id: r.category_second } },
      educatorsData: { name: r.owner_name ?? '' },
      price: final,
    },
    recipients: r.owner_id === null ? [] : [{ userId: r.owner_id, share: 1 }],
    children: [],
    sale,
  };
}

/**
 * The `roadmap` kind of commerce's purchasable registry: a paid, published roadmap of the
 * request's channel at its price less its discount, its owner paid from it. Paying grants the
 * buyer the roadmap (`roadmap_access` granted with source `purchase`, and chosen, so it is among
 * their roadmaps); `roadmap_purchase_grants` keeps one row per order item, so a confirm and a
 * webhook, or a refund retried, change it once. A refund takes the access and the choice back.
 * Paying also enrols the buyer in the roadmap's lectures (its lecture nodes, of its channel) through
 * lectures' `lectures.enrolments` service with the order item as source, in the same transaction;
 * the refund withdraws that source, so a lecture the buyer held otherwise stays.
 * The refund basis is the roadmap's nodes and those the buyer marked done since the purchase.
 */
export const roadmapPurchasableWith = (enrolments: () => LectureEnrolments): PurchasableKind => ({
  kind: 'roadmap',
  async quote(scope, refs) {
    const rows = (await roadmapsIn(scope.db, scope.channelIndex).whereIn('r.id', refs)) as RoadmapRow[];
    return new Map(rows.map((r) => [Number(r.id), quoteOf({ ...r, id: Number(r.id) }, scope)]));
  },
  async owned(scope, refs) {
    const rows: { roadmap_id: number }[] = await roadmapsIn(scope.db, scope.channelIndex)
      .clearSelect()
      .join('roadmap_access as a', 'a.roadmap_id', 'r.id')
      .where({ 'a.user_id': scope.userId, 'a.state': 'granted' })
      .whereIn('r.id', refs)
      .select('a.roadmap_id');
    return new Set(rows.map((r) => Number(r.roadmap_id)));
  },
  async grant(trx, item) {
    const inserted = await trx('roadmap_purchase_grants')
      .insert({ order_item_id: item.orderItemId, roadmap_id: item.ref, user_id: item.userId })
      .onConflict('order_item_id')
      .ignore()
      .returning('order_item_id');
    if (inserted.length === 0) return;
    const roadmap:
      { channel_id: number | null; nodes: { type?: string; lectureIndex?: number | null }[] } | undefined =
      await trx('roadmaps').where({ id: item.ref }).first('channel_id', 'nodes');
    if (!roadmap) throw new Error(`roadmap ${item.ref} of order item ${item.orderItemId} does not exist`);
    await enrolments().enrol(
      {
        channelId: roadmap.channel_id,
        userId: item.userId,
        lectureIds: lectureIdsOf(roadmap.nodes),
        source: sourceOf(item.orderItemId),
      },
      trx,
    );
    await trx('roadmap_access')
      .insert({
        roadmap_id: item.ref,
        user_id: item.userId,
        state: 'granted',
        source: 'purchase',
        decided_at: trx.fn.now(),
      })
      .onConflict(['roadmap_id', 'user_id'])
      .merge(['state', 'source', 'decided_at']);
    await trx('roadmap_choices')
      .insert({ user_id: item.userId, roadmap_id: item.ref })
      .onConflict(['user_id', 'roadmap_id'])
      .ignore();
  },
  async revoke(trx, item) {
    const revoked = await trx('roadmap_purchase_grants')
      .where({ order_item_id: item.orderItemId })
      .whereNull('revoked_at')
      .update({ revoked_at: trx.fn.now() })
      .returning('order_item_id');
    if (revoked.length === 0) return;
    const roadmap: { channel_id: number | null } | undefined = await trx('roadmaps')
      .where({ id: item.ref })
      .first('channel_id');
    if (roadmap)
      await enrolments().withdraw(
        { channelId: roadmap.channel_id, userId: item.userId, source: sourceOf(item.orderItemId) },
        trx,
      );
    await trx('roadmap_access')
      .where({ roadmap_id: item.ref, user_id: item.userId, source: 'purchase' })
      .delete();
    await trx('roadmap_choices').where({ roadmap_id: item.ref, user_id: item.userId }).delete();
  },
  // A refund of the roadmap waits for a decision: the lectures it enrolled the buyer in do not open
  // through it (lectures' `suspend`), until it is refused (`resume`) or approved (`revoke`).
  async suspend(trx, item) {
    await trx('roadmap_purchase_grants')
      .where({ order_item_id: item.orderItemId })
      .whereNull('revoked_at')
      .update({ suspended_at: trx.fn.now() });
    await holdOf(trx, item, (channelId, source) =>
      enrolments().suspend({ channelId, userId: item.userId, source }, trx),
    );
  },
  async resume(trx, item) {
    await trx('roadmap_purchase_grants')
      .where({ order_item_id: item.orderItemId })
      .whereNull('revoked_at')
      .update({ suspended_at: null });
    await holdOf(trx, item, (channelId, source) =>
      enrolments().resume({ channelId, userId: item.userId, source }, trx),
    );
  },
  async usage(db, item) {
    const roadmap: { nodes: unknown[] } | undefined = await db('roadmaps')
      .where({ id: item.ref })
      .first('nodes');
    if (!roadmap) throw new Error(`roadmap ${item.ref} does not exist`);
    const [{ done }] = await db('roadmap_node_progress')
      .where({ roadmap_id: item.ref, user_id: item.userId, state: 'done' })
      .where('updated_at', '>=', item.purchasedAt)
      .count({ done: '*' });
    const totalLessons = Math.max(1, roadmap.nodes.length);
    return { kind: 'recorded', totalLessons, studiedLessons: Math.min(Number(done), totalLessons) };
  },
});

/**
 * After a roadmap's graph changed (in the save's transaction): every buyer whose purchase stands is
 * enrolled in the lectures added to it, through their order item's source (suspended as the rest
 * while a refund of it waits), and that source is withdrawn from the lectures taken off it, so
 * only enrolments the roadmap made there go.
 */
export async function followBoughtLectures(
  trx: Knex.Transaction,
  enrolments: LectureEnrolments,
  roadmap: { id: number; channelId: number | null; before: number[]; after: number[] },
): Promise<void> {
  const added = roadmap.after.filter((id) => !roadmap.before.includes(id));
  const removed = roadmap.before.filter((id) => !roadmap.after.includes(id));
  if (added.length === 0 && removed.length === 0) return;
  const grants: { order_item_id: number; user_id: number; suspended_at: Date | null }[] = await trx(
    'roadmap_purchase_grants',
  )
    .where({ roadmap_id: roadmap.id })
    .whereNull('revoked_at')
    .orderBy('order_item_id')
    .select('order_item_id', 'user_id', 'suspended_at');
  for (const grant of grants) {
    const input = {
      channelId: roadmap.channelId,
      userId: grant.user_id,
      source: sourceOf(grant.order_item_id),
    };
    if (added.length) {
      await enrolments.enrol({ ...input, lectureIds: added }, trx);
      if (grant.suspended_at) await enrolments.suspend(input, trx);
    }
    if (removed.length) await enrolments.withdraw({ ...input, lectureIds: removed }, trx);
  }
}

/**
 * When a lecture is published (for the first time, or again after it was taken back): every buyer
 * whose purchase of a roadmap of its channel stands, and whose roadmap names it on a lecture node,
 * is enrolled in it through their order item's source — a lecture unpublished at the purchase was
 * left out then (an unpublished lecture enrols no one). One transaction; idempotent, since a source
 * enrols a learner in a lecture once (publish, unpublish, publish again: one enrolment); a grant
 * whose refund waits is enrolled suspended, like the rest of its lectures.
 */
export async function enrolOnPublish(
  trx: Knex.Transaction,
  enrolments: LectureEnrolments,
  lecture: { channelId: number | null; lectureIndex: number },
): Promise<void> {
  const grants: { order_item_id: number; user_id: number; suspended_at: Date | null }[] = await trx(
    'roadmap_purchase_grants as g',
  )
    .join('roadmaps as r', 'r.id', 'g.roadmap_id')
    .whereNull('g.revoked_at')
    .modify((q) =>
      lecture.channelId === null ? q.whereNull('r.channel_id') : q.where('r.channel_id', lecture.channelId),
    )
    .whereRaw('r.nodes @> ?::jsonb', [
      JSON.stringify([{ type: 'lecture', lectureIndex: lecture.lectureIndex }]),
    ])
    .orderBy('g.order_item_id')
    .select('g.order_item_id', 'g.user_id', 'g.suspended_at');
  for (const grant of grants)
    await enrolGrant(trx, enrolments, { ...grant, channel_id: lecture.channelId }, [lecture.lectureIndex]);
}

/** A standing purchase as the enrolment steps read it. */
interface StandingGrant {
  order_item_id: number;
  user_id: number;
  suspended_at: Date | null;
  channel_id: number | null;
}

/**
 * Enrols one standing purchase in these lectures through its order item's source (an unpublished
 * one is skipped; suspended like the rest while a refund of it waits). Answers how many were new.
 */
async function enrolGrant(
  trx: Knex.Transaction,
  enrolments: LectureEnrolments,
  grant: StandingGrant,
  lectureIds: number[],
): Promise<number> {
  if (!lectureIds.length) return 0;
  const input = { channelId: grant.channel_id, userId: grant.user_id, source: sourceOf(grant.order_item_id) };
  const added = await enrolments.enrol({ ...input, lectureIds }, trx);
  if (added.length && grant.suspended_at) await enrolments.suspend(input, trx);
  return added.length;
}

/** Enrols one standing purchase in every published lecture its roadmap names (the reconciliation's step). */
export function enrolGrantInLectures(
  trx: Knex.Transaction,
  enrolments: LectureEnrolments,
  grant: StandingGrant & { nodes: { type?: string; lectureIndex?: number | null }[] },
): Promise<number> {
  return enrolGrant(trx, enrolments, grant, lectureIdsOf(grant.nodes));
}
