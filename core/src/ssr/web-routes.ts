import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
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

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const shellRouterFile = fileURLToPath(new URL('../../../shell/src/app/router.tsx', import.meta.url));
/** The table the web build writes (see {@link writeBuiltRouteTable}). */
const builtTableFile = fileURLToPath(new URL('../../../dist/web-routes.json', import.meta.url));

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
  /** The web build's table to read (default: `dist/web-routes.json`). */
  builtTable?: string;
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

/**
 * The routes of one source file as the web build found them: its hash and the routes with and
 * without the developer screens, by path from the repository root.
 */
type BuiltRouteTable = Record<string, { sha256: string; dev: DeclaredRoute[]; prod: DeclaredRoute[] }>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const fileKey = (file: string) => relative(repoRoot, file);

const builtTables = new Map<string, BuiltRouteTable | null>();
/** A table the web build wrote, read once; null when there is none (no build yet, or unreadable). */
function readBuiltTable(file: string): BuiltRouteTable | null {
  if (!builtTables.has(file)) {
    try {
      builtTables.set(file, JSON.parse(readFileSync(file, 'utf8')) as BuiltRouteTable);
    } catch {
      builtTables.set(file, null);
    }
  }
  return builtTables.get(file)!;
}

/**
 * The routes of a source file: from the web build's table while the file is the one it read (same
 * hash), so serving pages needs no TypeScript parser; parsed again otherwise (a file edited since).
 */
async function routesOfFile(
  file: string,
  under: string | undefined,
  options: RouteOptions = {},
): Promise<DeclaredRoute[]> {
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const devScreens = options.devScreens ?? devScreensDefault();
  const built = readBuiltTable(options.builtTable ?? builtTableFile)?.[fileKey(file)];
  if (built?.sha256 === sha256(source)) return devScreens ? built.dev : built.prod;
  return routesIn(await loadTs(), source, under, { devScreens });
}

/** The routes one plugin's web half declares (none when it has no web half). */
function pluginRoutes(dir: string, options: RouteOptions = {}): Promise<DeclaredRoute[]> {
  return routesOfFile(`${dir}/web/index.tsx`, 'routes', options);
}

/**
 * Writes the route table of the shell and the given plugins (id → folder) for the server to read
 * at run time instead of parsing the sources (the web build calls it).
 */
export async function writeBuiltRouteTable(
  pluginDirs: ReadonlyMap<string, string>,
  file = builtTableFile,
): Promise<void> {
  const ts = await loadTs();
  const table: BuiltRouteTable = {};
  const add = (file: string, under: string | undefined) => {
    if (!existsSync(file)) return;
    const source = readFileSync(file, 'utf8');
    table[fileKey(file)] = {
      sha256: sha256(source),
      dev: routesIn(ts, source, under, { devScreens: true }),
      prod: routesIn(ts, source, under, { devScreens: false }),
    };
  };
  add(shellRouterFile, undefined);
  for (const dir of pluginDirs.values()) add(`${dir}/web/index.tsx`, 'routes');
  writeFileSync(file, `${JSON.stringify(table)}\n`);
  builtTables.delete(file);
}

/** Every route path the shell and the given plugins (id → folder) declare, with who declares it. */
export async function declaredRoutes(
  pluginDirs: ReadonlyMap<string, string>,
  options: RouteOptions = {},
): Promise<{ owner: string; path: string }[]> {
  const shell = (await routesOfFile(shellRouterFile, undefined, options)).map((r) => r.path);
  const routes = [{ owner: 'shell', path: '/' }, ...shell.map((path) => ({ owner: 'shell', path }))];
  for (const [id, dir] of pluginDirs) {
    for (const { path } of await pluginRoutes(dir, options)) routes.push({ owner: id, path });
  }
  return routes;
}

/** Matches paths against the shell's routes and the routes of the plugins shown on the page. */
export class WebRouteTable {
  private shell: Promise<string[]> | null = null;
  private readonly plugins = new Map<string, Promise<DeclaredRoute[]>>();
  private readonly pluginDirs: ReadonlyMap<string, string>;
  private readonly devScreens: boolean;
  private readonly builtTable: string | undefined;

  /**
   * @param pluginDirs plugin id → its folder, for the plugins the server has loaded.
   * @param options `devScreens`: whether the shell's developer screens (`/dev/ui`) are claimed; core
   * passes `devScreensBuilt(config.env)`, so a production server answers 404 for them.
   */
  constructor(pluginDirs: ReadonlyMap<string, string>, options: RouteOptions = {}) {
    this.pluginDirs = pluginDirs;
    this.devScreens = options.devScreens ?? devScreensDefault();
    this.builtTable = options.builtTable;
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
    this.shell ??= routesOfFile(shellRouterFile, undefined, this.fileOptions()).then((routes) =>
      routes.map((r) => r.path),
    );
    return this.shell;
  }

  private fileOptions(): RouteOptions {
    return { devScreens: this.devScreens, ...(this.builtTable ? { builtTable: this.builtTable } : {}) };
  }

  private routesOf(id: string): Promise<DeclaredRoute[]> {
    const dir = this.pluginDirs.get(id);
    if (!dir) return Promise.resolve([]);
    let routes = this.plugins.get(id);
    if (!routes) {
      routes = pluginRoutes(dir, this.fileOptions());
      this.plugins.set(id, routes);
    }
    return routes;
  }
}
