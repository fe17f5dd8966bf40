import { existsSync } from 'node:fs';
import type { LoadedPlugin } from '../plugins/load.ts';
import type { ChannelServices } from './channel-services.ts';

export interface Capabilities {
  services: Record<string, boolean>;
  plugins: { id: string; scope: string; remoteEntry: string; services: string[] }[];
  menuRestrictions: string[];
}

/** Plugins that have a web half (a Module Federation remote). */
export function webPlugins(plugins: LoadedPlugin[]): LoadedPlugin[] {
  return plugins.filter((p) => p.dir && existsSync(`${p.dir}/web/index.tsx`));
}

/** What the shell may load in this channel: service states and the remotes of enabled plugins. */
export async function capabilitiesFor(
  channel: { index: number; menuRestrictions: string[] } | null,
  plugins: LoadedPlugin[],
  services: ChannelServices,
): Promise<Capabilities> {
  const states = await services.states(channel?.index ?? null);
  const enabled = (p: LoadedPlugin) => p.manifest.services.length === 0 || p.manifest.services.some((s) => states.get(s));
  return {
    services: Object.fromEntries(states),
    plugins: webPlugins(plugins)
      .filter(enabled)
      .map((p) => ({ id: p.manifest.id, scope: `plugin_${p.manifest.id.replace(/-/g, '_')}`, remoteEntry: `/plugins/${p.manifest.id}/remoteEntry.js`, services: p.manifest.services })),
    menuRestrictions: channel?.menuRestrictions ?? [],
  };
}
