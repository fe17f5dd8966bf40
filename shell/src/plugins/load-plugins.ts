import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import type { RemoteInfo, WebPlugin } from '@seodang/sdk/web';
import { enabledRemotes } from './enabled-remotes.ts';
import { setPluginState } from './plugin-store.ts';

function addTranslations(plugin: WebPlugin): void {
  if (!plugin.i18n) return;
  for (const lng of ['ko', 'en', 'ja'] as const) {
    i18next.addResourceBundle(lng, plugin.i18n.namespace, plugin.i18n.resources[lng], true, true);
  }
}

/**
 * Registers the enabled plugin remotes and loads each one's small `./plugin` module (routes
 * and menu; screens stay lazy). A remote that fails is reported and skipped, so one broken
 * plugin never takes the page down.
 */
export async function loadPlugins(plugins: readonly RemoteInfo[], services: Record<string, boolean>): Promise<WebPlugin[]> {
  const remotes = enabledRemotes(plugins, services);
  // Plugins may share one container (scope): register each container once.
  const containers = new Map(remotes.map((r) => [r.scope, r.remoteEntry]));
  registerRemotes([...containers].map(([name, entry]) => ({ name, entry })));
  const results = await Promise.all(
    remotes.map(async (remote) => {
      try {
        const mod = await loadRemote<{ plugin: WebPlugin }>(`${remote.scope}/${(remote.module ?? './plugin').replace(/^\.\//, '')}`);
        if (!mod?.plugin) throw new Error('the remote does not export `plugin`');
        addTranslations(mod.plugin);
        return mod.plugin;
      } catch (error) {
        console.error(`Plugin '${remote.id}' failed to load:`, error);
        return null;
      }
    }),
  );
  const loaded = results.filter((p): p is WebPlugin => p !== null);
  setPluginState({ status: 'ready', plugins: loaded });
  return loaded;
}
