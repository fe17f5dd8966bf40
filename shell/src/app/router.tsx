import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { ShellLayout } from '../layout/shell-layout.tsx';
import { PluginOutlet } from './plugin-outlet.tsx';
import { RouteError } from './route-error.tsx';

// Shell screens load on demand, like plugin screens, to keep the first page small.
const LoginScreen = lazy(() =>
  import('../screens/login-screen.tsx').then((m) => ({ default: m.LoginScreen })),
);
const SignupScreen = lazy(() =>
  import('../screens/signup-screen.tsx').then((m) => ({ default: m.SignupScreen })),
);
const LogoutScreen = lazy(() =>
  import('../screens/logout-screen.tsx').then((m) => ({ default: m.LogoutScreen })),
);
const ChangeInfoScreen = lazy(() =>
  import('../screens/change-info-screen.tsx').then((m) => ({ default: m.ChangeInfoScreen })),
);
const UnauthorizedScreen = lazy(() =>
  import('../screens/unauthorized-screen.tsx').then((m) => ({ default: m.UnauthorizedScreen })),
);
const AdminScreen = lazy(() =>
  import('../screens/admin-screen.tsx').then((m) => ({ default: m.AdminScreen })),
);
const ChannelSettingsScreen = lazy(() =>
  import('../screens/admin/settings/settings-screen.tsx').then((m) => ({ default: m.ChannelSettingsScreen })),
);
const FindChannelScreen = lazy(() =>
  import('../screens/admin/settings/find-channel-screen.tsx').then((m) => ({ default: m.FindChannelScreen })),
);
const ActionLogScreen = lazy(() =>
  import('../screens/admin/settings/action-log-screen.tsx').then((m) => ({ default: m.ActionLogScreen })),
);

const UiKitScreen = lazy(() =>
  import('../screens/ui-kit-screen.tsx').then((m) => ({ default: m.UiKitScreen })),
);

/** Developer screens: the UI kit page, left out of production builds (scripts/build-web.ts). */
const devRoutes = __SEODANG_DEV_UI__ ? [{ path: '/dev/ui', element: <UiKitScreen /> }] : [];

/** Shell routes first; everything else is looked up among the plugins' routes. */
export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <ShellLayout />,
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: <LoginScreen /> },
        { path: '/signup', element: <SignupScreen /> },
        { path: '/logout', element: <LogoutScreen /> },
        { path: '/change_info', element: <ChangeInfoScreen /> },
        { path: '/unauthorized', element: <UnauthorizedScreen /> },
        { path: '/admin', element: <AdminScreen /> },
        { path: '/admin/settings', element: <ChannelSettingsScreen /> },
        { path: '/admin/log', element: <ActionLogScreen /> },
        { path: '/find-channel', element: <FindChannelScreen /> },
        ...devRoutes,
        { path: '*', element: <PluginOutlet /> },
      ],
    },
  ]);
}
