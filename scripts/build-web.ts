// Builds the web: the shell (Module Federation host) into shell/dist, and every plugin's web
// half into the plugins container at dist/web-plugins (served at /plugins/). Production mode, minified,
// content-hashed, code-split. Usage: node scripts/build-web.ts [--only shell|plugins]
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type MultiStats, type RuleSetRule } from '@rspack/core';
import { devScreensBuilt } from '../config/dev-screens.ts';
import { copyHostPages } from './lib/host-pages.ts';
import { writeBuiltRouteTable } from '../core/src/ssr/web-routes.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const browsers = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4'];

/** Modules the shell provides once for everyone (contracts: shared singletons). */
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'react-hook-form',
  '@seodang/sdk/web',
];
/**
 * Shared, but several versions may coexist. zod is deliberately not shared: a shared module is
 * bundled whole (all of zod's locales, ~90 KB gzipped), while each bundle tree-shakes its own copy.
 */
const sharedLibraries: string[] = [];

/**
 * react-router's package exports point at its development build; its production build sits
 * beside it. The shared module is a curated client surface (shell/src/shared/react-router-client.ts).
 */
const reactRouterProduction = join(root, 'node_modules/react-router/dist/production/index.mjs');
/** Shared modules that are a curated list of names (shell/src/shared/*-client.ts), not the package. */
const sharedModuleFiles: Record<string, { file: string; version: string }> = {
  'react-router': { file: './shell/src/shared/react-router-client.ts', version: '7.0.0' },
  'react-i18next': { file: './shell/src/shared/react-i18next-client.ts', version: '16.0.0' },
  '@tanstack/react-query': { file: './shell/src/shared/react-query-client.ts', version: '5.0.0' },
};

function sharedConfig(role: 'host' | 'remote') {
  const entries: Record<string, object> = {};
  for (const name of singletons) {
    entries[name] = {
      singleton: true,
      requiredVersion: false,
      // The workspace SDK has no version of its own under this sub-path.
      ...(name.startsWith('@seodang/') ? { version: '0.1.0' } : {}),
      ...(sharedModuleFiles[name]
        ? {
            version: sharedModuleFiles[name].version,
            ...(role === 'host' ? { import: sharedModuleFiles[name].file } : {}),
          }
        : {}),
      // Remotes never bring their own copy: the shell is always there to provide it.
      ...(role === 'remote' ? { import: false } : {}),
    };
  }
  for (const name of sharedLibraries) entries[name] = { requiredVersion: false };
  return entries;
}

function rules(): RuleSetRule[] {
  return [
    {
      test: /\.(ts|tsx)$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        env: { targets: browsers },
      },
      type: 'javascript/auto',
    },
    // `common/` folders (the SDK's and every plugin's) are pure by contract: marking them so lets
    // a screen that needs one constant leave the rest (e.g. zod schemas) out of its chunk.
    { test: /[\\/](sdk|plugins[\\/][^\\/]+)[\\/]common[\\/]/, sideEffects: false },
    { test: /\.css$/, type: 'css' },
  ];
}

function baseConfig(name: string, outputPath: string, publicPath: string): Configuration {
  return {
    name,
    mode: 'production',
    context: root,
    target: 'web',
    devtool: 'source-map',
    output: {
      path: outputPath,
      publicPath,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        'seodang-react-router-impl$': reactRouterProduction,
        'seodang-react-i18next-impl$': join(root, 'node_modules/react-i18next/dist/es/index.js'),
        'seodang-react-query-impl$': join(root, 'node_modules/@tanstack/react-query/build/modern/index.js'),
      },
    },
    module: { rules: rules() },
    performance: { hints: false },
    optimization: { minimize: true },
  };
}

function shellConfig(): Configuration {
  const config = baseConfig('seodang_shell', join(root, 'shell/dist'), '/assets/');
  config.entry = { main: './shell/src/index.ts' };
  config.plugins = [
    // Static files (favicon, share image) keep their names: the page head links to them.
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'shell/public', to: '.' }] }),
    // rspack's built-in Module Federation (the container protocol, a few KB of runtime) rather than
    // @module-federation/enhanced, whose runtime cost the main page ~35 KB gzipped. The shell
    // loads containers itself (shell/src/plugins/remote-container.ts).
    new rspack.container.ModuleFederationPluginV1({ name: 'seodang_shell', shared: sharedConfig('host') }),
    // Developer screens (the UI kit at /dev/ui) in every build but a production one; the server's
    // route table follows the same rule (config/dev-screens.ts).
    new rspack.DefinePlugin({ __SEODANG_DEV_UI__: JSON.stringify(devScreensBuilt(process.env.NODE_ENV)) }),
  ];
  return config;
}

/**
 * Every plugin's web half in ONE Module Federation container (`seodang_plugins`), one exposed
 * module per plugin (`./<id>`), each loaded only where its service is enabled. A plugin's quiz
 * types (`web/quiz-types.tsx`) are exposed apart (`./<id>/quiz-types`): the shell loads those only
 * when a quiz screen asks (`loadWebQuizTypes()`), so they weigh nothing on other pages. One container
 * rather than one per plugin: each container carries its own federation runtime (module and
 * chunk loading, sharing), and the main page would pay it per plugin.
 */
