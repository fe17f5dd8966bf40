import { existsSync } from 'node:fs';
import type { LoadedPlugin } from '../plugins/load.ts';
import type { ChannelServices } from './channel-services.ts';

interface Remote {
  id: string;
  scope: string;
  remoteEntry: string;
  module: string;
  services: string[];
}

export interface Capabilities {
  services: Record<string, boolean>;
  plugins: Remote[];
  /** Plugins' quiz-type modules (`web/quiz-types.tsx`), loaded on quiz screens only. */
  quizTypes: Remote[];
  menuRestrictions: string[];
}

/** Plugins that have a web half (a Module Federation remote). */
export function webPlugins(plugins: LoadedPlugin[]): LoadedPlugin[] {
  return plugins.filter((p) => p.dir && existsSync(`${p.dir}/web/index.tsx`));
}

/** Plugins whose quiz types load on quiz screens only (a `web/quiz-types.tsx`, scripts/build-web.ts). */
export function quizTypePlugins(plugins: LoadedPlugin[]): LoadedPlugin[] {
  return plugins.filter((p) => p.dir && existsSync(`${p.dir}/web/quiz-types.tsx`));
}

/** What the shell may load in this channel: service states and the remotes of enabled plugins. */
export async function capabilitiesFor(
  channel: { index: number; menuRestrictions: string[] } | null,
  plugins: LoadedPlugin[],
  services: ChannelServices,
): Promise<Capabilities> {
  const states = await services.states(channel?.index ?? null);
  const enabled = (p: LoadedPlugin) =>
    p.manifest.services.length === 0 || p.manifest.services.some((s) => states.get(s));
  return {
    services: Object.fromEntries(states),
    plugins: webPlugins(plugins)
      .filter(enabled)
      // Every plugin's web half is one module of the plugins container (scripts/build-web.ts).
      .map((p) => ({
        id: p.manifest.id,
        scope: 'seodang_plugins',
        remoteEntry: '/plugins/remoteEntry.js',
        module: `./${p.manifest.id}`,
        services: p.manifest.services,
      })),
    quizTypes: quizTypePlugins(plugins)
      .filter(enabled)
      .map((p) => ({
        id: p.manifest.id,
        scope: 'seodang_plugins',
        remoteEntry: '/plugins/remoteEntry.js',
        module: `./${p.manifest.id}/quiz-types`,
        services: p.manifest.services,
      })),
    menuRestrictions: channel?.menuRestrictions ?? [],
  };
}
