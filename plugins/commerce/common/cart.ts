/**
 * The cart as the API answers it (spec §3 "Cart and checkout"), shared by the server, which
 * shapes it, and the web half, which shows it.
 */

/** A cart item, with what the cart screen shows beside the spec's fields. */
export interface CartItem {
  itemIndex: number;
  itemType: string;
  isChecked: boolean;
  isWishing: boolean;
  /** The screen's own flag while a wish toggles; always false from the server. */
  isWishingStateChanging: boolean;
  lectureSequence: number;
  /** The nested child items (a bundle's lectures), each naming its parent. */
  lectureList: CartChild[];
  title: string;
  link: string;
  /** For a bundle, already less `ownedDeduction`. */
  price: number;
  discountedPrice: number | null;
  finalPrice: number;
  /** Won taken off a bundle's price for the lectures of it the buyer owns already (0 otherwise). */
  ownedDeduction: number;
  isForSale: boolean;
}

/** A child of a cart item: found by its parentIndex. */
export interface CartChild {
  parentIndex: number;
  itemType: string;
  lectureSequence: number;
  title: string;
  link: string;
  price: number;
  discountedPrice: number | null;
  finalPrice: number;
  /** The buyer owns it already: it is not bought again, and its share is off the bundle's price. */
  isOwned: boolean;
}

/** `GET /api/cart/list` → `data`. */
export interface CartList {
  cartItemCount: number;
  cartItemList: CartItem[];
}
