/**
 * The purchasable-product registry (extension point `commerce.purchasable`): how a plugin makes
 * its things buyable without commerce knowing them, and without importing commerce beyond this
 * entry point (`@seodang/plugin-commerce/purchasable`). Server only.
 *
 * A plugin that sells something lists `commerce` under `optional` in its manifest (so it is
 * registered after commerce, and works without it) and in its own `register(env)`:
 *
 * ```ts
 * env.extensionPoint(purchasablePoint)?.register({ kind: 'lecture', quote, owned, grant, revoke, usage, suspend, resume });
 * ```
 * (`suspend` and `resume`, for a refund that is pending, are optional.)
 * The lectures plugin registers `lecture`; commerce itself registers `bundle` the same way (one
 * price for several items, split among its children by their list prices, largest remainder).
 *
 * Rules every kind keeps:
 * - Money is integer won (KRW), VAT included, never a float; commerce recomputes every figure from
 *   `quote` at the moment of the order and charges its own figure.
 * - `quote` and `owned` see only rows in the given channel: a ref of another channel is left out,
 *   exactly like a missing one (commerce then answers 404).
 * - `grant` and `revoke` run in the caller's transaction (never their own) and are idempotent per
 *   order item: called twice for the same `orderItemId`, the second call changes nothing. A grant
 *   that cannot happen throws, and the whole payment transaction rolls back. `suspend` and `resume`
 *   follow the same rules.
 */
import { createExtensionPoint, type ExtensionPoint, type Knex } from '@seodang/sdk';
import type { Locale } from '@seodang/sdk/common';

/** A kind's id: lowercase kebab-case (`lecture`, `bundle`, `roadmap`). */
export type PurchasableKindId = string;

/** The pattern a kind id follows (in its own file, so the web can use it without the server SDK). */
export { purchasableKindPattern } from './purchasable-kind.ts';

/** Who asks and where: the request's channel (null: the public site), the buyer, their language. */
export interface PurchaseScope {
  /** The database (or a transaction) to read with. */
  db: Knex;
  /** The channel the request came to; only rows of this channel are seen. null: the public site. */
  channelIndex: number | null;
  /** The buyer's users.id, or null for a visitor who is not signed in. */
  userId: number | null;
  /** The language titles are wanted in (a kind with one title returns it whatever this is). */
  locale: Locale;
  /** The moment prices are taken at (discount windows are checked against it). */
  now: Date;
}

/**
 * What an e-commerce analytics event carries per item (spec §1 "Analytics events": sequence,
 * subject, first- and second-level category ids, educator name and price; sent with KRW), named as
 * the spec names the lecture's fields (§3 "Lecture").
 */
export interface PurchasableAnalytics {
  sequence: number;
  subject: string;
  category: { first: { id: string } | null; second: { id: string } | null };
  educatorsData: { name: string };
  /** The price the event reports: the final price (before coupons), in won. */
  price: number;
}

/**
 * Someone paid from an item's revenue, with their share. Shares are whole-number weights (e.g. 70
 * and 30, or 1 and 1): at settlement the item's revenue is split among its recipients in
 * proportion to them, by largest remainder, so the won add up exactly.
 */
export interface RevenueRecipient {
  /** users.id of the recipient (an educator, the channel's owner, …). */
  userId: number;
  /** A whole number of 1 or more. */
  share: number;
}

/** Why an item cannot be bought (the cart answers `400 not_for_sale`). */
export type NotForSaleReason =
  /** It costs nothing: the learner enrols directly. */
  | 'free'
  /** Its author has not published it. */
  | 'not_published'
  /** It no longer takes learners (its close date passed). */
  | 'closed'
  /** The buyer cannot buy it for another reason (e.g. it is theirs to teach). */
  | 'unavailable';

/**
 * Whether an item can be bought now, and if not why. `messageKey` is the kind's own wording of the
 * refusal (a key of its plugin's message catalogue, in ko, en and ja, e.g. one speaking of
 * roadmaps); without it the cart and checkout answer commerce's general
 * `commerce.error.not_for_sale.{reason}`.
 */
export type SaleStatus =
  { forSale: true } | { forSale: false; reason: NotForSaleReason; messageKey?: string };

