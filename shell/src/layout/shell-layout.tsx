import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { ContactModal } from './contact-modal.tsx';
import { useSeodang } from '@seodang/sdk/web';
import { usePlugins } from '../plugins/plugin-store.ts';
import { isBarePage } from '../app/route-paths.ts';
import { collectRoutes, matchPluginRoute } from '../app/plugin-routes.ts';

/** Whether the current page is a plugin route that asks for no shell chrome (`bare`). */
function useBareRoute(): boolean {
  const { plugins } = usePlugins();
  const { pageInfo } = useSeodang();
  const { pathname } = useLocation();
  const routes = useMemo(() => collectRoutes(plugins), [plugins]);
  return isBarePage(pathname, matchPluginRoute(routes, pathname)?.owned.route, pageInfo.bareRoutes ?? []);
}

/** Skip link, header, the routed screen and the footer (only the screen on a `bare` route). */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const [contactOpen, setContactOpen] = useState(false);
  const bare = useBareRoute();
  if (bare)
    return (
      <div className="sd-shell sd-shell--bare" data-testid="shell-bare">
        <main id="main" className="sd-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    );
  return (
    <div className="sd-shell">
      <a className="sd-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header onContact={() => setContactOpen(true)} />
      <main id="main" className="sd-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ContactModal open={contactOpen} onClose={() => setContactOpen(false)} />
    </div>
  );
}
