import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { breakpoints, useMedia, useSeodang } from '@seodang/sdk/web';
import { usePlugins } from '../plugins/plugin-store.ts';
import { collectRoutes, matchPluginRoute } from '../app/plugin-routes.ts';
import { buildMenu, type MenuEntry, type Role } from './menu-model.ts';
import { shellMenuEntries } from './shell-menu.ts';
import { useMenuRestrictions } from './menu-restrictions-store.ts';

/** The header menu for the current user, page and viewport. */
export function useMenu(): MenuEntry[] {
  const { auth, pageInfo, capabilities } = useSeodang();
  const { plugins } = usePlugins();
  const location = useLocation();
  const narrow = useMedia(`(max-width: ${breakpoints.md - 0.02}px)`);
  const restrictions = useMenuRestrictions(capabilities.menuRestrictions);

  return useMemo(() => {
    const routes = collectRoutes(plugins);
    const inLesson = !!matchPluginRoute(routes, location.pathname)?.owned.route.inLesson;
    const pluginEntries: MenuEntry[] = plugins.flatMap((p) =>
      (p.menu ?? []).map((m) => ({ ...m, ns: p.i18n?.namespace ?? 'common' })),
    );
    const user = auth.userData;
    return buildMenu([...pluginEntries, ...shellMenuEntries], {
      isLoggedIn: auth.isLoggedIn,
      role: (user?.role as Role | undefined) ?? null,
      isPartner: !!user?.isPartner,
      isMobile: pageInfo.isMobile || narrow,
      inLesson,
      isChannel: pageInfo.isChannel,
      services: capabilities.services,
      restrictions,
    });
  }, [plugins, location.pathname, auth, pageInfo, capabilities, narrow, restrictions]);
}