/** An item as it sells now: what commerce shows, prices and records. */
export interface PurchasableQuote {
  kind: PurchasableKindId;
  /** The item's id within its kind (a lecture's sequence). */
  ref: number;
  /** Its title, in `scope.locale` where the kind has several. */
  title: string;
  /** Its page on this site, a path beginning with `/` (e.g. `/lecture/12`). */
  link: string;
  /** The list price, in won. */
  price: number;
  /** The price under the item's own discount while that discount is active, else null. */
  discountedPrice: number | null;
  /**
   * What it costs now before any coupon: `discountedPrice` while the discount is active, else
   * `price`; never above `price`. What a coupon is taken from (see `pricing.ts`).
   */
  finalPrice: number;
  /** The fields of the analytics events. */
  analytics: PurchasableAnalytics;
  /** Who is paid from its revenue. Empty: the platform keeps it. */
  recipients: RevenueRecipient[];
  /**
   * What it contains and the buyer is buying, each quoted on its own (a bundle's lectures);
   * empty for a single item.
   */
  children: PurchasableQuote[];
  /**
   * What it contains that the buyer already owns (a bundle's lectures bought before): not bought
   * again, and its share of the price taken off (`ownedDeduction`); absent or empty otherwise.
   */
  ownedChildren?: PurchasableQuote[];
  /** Won taken off `price` for `ownedChildren` (`bundlePriceForBuyer` in `allocation.ts`); 0 when absent. */
  ownedDeduction?: number;
  /** Whether it can be bought now. */
  sale: SaleStatus;
}

/** One bought item as `grant` and `revoke` receive it. */
export interface OrderItemGrant {
  /** The order item's id: the idempotency key of the grant and of the revoke. */
  orderItemId: number;
  orderId: number;
  /** The channel the order was placed in (null: the public site). */
  channelIndex: number | null;
  /** The buyer. */
  userId: number;
  /** The item's id within its kind. */
  ref: number;
}

/**
 * What a learner has used of an item, the basis of its refund (`refund.ts`): a recorded item by
 * its lessons opened or downloaded, a scheduled course by its dates.
 */
export type PurchasableUsage =
  | {
      kind: 'recorded';
      /** Its lessons (1 or more). */
      totalLessons: number;
      /** Lessons the learner opened or downloaded since the purchase (0 to totalLessons). */
      studiedLessons: number;
    }
  | {
      kind: 'scheduled';
      /** When it starts and ends (ISO 8601). */
      startsAt: string;
      endsAt: string;
    };

/** A kind of purchasable item, as a plugin registers it. */
export interface PurchasableKind {
  /** The kind's id (see {@link purchasableKindPattern}); one plugin per id. */
  kind: PurchasableKindId;
  /**
   * Quotes the items `refs` for this scope, in one query or a few. Refs that do not exist or are
   * not in `scope.channelIndex` are left out of the map (never an error): commerce answers them
   * with 404.
   */
  quote(scope: PurchaseScope, refs: readonly number[]): Promise<Map<number, PurchasableQuote>>;
  /**
   * Which of `refs` the user already has (enrolled, bought, given), among the items of the
   * channel; commerce refuses to sell them again (`409 already_owned`).
   */
  owned(scope: PurchaseScope & { userId: number }, refs: readonly number[]): Promise<Set<number>>;
  /**
   * Gives the bought item to the buyer, in the payment's transaction `trx`. Idempotent per
   * `item.orderItemId`. Throws when it cannot be given; the payment then rolls back.
   */
  grant(trx: Knex.Transaction, item: OrderItemGrant): Promise<void>;
  /**
   * Takes a refunded item back, in the refund's transaction `trx`. Idempotent per
   * `item.orderItemId`; does nothing for an item that was never granted.
   */
  revoke(trx: Knex.Transaction, item: OrderItemGrant): Promise<void>;
  /** What the buyer has used of the item since `purchasedAt`, for its refund. */
  usage(db: Knex, item: OrderItemGrant & { purchasedAt: Date }): Promise<PurchasableUsage>;
  /**
   * Optional: the buyer asked for a refund of the item, so they may not use it (study it) until
   * the refund is decided; in the request's transaction `trx`. Idempotent per `item.orderItemId`;
   * the item stays theirs (`owned`). Without it the item stays usable while the refund waits.
   */
  suspend?(trx: Knex.Transaction, item: OrderItemGrant): Promise<void>;
  /**
   * Optional: the refund was rejected, so the buyer may use the item again; in the rejection's
   * transaction. Idempotent; does nothing for an item that was not suspended. A refunded item is
   * revoked instead (`revoke`, which ends a suspension too).
   */
  resume?(trx: Knex.Transaction, item: OrderItemGrant): Promise<void>;
  /**
   * Optional: which of `refs` are on the user's wishlist (the cart's `isWishing`). Without it
   * every item shows as not wished.
   */
  wished?(scope: PurchaseScope & { userId: number }, refs: readonly number[]): Promise<Set<number>>;
}

/** What a plugin does with the point: register its kind (during its own `register`). */
export interface PurchasableRegistry {
  /**
   * Adds a kind. Throws for an id that is not kebab-case or is registered already, for a kind
   * that lacks one of its functions, and once commerce has begun reading the registry (declare
   * kinds in `register`, like everything else).
   */
  register(kind: PurchasableKind): void;
}

/** Extension point: plugins register the kinds of things that can be bought (server only). */
export const purchasablePoint: ExtensionPoint<PurchasableRegistry> =
  createExtensionPoint<PurchasableRegistry>('commerce.purchasable');
