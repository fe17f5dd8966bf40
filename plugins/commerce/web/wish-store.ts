import { sharedStore, useSharedValue } from '@seodang/sdk/web';

/**
 * The lectures plugin's page-wide wish state (`lecture.wishing`, its README "Web"): one state per
 * lecture sequence, the same in its lists, on its detail page and in this cart.
 */
export const wishStore = sharedStore<number, boolean>('lecture.wishing');

/** The lecture's wish state: the latest toggle on this page, else what the server said. */
export const useWishing = (lectureSequence: number, fromServer: boolean) =>
  useSharedValue(wishStore, lectureSequence, fromServer);
