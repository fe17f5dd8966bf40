import { useSyncExternalStore } from 'react';
import { isApiError, pushAnalyticsEvent } from '@seodang/sdk/web';
import type { CartItem } from '../common/cart.ts';
import { commerceApi } from './api.ts';
import { reportAdded } from './item-analytics.ts';
import { wishStore } from './wish-store.ts';

/**
 * The signed-in learner's cart on this page, shared by the header's count, the lecture page's
 * purchase buttons and the cart screen: one fetch, and every change (added, removed, checked,
 * wished) shows everywhere at once.
 */
export interface CartState {
  /** Whose cart this is (users.id); null before the first load. */
  userId: number | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Set once a fetch ended, well or not (spec §8: on failure loading ends and the cart is marked fetched). */
  isFetched: boolean;
  items: CartItem[];
  /** cartItemCount as the server last said it (null: not known yet). */
  count: number | null;
  error: unknown;
}

const initial: CartState = {
  userId: null,
  status: 'idle',
  isFetched: false,
  items: [],
  count: null,
  error: null,
};
let state: CartState = initial;
const listeners = new Set<() => void>();

function update(next: Partial<CartState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The cart state, re-rendering on every change. */
export const useCart = (): CartState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );

/** The current state, outside React. */
export const cartState = (): CartState => state;

let inFlight: Promise<void> | null = null;

/** Fetches the cart (again). On failure loading ends, the cart is marked fetched and the error kept. */
export function loadCart(userId: number): Promise<void> {
  if (state.userId !== userId) state = { ...initial, userId };
  update({ status: 'loading', error: null });
  const run = commerceApi
    .cart()
    .then((data) => {
      if (state.userId !== userId) return;
      update({
        status: 'ready',
        isFetched: true,
        items: data.cartItemList,
        count: data.cartItemCount,
      });
    })
    .catch((error: unknown) => {
      if (state.userId !== userId) return;
      update({ status: 'error', isFetched: true, error });
    })
    .finally(() => {
      if (inFlight === run) inFlight = null;
    });
  inFlight = run;
  return run;
}

/** Loads the cart once for this user (again after a sign-in as someone else). */
export function ensureCart(userId: number): Promise<void> {
  if (state.userId === userId && state.status !== 'idle') return inFlight ?? Promise.resolve();
  return loadCart(userId);
}

/** Forgets the cart (signed out). */
export function clearCart(): void {
  if (state !== initial) update(initial);
}

/**
 * Puts an item in the cart and reloads it; an item that is already there is no error here.
 * Resolves with its cart item; rejects with the server's refusal (not for sale, owned, …).
 */
export async function addToCart(
  userId: number,
  itemType: string,
  sequence: number,
): Promise<CartItem | undefined> {
  try {
    const added = await commerceApi.add(itemType, sequence);
    // Analytics `add` (spec §1) only for what really went in: not for an item already there.
    reportAdded(added.analytics ?? [], (entry) => pushAnalyticsEvent({ ...entry }));
  } catch (e) {
    if (!isApiError(e, 'already_in_cart')) throw e;
  }
  await loadCart(userId);
  return state.items.find((i) => i.itemType === itemType && i.lectureSequence === sequence);
}

/** Checks or unchecks items at once (shown at once, kept on the server; undone when the server refuses). */
export async function setChecked(itemIndexes: readonly number[], isChecked: boolean): Promise<void> {
  if (itemIndexes.length === 0) return;
  const before = new Map(state.items.map((i) => [i.itemIndex, i.isChecked]));
  const chosen = new Set(itemIndexes);
  update({ items: state.items.map((i) => (chosen.has(i.itemIndex) ? { ...i, isChecked } : i)) });
  try {
    await commerceApi.check([...itemIndexes], isChecked);
  } catch (e) {
    update({
      items: state.items.map((i) =>
        chosen.has(i.itemIndex) ? { ...i, isChecked: before.get(i.itemIndex)! } : i,
      ),
    });
    throw e;
  }
}

/** Takes items out of the cart (all or none, as the server does). */
export async function removeItems(itemIndexes: readonly number[]): Promise<void> {
  if (itemIndexes.length === 0) return;
  const { cartItemCount } = await commerceApi.remove([...itemIndexes]);
  const gone = new Set(itemIndexes);
  update({ items: state.items.filter((i) => !gone.has(i.itemIndex)), count: cartItemCount });
}

function setItemFlags(
  lectureSequence: number,
  flags: Partial<Pick<CartItem, 'isWishing' | 'isWishingStateChanging'>>,
) {
  update({
    items: state.items.map((i) =>
      i.itemType === 'lecture' && i.lectureSequence === lectureSequence ? { ...i, ...flags } : i,
    ),
  });
}

/**
 * Toggles a lecture's wish (spec §4 and §8): isWishingStateChanging while the call runs; isWishing
 * flips only when it succeeds, for every view of the page (the shared `lecture.wishing` store);
 * on failure only the changing flag is reset, and the error is thrown for the caller to show.
 */
export async function toggleWish(lectureSequence: number, wishing: boolean): Promise<void> {
  setItemFlags(lectureSequence, { isWishingStateChanging: true });
  try {
    const result = await commerceApi.wish(lectureSequence, wishing);
    wishStore.set(lectureSequence, result.isWishing);
    setItemFlags(lectureSequence, { isWishing: result.isWishing, isWishingStateChanging: false });
  } catch (e) {
    setItemFlags(lectureSequence, { isWishingStateChanging: false });
    throw e;
  }
}
