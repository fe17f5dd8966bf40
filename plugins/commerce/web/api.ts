import { api, apiRequest } from '@seodang/sdk/web';
import type { AnalyticsLecture } from '../common/analytics.ts';
import type { BundleOffer } from '../common/bundle-offer.ts';
import type { CartList } from '../common/cart.ts';

type Data<T> = { data: T };
const unwrap = <T>(r: Data<T>) => r.data;

/** A wished lecture as the lectures plugin lists it (`GET /api/lecture/wishlist`), the fields shown here. */
export interface WishedLecture {
  sequence: number;
  subject: string;
  slug: string;
  isFree: boolean;
  price: number;
  finalPrice: number;
  isWishing: boolean;
}

/** Wishlist states of spec §4 ("Numeric status sets"). */
export const wishStates = { CANCELED: 0, WISHING: 1 } as const;

/** Calls of the cart API (plugin README) and the lectures plugin's wish calls (spec §7). */
export const commerceApi = {
  cart: () => api.get<Data<CartList>>('/api/cart/list').then(unwrap),
  add: (itemType: string, sequence: number) =>
    api
      .post<Data<{ itemIndex: number; cartItemCount: number; analytics: AnalyticsLecture[] }>>('/api/cart', {
        itemType,
        sequence,
      })
      .then(unwrap),
  /** An item's fields for the analytics events (a bundle's lectures), for its page's `detail`. */
  itemAnalytics: (itemType: string, sequence: number) =>
    api
      .get<Data<{ analytics: AnalyticsLecture[] }>>(
        `/api/commerce/items/${encodeURIComponent(itemType)}/${sequence}/analytics`,
      )
      .then(unwrap),
  /** The published bundles that hold an item, priced for the viewer, for its page. */
  bundleOffers: (itemType: string, sequence: number) =>
    api
      .get<Data<{ list: BundleOffer[] }>>(
        `/api/commerce/items/${encodeURIComponent(itemType)}/${sequence}/bundles`,
      )
      .then(unwrap),
  remove: (itemIndexes: number[]) =>
    apiRequest<Data<{ cartItemCount: number }>>('/api/cart', {
      method: 'DELETE',
      body: { itemIndexes },
    }).then(unwrap),
  check: (itemIndexes: number[], isChecked: boolean) =>
    apiRequest<Data<{ itemIndexes: number[]; isChecked: boolean }>>('/api/cart', {
      method: 'PATCH',
      body: { itemIndexes, isChecked },
    }).then(unwrap),
  wish: (lectureSequence: number, wishing: boolean) =>
    api
      .post<Data<{ lectureSequence: number; state: number; isWishing: boolean }>>('/api/wishingLecture', {
        lectureSequence,
        state: wishing ? wishStates.WISHING : wishStates.CANCELED,
      })
      .then(unwrap),
  wishlist: () => api.get<Data<WishedLecture[]>>('/api/lecture/wishlist').then(unwrap),
};
