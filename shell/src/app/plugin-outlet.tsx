import { Suspense, lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading, useAuth, usePageInfo, usePageTitle, type WebRoute } from '@seodang/sdk/web';
import { usePlugins } from '../plugins/plugin-store.ts';
import { collectRoutes, type OwnedRoute } from './plugin-routes.ts';
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

/**
 * The route's title. Rendered after the screen inside its Suspense boundary: it commits with the
 * screen, once texts loaded with screens are in, and its effect runs after the screen's own.
 */
function RouteTitle({ namespace, titleKey }: { namespace: string; titleKey: string }) {
  const { t } = useTranslation(namespace);
  usePageTitle(t(titleKey));
  return null;
}

/** One plugin screen: login guard, page title, lazy load. */
function PluginScreen({ owned }: { owned: OwnedRoute }) {
  const { route, plugin } = owned;
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (route.requiresLogin && !isLoggedIn) {
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  const Screen = screenOf(route);
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
      {route.titleKey && (
        <RouteTitle namespace={plugin.i18n?.namespace ?? 'common'} titleKey={route.titleKey} />
      )}
    </Suspense>
  );
}

/** Routes the plugins' screens (with their params), the shell home, or the 404. */
export function PluginOutlet() {
  const { plugins, status } = usePlugins();
  const { notFound } = usePageInfo();
  const routes = useMemo<RouteObject[]>(() => {
    const owned = collectRoutes(plugins);
    const list: RouteObject[] = owned.map((o) => ({
      path: o.path,
      element: <PluginScreen key={o.path} owned={o} />,
    }));
    if (!owned.some((o) => o.path === '/')) list.push({ path: '/', element: <HomeScreen /> });
    // Until the remotes are in, an unknown path may still be a plugin's: wait, then 404.
    list.push({ path: '*', element: status === 'loading' ? <Loading /> : <NotFoundScreen /> });
    return list;
  }, [plugins, status]);
  const element = useRoutes(routes);
  return notFound ? <NotFoundScreen /> : element;
}
