import i18next from 'i18next';
import { setWebSlots, type RemoteInfo, type WebPlugin } from '@seodang/sdk/web';
import { loadLocale, registerNamespace } from '../i18n/locale-bundles.ts';
import { pickSupportedLocale } from '../i18n/locale.ts';
import { enabledRemotes } from './enabled-remotes.ts';
import { loadRemoteModule } from './remote-container.ts';
import { setPluginState } from './plugin-store.ts';

/** A loader that also fetches `namespace` in the page's language, both at once. */
function withNamespace<M>(load: () => Promise<M>, namespace: string): () => Promise<M> {
  return async () => {
    const [module] = await Promise.all([
      load(),
      loadLocale(pickSupportedLocale(i18next.language), [namespace]),
    ]);
    return module;
  };
}

/**
 * Registers the plugin's namespace. Texts loaded with the page are awaited here, in the language
 * in use (others load on a switch); texts loaded with screens come with the plugin's route
 * screens and slots instead, so the plugin returned has those loaders wrapped.
 */
async function addTranslations(plugin: WebPlugin): Promise<WebPlugin> {
  if (!plugin.i18n) return plugin;
  const { namespace, resources, loadWith } = plugin.i18n;
  if (loadWith === 'screens') {
    registerNamespace(namespace, resources, { onDemand: true });
    return {
      ...plugin,
      routes: plugin.routes?.map((route) => ({ ...route, screen: withNamespace(route.screen, namespace) })),
      slots: plugin.slots?.map((slot) =>
        slot.loadsOwnTexts ? slot : { ...slot, component: withNamespace(slot.component, namespace) },
      ),
    };
  }
  registerNamespace(namespace, resources);
  await loadLocale(pickSupportedLocale(i18next.language), [namespace]);
  return plugin;
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
        return await addTranslations(mod.plugin);
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
