import { sharedStore, useSharedValue } from '@seodang/sdk/web';

/**
 * The wish state of each lecture sequence, one per page for every plugin (spec §4: the wishing
 * state of a lecture stays the same across the category and promotion lists; commerce's cart
 * reads and sets the same store). The id `lecture.wishing` is the contract (README, "Web").
 */
export const wishStore = sharedStore<number, boolean>('lecture.wishing');

/** Records a toggle that succeeded: every list, card and cart row of the page follows. */
export function setWish(sequence: number, wishing: boolean): void {
  wishStore.set(sequence, wishing);
}

/** The lecture's wish state: the latest toggle on this page, else what the list said. */
export function useWishing(sequence: number, fromList: boolean): boolean {
  return useSharedValue(wishStore, sequence, fromList);
}
