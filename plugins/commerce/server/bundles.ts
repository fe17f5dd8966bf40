// The `bundle` purchasable kind: one price for several lectures of one teacher. Commerce
// registers it through the same point as every selling plugin; its children are quoted, owned and
// granted through their own kinds (a paid bundle's order has one item per child, with its share).
import type { Knex } from '@seodang/sdk';
import { bundlePriceForBuyer } from '../common/allocation.ts';
import type {
  PurchasableKind,
  PurchasableQuote,
  PurchasableUsage,
  PurchaseScope,
} from '../common/purchasable.ts';
import type { PurchasableKinds } from './purchasables.ts';

/** The scoped kind and the purchasable kind of bundles. */
export const bundleKind = 'bundle';

/** A row of `commerce_bundles`. */
export interface BundleRow {
  id: number;
  channel_id: number | null;
  owner_id: number | null;
  title: string;
  price: number;
  is_published: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A child of a bundle (`commerce_bundle_items`). */
export interface BundleChildRow {
  bundle_id: number;
  item_type: string;
  ref: number;
  position: number;
}

/** The channel's bundles (channel_id null: the public site). */
export const bundleRows = (db: Knex, channelIndex: number | null) =>
  db('commerce_bundles').whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0]);

/** The children of these bundles, in their order. */
export async function bundleChildren(db: Knex, ids: readonly number[]): Promise<BundleChildRow[]> {
  if (ids.length === 0) return [];
  return db('commerce_bundle_items').whereIn('bundle_id', ids).orderBy(['bundle_id', 'position']);
}

/** Quotes of the children through their kinds, keyed `type:ref` (refs of a missing kind left out). */
async function quoteChildren(
  kinds: PurchasableKinds,
  scope: PurchaseScope,
  children: readonly BundleChildRow[],
): Promise<Map<string, PurchasableQuote>> {
  const byType = new Map<string, number[]>();
  for (const c of children) byType.set(c.item_type, [...(byType.get(c.item_type) ?? []), c.ref]);
  const out = new Map<string, PurchasableQuote>();
  for (const [type, refs] of byType) {
    const kind = type === bundleKind ? undefined : kinds.get(type);
    if (!kind) continue;
    for (const [ref, q] of await kind.quote(scope, [...new Set(refs)])) out.set(`${type}:${ref}`, q);
  }
  return out;
}

/** Which children the buyer owns already, keyed `type:ref` (none for a visitor). */
async function ownedChildKeys(
  kinds: PurchasableKinds,
  scope: PurchaseScope,
  children: readonly BundleChildRow[],
): Promise<Set<string>> {
  const have = new Set<string>();
  const { userId } = scope;
  if (userId === null) return have;
  const byType = new Map<string, number[]>();
  for (const c of children) byType.set(c.item_type, [...(byType.get(c.item_type) ?? []), c.ref]);
  for (const [type, refs] of byType) {
    const kind = type === bundleKind ? undefined : kinds.get(type);
    if (!kind) continue;
    for (const ref of await kind.owned({ ...scope, userId }, [...new Set(refs)])) have.add(`${type}:${ref}`);
  }
  return have;
}

/**
 * The bundle as it sells to this buyer: the lectures they already own are left out of what they
 * buy and their share of the price comes off (`bundlePriceForBuyer`), so nobody pays twice for a
 * lecture.
 */
