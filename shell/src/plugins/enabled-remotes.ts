import type { RemoteInfo } from '../../../sdk/web/context/page-types.ts';

/**
 * Remotes worth loading here: a plugin without per-channel services is always on; one with
 * services loads when at least one of them is enabled for this channel.
 */
export function enabledRemotes(
  plugins: readonly RemoteInfo[],
  services: Record<string, boolean>,
): RemoteInfo[] {
  return plugins.filter((p) => p.services.length === 0 || p.services.some((s) => services[s] === true));
}
