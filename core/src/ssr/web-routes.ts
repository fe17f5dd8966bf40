import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import type * as TypeScript from 'typescript';
import { devScreensBuilt } from '@seodang/config';

/**
 * The web app's route table, read from the sources that declare it: the shell's router
 * (`shell/src/app/router.tsx`) and each plugin's `web/index.tsx` (`routes: [{ path: '…' }]`).
 * The server uses it to answer 404 for a path no screen claims, while still rendering the app,
 * whose own router then shows the not-found screen, and to tell the shell which screens are
 * proctored (`proctored: true`) before their plugin's code loads.
 */

const shellRouterFile = fileURLToPath(new URL('../../../shell/src/app/router.tsx', import.meta.url));

type Ts = typeof TypeScript;
let tsModule: Promise<Ts> | null = null;
// The TypeScript parser is large: loaded on the first page request, not at start.
const loadTs = () => (tsModule ??= import('typescript').then((m) => (m.default ?? m) as Ts));

/** The build-time flag the developer screens hide behind (scripts/build-web.ts defines it). */
const devScreensFlag = '__SEODANG_DEV_UI__';

/** Which routes a table holds: the developer screens only where the web build carries them. */
export interface RouteOptions {
  /** Count the routes declared under `__SEODANG_DEV_UI__ ? … : …` (default: `devScreensBuilt(NODE_ENV)`). */
  devScreens?: boolean;
}

const devScreensDefault = () => devScreensBuilt(process.env.NODE_ENV);

/**
 * One declared route: its path, whether the screen is proctored (`proctored: true`, the exam room)
 * and whether it has no shell chrome (`bare: true`).
 */
export interface DeclaredRoute {
  path: string;
  proctored: boolean;
  bare: boolean;
  /** Open in a channel to non-members (`channelPublic: true`); absent otherwise. */
  channelPublic?: true;
}

/** Whether an object literal sets `name: true` (a route flag written as a literal). */
function flagIn(ts: Ts, object: TypeScript.Node, name: string): boolean {
  if (!ts.isObjectLiteralExpression(object)) return false;
  return object.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) &&
      ts.isIdentifier(p.name) &&
      p.name.text === name &&
      p.initializer.kind === ts.SyntaxKind.TrueKeyword,
  );
}

/**
 * The routes in a source file: each literal `path` and the `proctored` flag beside it. With `under`,
 * only paths inside an array held by a property of that name (a plugin's `routes`); the catch-all
 * `*` is never a route of its own. Of a conditional on `__SEODANG_DEV_UI__` (the shell's developer
 * screens) only the branch the build takes counts: the first with `devScreens`, the second without.
 */
export function routesIn(
  ts: Ts,
  source: string,
  under?: string,
  { devScreens = devScreensDefault() }: RouteOptions = {},
): DeclaredRoute[] {
  const file = ts.createSourceFile('routes.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes: DeclaredRoute[] = [];
  const visit = (node: TypeScript.Node, inside: boolean): void => {
    if (
      ts.isConditionalExpression(node) &&
      ts.isIdentifier(node.condition) &&
      node.condition.text === devScreensFlag
    ) {
      visit(devScreens ? node.whenTrue : node.whenFalse, inside);
      return;
    }
    let nowInside = inside;
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      if (node.name.text === under && ts.isArrayLiteralExpression(node.initializer)) nowInside = true;
      if (node.name.text === 'path' && nowInside && ts.isStringLiteralLike(node.initializer)) {
        if (node.initializer.text !== '*')
          routes.push({
            path: node.initializer.text,
            proctored: flagIn(ts, node.parent, 'proctored'),
            bare: flagIn(ts, node.parent, 'bare'),
            ...(flagIn(ts, node.parent, 'channelPublic') ? { channelPublic: true as const } : {}),
          });
      }
    }
    ts.forEachChild(node, (child) => visit(child, nowInside));
  };
  visit(file, under === undefined);
  return routes;
}

/** The literal `path` values in a source file (see {@link routesIn}). */
export function routePathsIn(ts: Ts, source: string, under?: string, options: RouteOptions = {}): string[] {
  return routesIn(ts, source, under, options).map((r) => r.path);
}

/** The routes one plugin's web half declares (none when it has no web half). */
async function pluginRoutes(dir: string): Promise<DeclaredRoute[]> {
  const file = `${dir}/web/index.tsx`;
  if (!existsSync(file)) return [];
  return routesIn(await loadTs(), readFileSync(file, 'utf8'), 'routes');
}