function quoteOf(
  row: BundleRow,
  children: readonly BundleChildRow[],
  childQuotes: Map<string, PurchasableQuote>,
  owned: ReadonlySet<string>,
  ownerName: string | null,
): PurchasableQuote {
  const quotedRows = children.flatMap((c) => {
    const q = childQuotes.get(`${c.item_type}:${c.ref}`);
    return q ? [{ q, owned: owned.has(`${c.item_type}:${c.ref}`) }] : [];
  });
  const quoted = quotedRows.map((c) => c.q);
  const notForSale = quoted.find((q) => !q.sale.forSale)?.sale;
  const sale: PurchasableQuote['sale'] = !row.is_published
    ? { forSale: false, reason: 'not_published' }
    : quoted.length < children.length || quoted.length === 0
      ? { forSale: false, reason: 'unavailable' }
      : notForSale && !notForSale.forSale
        ? { forSale: false, reason: notForSale.reason }
        : { forSale: true };
  const { price, ownedDeduction } = bundlePriceForBuyer(
    row.price,
    quotedRows.map((c) => ({ price: c.q.price, owned: c.owned })),
  );
  const first = quoted[0]?.analytics.category ?? { first: null, second: null };
  return {
    kind: bundleKind,
    ref: row.id,
    title: row.title,
    link: quoted[0]?.link ?? '/cart',
    price,
    discountedPrice: null,
    finalPrice: price,
    analytics: {
      sequence: row.id,
      subject: row.title,
      category: first,
      educatorsData: { name: ownerName ?? '' },
      price,
    },
    recipients: row.owner_id === null ? [] : [{ userId: row.owner_id, share: 1 }],
    children: quotedRows.filter((c) => !c.owned).map((c) => c.q),
    ownedChildren: quotedRows.filter((c) => c.owned).map((c) => c.q),
    ownedDeduction,
    sale,
  };
}

/**
 * The `bundle` kind: quoted in the channel with its children quoted through their kinds (not for
 * sale while it or a child is not: a child unpublished makes it `not_published`), priced for the
 * buyer (the lectures they own already are not bought again and their share comes off); owned
 * when the buyer has every child. Its grant and revoke change nothing of their own: checkout writes an
 * order item per child with its share of the price (largest remainder by list price), and
 * settlement grants and refunds go through the children's kinds.
 */
export function createBundleKind(kinds: PurchasableKinds): PurchasableKind {
  return {
    kind: bundleKind,
    async quote(scope, refs) {
      const rows: (BundleRow & { owner_name: string | null })[] = await bundleRows(
        scope.db,
        scope.channelIndex,
      )
        .leftJoin('users as u', 'u.id', 'commerce_bundles.owner_id')
        .whereIn('commerce_bundles.id', refs)
        .select('commerce_bundles.*', 'u.name as owner_name');
      const children = await bundleChildren(
        scope.db,
        rows.map((r) => r.id),
      );
      // Children are quoted for the buyer; the bundle itself decides who may buy it.
      const childQuotes = await quoteChildren(kinds, scope, children);
      const owned = await ownedChildKeys(kinds, scope, children);
      return new Map(
        rows.map((r) => [
          r.id,
          quoteOf(
            r,
            children.filter((c) => c.bundle_id === r.id),
            childQuotes,
            owned,
            r.owner_name,
          ),
        ]),
      );
    },
    async owned(scope, refs) {
      const rows: { id: number }[] = await bundleRows(scope.db, scope.channelIndex)
        .whereIn('id', refs)
        .select('id');
      const children = await bundleChildren(
        scope.db,
        rows.map((r) => r.id),
      );
      const have = await ownedChildKeys(kinds, scope, children);
      return new Set(
        rows
          .map((r) => r.id)
          .filter((id) => {
            const mine = children.filter((c) => c.bundle_id === id);
            return mine.length > 0 && mine.every((c) => have.has(`${c.item_type}:${c.ref}`));
          }),
      );
    },
    async grant() {
      // The children are order items of their own, granted through their kinds.
    },
    async revoke() {
      // The children are refunded and revoked through their kinds.
    },
    async usage(db, item) {
      const children = await bundleChildren(db, [item.ref]);
      const usages: PurchasableUsage[] = [];
      for (const c of children) {
        const kind = c.item_type === bundleKind ? undefined : kinds.get(c.item_type);
        if (kind) usages.push(await kind.usage(db, { ...item, ref: c.ref }));
      }
      const scheduled = usages.find((u) => u.kind === 'scheduled');
      if (scheduled) return scheduled;
      const recorded = usages.filter((u) => u.kind === 'recorded');
      return {
        kind: 'recorded',
        totalLessons: Math.max(
          1,
          recorded.reduce((s, u) => s + u.totalLessons, 0),
        ),
        studiedLessons: recorded.reduce((s, u) => s + u.studiedLessons, 0),
      };
    },
  };
}
