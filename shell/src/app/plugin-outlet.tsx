import { Suspense, lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading, useAuth, usePageInfo, usePageTitle, type WebRoute } from '@seodang/sdk/web';
import { usePlugins } from '../plugins/plugin-store.ts';
import { collectRoutes, matchPluginRoute } from './plugin-routes.ts';
import { HomeScreen } from '../screens/home-screen.tsx';
import { NotFoundScreen } from '../screens/not-found-screen.tsx';

const lazyScreens = new WeakMap<WebRoute, LazyExoticComponent<ComponentType>>();

function screenOf(route: WebRoute) {
  let screen = lazyScreens.get(route);
  if (!screen) {
    screen = lazy(route.screen);
    lazyScreens.set(route, screen);
  }
  return screen;
}

function PluginScreen({ route, ns }: { route: WebRoute; ns: string }) {
  const { t } = useTranslation(ns);
  usePageTitle(route.titleKey ? t(route.titleKey) : undefined);
  const Screen = screenOf(route);
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

/** Renders the plugin screen for the current path, the shell home, or the 404. */
export function PluginOutlet() {
  const { plugins, status } = usePlugins();
  const { isLoggedIn } = useAuth();
  const { notFound } = usePageInfo();
  const location = useLocation();
  const routes = useMemo(() => collectRoutes(plugins), [plugins]);
  const match = matchPluginRoute(routes, location.pathname);

  if (notFound) return <NotFoundScreen />;
  if (match) {
    if (match.owned.route.requiresLogin && !isLoggedIn) {
      return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
    }
    return <PluginScreen key={match.owned.path} route={match.owned.route} ns={match.owned.plugin.i18n?.namespace ?? 'common'} />;
  }
  if (location.pathname === '/') return <HomeScreen />;
  if (status === 'loading') return <Loading />;
  return <NotFoundScreen />;
}
