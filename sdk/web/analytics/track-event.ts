import { sendClientLog } from '../logging/client-log.ts';
import { pushAnalyticsEvent } from './data-layer.ts';

/**
 * Records an environment event (spec §1, e.g. the AI exam's copy and resize events) twice: on the
 * tag manager's data layer as `{ event: name, ...params }` and in the client log under the tag
 * `analytics` with `name` as its code, so it is kept even where no tag manager runs. Nothing
 * outside a browser; never throws.
 */
export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  pushAnalyticsEvent({ ...params, event: name });
  sendClientLog('analytics', name, params);
}
