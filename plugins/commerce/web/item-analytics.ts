// The analytics events of spec §1 that follow an item rather than an order: `detail` when a
// lecture's page shows it, `add` when it went into the cart. The fields come from the server
// (the item as it sells now), the entries from `common/analytics.ts`; the callers push them
// with `pushAnalyticsEvent` of `@seodang/sdk/web`.
import { addEvent, detailEvent, type AnalyticsLecture, type CommerceEvent } from '../common/analytics.ts';

/** Pushes one entry onto the page's data layer. */
export type PushEntry = (entry: CommerceEvent) => void;

/** Reports lectures just put in the cart (a bundle's lectures together); nothing for none. */
export function reportAdded(lectures: readonly AnalyticsLecture[], push: PushEntry): boolean {
  if (lectures.length === 0) return false;
  push(addEvent(lectures));
  return true;
}

/**
 * Reports that a lecture's page was seen: its fields are fetched with `load` (`GET
 * /api/commerce/items/lecture/:sequence/analytics`) and its `detail` pushed. Analytics never gets
 * in the page's way: a failed fetch reports nothing. Resolves with whether it reported.
 */
export async function reportDetail(
  sequence: number,
  load: (sequence: number) => Promise<{ analytics: AnalyticsLecture[] }>,
  push: PushEntry,
): Promise<boolean> {
  let lectures: AnalyticsLecture[];
  try {
    lectures = (await load(sequence)).analytics;
  } catch {
    return false;
  }
  const shown = lectures.find((l) => l.sequence === sequence) ?? lectures[0];
  if (!shown) return false;
  push(detailEvent(shown));
  return true;
}
