/**
 * The react-router surface the shell shares with plugin remotes. A shared module is bundled
 * whole, so sharing the package itself ships its server and framework code to every page;
 * sharing this list instead lets the build tree-shake the rest. Remotes importing
 * 'react-router' receive exactly these names — add one here before a plugin uses it.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'seodang-react-router-impl';
