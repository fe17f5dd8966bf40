/**
 * The e-commerce analytics events of spec §1 ("Analytics events"): detail, add, checkout,
 * checkout_option, purchase and refund, sent with currency KRW, each lecture carrying its sequence,
 * subject, first- and second-level category ids, educator name and price. Pure builders of the
 * data-layer entries (the enhanced-ecommerce shape a tag manager reads); the web pushes them with
 * `pushDataLayer` of `@seodang/sdk/web`. A purchase is reported once per order, even when its
 * success page is opened again ({@link purchaseOnce}).
 */

/** A lecture as the events carry it: the lecture's own field names (spec §3 "Lecture"). */
export interface AnalyticsLecture {
  sequence: number;
  subject: string;
  category: { first: { id: string } | null; second: { id: string } | null };
  educatorsData: { name: string };
  /** The price reported, in won. */
  price: number;
}

/** One product of an event. */
export interface AnalyticsProduct {
  /** The lecture's sequence, as text (a tag manager's product id). */
  id: string;
  /** The subject. */
  name: string;
  /** The educator's name. */
  brand: string;
  /** `first/second` category ids (`first` alone without a second). */
  category: string;
  firstCategoryId: string | null;
  secondCategoryId: string | null;
  sequence: number;
  educatorName: string;
  price: number;
  quantity: number;
}

/** The events' names, as the spec lists them. */
export type CommerceEventName = 'detail' | 'add' | 'checkout' | 'checkout_option' | 'purchase' | 'refund';

/** One data-layer entry. */
export interface CommerceEvent {
  event: CommerceEventName;
  ecommerce: { currencyCode: 'KRW' } & Record<string, unknown>;
}

/** The currency every event is sent with. */
export const analyticsCurrency = 'KRW';

/** A lecture as a product of an event (quantity 1; a lecture is bought once). */
export function analyticsProduct(lecture: AnalyticsLecture): AnalyticsProduct {
  const first = lecture.category.first?.id ?? null;
  const second = lecture.category.second?.id ?? null;
  return {
    id: String(lecture.sequence),
    name: lecture.subject,
    brand: lecture.educatorsData.name,
    category: [first, second].filter(Boolean).join('/'),
    firstCategoryId: first,
    secondCategoryId: second,
    sequence: lecture.sequence,
    educatorName: lecture.educatorsData.name,
    price: lecture.price,
    quantity: 1,
  };
}

const event = (name: CommerceEventName, action: string, body: Record<string, unknown>): CommerceEvent => ({
  event: name,
  ecommerce: { currencyCode: analyticsCurrency, [action]: body },
});

const products = (lectures: readonly AnalyticsLecture[]) => lectures.map(analyticsProduct);

/** A lecture's page was seen. */
export const detailEvent = (lecture: AnalyticsLecture): CommerceEvent =>
  event('detail', 'detail', { products: [analyticsProduct(lecture)] });

/** Lectures were put in the cart. */
export const addEvent = (lectures: readonly AnalyticsLecture[]): CommerceEvent =>
  event('add', 'add', { products: products(lectures) });

/** The checkout's steps: 1 the order placed, 2 the payment window. */
export const checkoutSteps = { order: 1, payment: 2 } as const;

/** A checkout began (its step, and the payment method chosen, if any). */
export const checkoutEvent = (
  lectures: readonly AnalyticsLecture[],
  step: number = checkoutSteps.order,
  option?: string,
): CommerceEvent =>
  event('checkout', 'checkout', {
    actionField: option ? { step, option } : { step },
    products: products(lectures),
  });

/** An option of a checkout step was chosen (the payment method: `card` or `phone`). */
export const checkoutOptionEvent = (step: number, option: string): CommerceEvent =>
  event('checkout_option', 'checkout_option', { actionField: { step, option } });

/** What a purchase or refund says of its order. */
export interface AnalyticsOrder {
  orderId: string;
  /** What was paid, in won. */
  paymentAmount: number;
  /** The coupon codes used, if any. */
  coupons?: readonly (string | null)[];
}

/** An order was paid: its id, revenue, coupons and lectures. */
export const purchaseEvent = (
  order: AnalyticsOrder,
  lectures: readonly AnalyticsLecture[],
): CommerceEvent => {
  const coupon = [...new Set((order.coupons ?? []).filter((c): c is string => !!c))].join(',');
  return event('purchase', 'purchase', {
    actionField: {
      id: order.orderId,
      revenue: order.paymentAmount,
      ...(coupon ? { coupon } : {}),
    },
    products: products(lectures),
  });
};

/** An order was refunded: wholly (no lectures) or the lectures given. */
export const refundEvent = (
  order: Pick<AnalyticsOrder, 'orderId'> & { refundAmount?: number },
  lectures: readonly AnalyticsLecture[] = [],
): CommerceEvent =>
  event('refund', 'refund', {
    actionField:
      order.refundAmount === undefined
        ? { id: order.orderId }
        : { id: order.orderId, revenue: order.refundAmount },
    ...(lectures.length ? { products: products(lectures) } : {}),
  });

/** Where the reported orders are remembered (the browser's localStorage; a map in tests). */
export interface ReportedStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The storage key of the orders whose purchase was reported. */
export const reportedPurchasesKey = 'sd.commerce.reportedPurchases';
/** How many order ids are remembered (the oldest are forgotten first). */
export const reportedPurchasesKept = 100;

function reported(store: ReportedStore): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(reportedPurchasesKey) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Sends the purchase of an order once: `push` is called only when this order was not reported
 * before in this store (a reload of the success page, a second tab). Returns whether it sent.
 * A store that throws (private mode, quota) still sends, once per call.
 */
export function purchaseOnce(
  store: ReportedStore | null,
  order: AnalyticsOrder,
  lectures: readonly AnalyticsLecture[],
  push: (entry: CommerceEvent) => void,
): boolean {
  const seen = store ? reported(store) : [];
  if (seen.includes(order.orderId)) return false;
  if (store)
    try {
      store.setItem(
        reportedPurchasesKey,
        JSON.stringify([...seen, order.orderId].slice(-reportedPurchasesKept)),
      );
    } catch {
      /* not remembered: the event is still sent */
    }
  push(purchaseEvent(order, lectures));
  return true;
}