function pluginsConfig(ids: string[], quizTypeIds: string[]): Configuration {
  const config = baseConfig('seodang_plugins', join(root, 'dist/web-plugins'), '/plugins/');
  // The container has no page of its own; its only entry is remoteEntry.js.
  config.entry = {};
  config.plugins = [
    new rspack.container.ModuleFederationPluginV1({
      name: 'seodang_plugins',
      filename: 'remoteEntry.js',
      exposes: Object.fromEntries([
        ...ids.map((id) => [`./${id}`, `./plugins/${id}/web/index.tsx`]),
        ...quizTypeIds.map((id) => [`./${id}/quiz-types`, `./plugins/${id}/web/quiz-types.tsx`]),
      ]),
      shared: sharedConfig('remote'),
    }),
  ];
  return config;
}

/**
 * Monaco's helper workers (editor, TS/JS, HTML, CSS, JSON language services), built WITHOUT
 * federation: inside the plugins container a worker chunk gets the federation runtime injected,
 * which cannot start in a worker. Stable names under dist/web-plugins/workspace-static/ (served at
 * /plugins/workspace-static/), which the workspace passes to `new Worker` (plugins/workspace/web/code/monaco.ts);
 * the workspace's page-preview host is copied beside them. Built after the container, whose
 * `clean` would otherwise remove them.
 */
function monacoWorkersConfig(): Configuration {
  const config = baseConfig(
    'seodang_monaco_workers',
    join(root, 'dist/web-plugins/workspace-static'),
    '/plugins/workspace-static/',
  );
  const esm = 'monaco-editor/esm/vs';
  config.target = 'webworker';
  config.entry = {
    editor: `${esm}/editor/editor.worker.js`,
    ts: `${esm}/language/typescript/ts.worker.js`,
    html: `${esm}/language/html/html.worker.js`,
    css: `${esm}/language/css/css.worker.js`,
    json: `${esm}/language/json/json.worker.js`,
  };
  // One file per worker (no shared chunks); any lazy chunk loads beside the worker's own file.
  config.output = {
    ...config.output,
    publicPath: 'auto',
    filename: '[name].worker.js',
    chunkFilename: '[name].[contenthash:8].worker-chunk.js',
  };
  config.optimization = { minimize: true, splitChunks: false, runtimeChunk: false };
  config.devtool = false;
  config.plugins = [
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'plugins/workspace/web/static', to: '.' }] }),
  ];
  return config;
}

/** Plugin ids with a web module `web/<file>` (`index.tsx`: the web half; `quiz-types.tsx`: quiz types). */
function webPluginIds(file = 'index.tsx'): string[] {
  const dir = join(root, 'plugins');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => existsSync(join(dir, id, 'web', file)))
    .sort();
}

/**
 * Writes shell/dist/manifest.json: the entry files core puts in the page, and whether this build
 * carries the developer screens (a production start rebuilds one that does, scripts/stages/web-build.ts).
 */
function writeManifest(stats: MultiStats): void {
  const shell = stats.stats.find((s) => s.compilation.name === 'seodang_shell');
  if (!shell) return;
  const json = shell.toJson({ all: false, entrypoints: true, publicPath: true });
  const files = (json.entrypoints?.main?.assets ?? []).map((a) => a.name);
  const publicPath = json.publicPath ?? '/assets/';
  const manifest = {
    js: files.filter((f) => f.endsWith('.js')).map((f) => publicPath + f),
    css: files.filter((f) => f.endsWith('.css')).map((f) => publicPath + f),
    devScreens: devScreensBuilt(process.env.NODE_ENV),
  };
  writeFileSync(join(root, 'shell/dist/manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

function run(configs: Configuration[]): Promise<MultiStats> {
  const compiler = rspack(configs);
  return new Promise((resolvePromise, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolvePromise(stats);
    });
  });
}

async function main(): Promise<void> {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
  const ids = webPluginIds();
  const quizTypeIds = webPluginIds('quiz-types.tsx');
  const configs = [
    ...(!only || only === 'shell' ? [shellConfig()] : []),
    ...((!only || only === 'plugins') && ids.length + quizTypeIds.length > 0
      ? [pluginsConfig(ids, quizTypeIds)]
      : []),
  ];
  if (configs.length === 0) throw new Error(`nothing to build for --only ${only}`);
  const started = Date.now();
  const stats = await run(configs);
  const summary = stats.toString({ preset: 'errors-warnings', colors: false });
  if (summary.trim()) console.log(summary);
  if (stats.hasErrors()) {
    process.exitCode = 1;
    return;
  }
  writeManifest(stats);
  // The server reads the screens' route table from here instead of parsing the sources with
  // TypeScript on its first page (about 0.4 s of CPU in every server process).
  await writeBuiltRouteTable(new Map(ids.map((id) => [id, join(root, 'plugins', id)])));
  const workers =
    (!only || only === 'plugins') && ids.includes('workspace') ? await run([monacoWorkersConfig()]) : null;
  if (workers?.hasErrors()) {
    console.log(workers.toString({ preset: 'errors-warnings', colors: false }));
    process.exitCode = 1;
    return;
  }
  // Plugins' host pages (`seodang.web.static`), after the container, whose `clean` would remove them.
  if (!only || only === 'plugins') {
    const pages = copyHostPages(join(root, 'plugins'), join(root, 'dist/web-plugins'));
    if (pages) console.log(`copied ${pages} host page file(s) into dist/web-plugins/<id>-static/`);
  }
  for (const s of [...stats.stats, ...(workers?.stats ?? [])]) {
    const assets = s.toJson({ all: false, assets: true }).assets ?? [];
    const js = assets.filter((a) => a.name.endsWith('.js')).reduce((sum, a) => sum + a.size, 0);
    console.log(
      `built ${s.compilation.name}: ${assets.length} files, ${(js / 1024).toFixed(0)} KiB of JS (minified)`,
    );
  }
  console.log(`web build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