/** Every route path the shell and the given plugins (id → folder) declare, with who declares it. */
export async function declaredRoutes(
  pluginDirs: ReadonlyMap<string, string>,
  options: RouteOptions = {},
): Promise<{ owner: string; path: string }[]> {
  const ts = await loadTs();
  const shell = existsSync(shellRouterFile)
    ? routePathsIn(ts, readFileSync(shellRouterFile, 'utf8'), undefined, options)
    : [];
  const routes = [{ owner: 'shell', path: '/' }, ...shell.map((path) => ({ owner: 'shell', path }))];
  for (const [id, dir] of pluginDirs) {
    for (const { path } of await pluginRoutes(dir)) routes.push({ owner: id, path });
  }
  return routes;
}

/** Matches paths against the shell's routes and the routes of the plugins shown on the page. */
export class WebRouteTable {
  private shell: Promise<string[]> | null = null;
  private readonly plugins = new Map<string, Promise<DeclaredRoute[]>>();
  private readonly pluginDirs: ReadonlyMap<string, string>;
  private readonly devScreens: boolean;

  /**
   * @param pluginDirs plugin id → its folder, for the plugins the server has loaded.
   * @param options `devScreens`: whether the shell's developer screens (`/dev/ui`) are claimed; core
   * passes `devScreensBuilt(config.env)`, so a production server answers 404 for them.
   */
  constructor(pluginDirs: ReadonlyMap<string, string>, options: RouteOptions = {}) {
    this.pluginDirs = pluginDirs;
    this.devScreens = options.devScreens ?? devScreensDefault();
  }

  /** Whether some screen of the shell or of the given (enabled) plugins claims the pathname. */
  async knows(pathname: string, enabledPlugins: readonly string[]): Promise<boolean> {
    const [shell, ...plugins] = await Promise.all([
      this.shellPaths(),
      ...enabledPlugins.map((id) => this.routesOf(id)),
    ]);
    const routes = [
      { path: '/' },
      ...[...shell, ...plugins.flat().map((r) => r.path)].map((path) => ({ path })),
    ];
    return (matchRoutes(routes, pathname)?.length ?? 0) > 0;
  }

  /**
   * The paths of the given (enabled) plugins' proctored screens. The page start carries them
   * (`pageInfo.proctoredRoutes`) so the shell knows an exam room before any plugin code loads.
   */
  proctoredPaths(enabledPlugins: readonly string[]): Promise<string[]> {
    return this.pathsFlagged(enabledPlugins, 'proctored');
  }

  /**
   * The paths of the given (enabled) plugins' screens without shell chrome. The page start carries
   * them (`pageInfo.bareRoutes`) so the first paint of such a screen shows no header either.
   */
  barePaths(enabledPlugins: readonly string[]): Promise<string[]> {
    return this.pathsFlagged(enabledPlugins, 'bare');
  }

  private async pathsFlagged(enabledPlugins: readonly string[], flag: 'proctored' | 'bare') {
    const lists = await Promise.all(enabledPlugins.map((id) => this.routesOf(id)));
    return lists.flat().flatMap((r) => (r[flag] ? [r.path] : []));
  }

  /**
   * Whether a plugin's screen written with `channelPublic: true` claims the pathname: the page gate
   * lets anyone open it in a channel. Every loaded plugin counts, so a verifier's page stays open
   * whichever services the channel has on.
   */
  async isChannelPublic(pathname: string): Promise<boolean> {
    const lists = await Promise.all([...this.pluginDirs.keys()].map((id) => this.routesOf(id)));
    const open = lists.flat().flatMap((r) => (r.channelPublic ? [{ path: r.path }] : []));
    return open.length > 0 && (matchRoutes(open, pathname)?.length ?? 0) > 0;
  }

  private shellPaths(): Promise<string[]> {
    this.shell ??= existsSync(shellRouterFile)
      ? loadTs().then((ts) =>
          routePathsIn(ts, readFileSync(shellRouterFile, 'utf8'), undefined, { devScreens: this.devScreens }),
        )
      : Promise.resolve([]);
    return this.shell;
  }

  private routesOf(id: string): Promise<DeclaredRoute[]> {
    const dir = this.pluginDirs.get(id);
    if (!dir) return Promise.resolve([]);
    let routes = this.plugins.get(id);
    if (!routes) {
      routes = pluginRoutes(dir);
      this.plugins.set(id, routes);
    }
    return routes;
  }
}
