import i18next from 'i18next';
import type { RemoteInfo, WebQuizTypes } from '@seodang/sdk/web';
import { loadLocale, registerNamespace } from '../i18n/locale-bundles.ts';
import { pickSupportedLocale } from '../i18n/locale.ts';
import { enabledRemotes } from './enabled-remotes.ts';
import { loadRemoteModule } from './remote-container.ts';

/**
 * Fetches the enabled plugins' quiz-type modules (`web/quiz-types.tsx`, which register their types
 * as they load) and their texts in the page's language. The SDK's `loadWebQuizTypes()` runs this
 * once, on the first quiz screen. A plugin that fails is reported and skipped, so the other types
 * still work.
 */
export async function loadQuizTypes(
  remotes: readonly RemoteInfo[],
  services: Record<string, boolean>,
): Promise<void> {
  await Promise.all(
    enabledRemotes(remotes, services).map(async (remote) => {
      try {
        const mod = await loadRemoteModule<{ quizTypes?: WebQuizTypes }>(
          remote.scope,
          remote.remoteEntry,
          remote.module ?? `./${remote.id}/quiz-types`,
        );
        if (!mod?.quizTypes) throw new Error('the module does not export `quizTypes`');
        const { i18n } = mod.quizTypes;
        if (i18n) {
          registerNamespace(i18n.namespace, i18n.resources);
          await loadLocale(pickSupportedLocale(i18next.language), [i18n.namespace]);
        }
      } catch (error) {
        console.error(`Quiz types of plugin '${remote.id}' failed to load:`, error);
      }
    }),
  );
}
