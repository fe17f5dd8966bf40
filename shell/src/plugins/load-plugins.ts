import i18next from 'i18next';
import { setWebSlots, type RemoteInfo, type WebPlugin } from '@seodang/sdk/web';
import { loadLocale, registerNamespace } from '../i18n/locale-bundles.ts';
import { pickSupportedLocale } from '../i18n/locale.ts';
import { enabledRemotes } from './enabled-remotes.ts';
import { loadRemoteModule } from './remote-container.ts';
import { setPluginState } from './plugin-store.ts';

/** Registers the plugin's namespace and waits for the texts of the language in use (others load on a switch). */
async function addTranslations(plugin: WebPlugin): Promise<void> {
  if (!plugin.i18n) return;
  registerNamespace(plugin.i18n.namespace, plugin.i18n.resources);
  await loadLocale(pickSupportedLocale(i18next.language), [plugin.i18n.namespace]);
}

/**
 * Registers the enabled plugin remotes and loads each one's small `./plugin` module (routes
 * and menu; screens stay lazy). A remote that fails is reported and skipped, so one broken
 * plugin never takes the page down.
 */
export async function loadPlugins(
  plugins: readonly RemoteInfo[],
  services: Record<string, boolean>,
): Promise<WebPlugin[]> {
  const remotes = enabledRemotes(plugins, services);
  const results = await Promise.all(
    remotes.map(async (remote) => {
      try {
        const mod = await loadRemoteModule<{ plugin?: WebPlugin }>(
          remote.scope,
          remote.remoteEntry,
          remote.module ?? './plugin',
        );
        if (!mod?.plugin) throw new Error('the remote does not export `plugin`');
        await addTranslations(mod.plugin);
        return mod.plugin;
      } catch (error) {
        console.error(`Plugin '${remote.id}' failed to load:`, error);
        return null;
      }
    }),
  );
  const loaded = results.filter((p): p is WebPlugin => p !== null);
  setWebSlots(loaded.flatMap((p) => p.slots ?? []));
  setPluginState({ status: 'ready', plugins: loaded });
  return loaded;
}
