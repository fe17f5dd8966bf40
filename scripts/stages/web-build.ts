// Build the shell and the plugin remotes with scripts/build-web.ts, unless the outputs are
// already newer than every source (so a second `npm start` skips it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { devScreensBuilt } from '../../config/dev-screens.ts';
import { fromRoot } from '../lib/paths.ts';
import { info, step, warn } from '../lib/log.ts';
import { childEnv, describeExit, runToEnd } from '../lib/processes.ts';
import { isStale, mtimeOf, newestMtime } from '../lib/staleness.ts';

/** Plugin ids that have a web half (plugins/<id>/web). */
export function webPlugins(): string[] {
  const dir = fromRoot('plugins');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => existsSync(join(dir, id, 'web')))
    .sort();
}

/** The files the build must produce (docs/contracts.md). */
export function webOutputs(): string[] {
  return [
    fromRoot('shell/dist/manifest.json'),
    ...(webPlugins().length > 0 ? [fromRoot('dist/web-plugins/remoteEntry.js')] : []),
  ];
}

/** Everything the web build reads. */
export function webSources(): string[] {
  return [
    fromRoot('shell'),
    fromRoot('sdk'),
    fromRoot('scripts/build-web.ts'),
    fromRoot('config/dev-screens.ts'),
    fromRoot('package-lock.json'),
    ...webPlugins().flatMap((id) => ['web', 'common', 'package.json'].map((p) => fromRoot('plugins', id, p))),
  ];
}

/**
 * Whether the build described by shell/dist/manifest.json (its text) was made for another mode than
 * `nodeEnv` asks: with the developer screens (/dev/ui) for production, or without them for
 * development. A manifest that does not say (an older build) counts as another mode.
 */
export function builtForAnotherMode(manifest: string | undefined, nodeEnv: string | undefined): boolean {
  if (manifest === undefined) return false; // no build: staleness already rebuilds it
  let recorded: unknown;
  try {
    recorded = (JSON.parse(manifest) as { devScreens?: unknown }).devScreens;
  } catch {
    return true;
  }
  return recorded !== devScreensBuilt(nodeEnv);
}

const shellManifest = () => {
  const path = fromRoot('shell/dist/manifest.json');
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

/** Run the web build when needed; throws when it fails. `required` turns a missing builder into an error. */
export async function buildWeb(opts: {
  env?: NodeJS.ProcessEnv;
  required: boolean;
}): Promise<'built' | 'fresh' | 'absent'> {
  const builder = fromRoot('scripts/build-web.ts');
  if (!existsSync(builder)) {
    const msg = 'scripts/build-web.ts does not exist yet; the shell and plugin remotes are not built';
    if (opts.required) throw new Error(msg);
    warn(msg);
    return 'absent';
  }
  const nodeEnv = (opts.env ?? process.env).NODE_ENV;
  if (
    !isStale(newestMtime(webSources()), webOutputs().map(mtimeOf)) &&
    !builtForAnotherMode(shellManifest(), nodeEnv)
  ) {
    step('Web build: up to date (skipped)');
    return 'fresh';
  }
  step('Web build: shell and plugin remotes');
  const started = Date.now();
  const exit = await runToEnd({
    name: 'build-web',
    command: process.execPath,
    args: [builder],
    env: opts.env ?? childEnv(),
  });
  if (exit.code !== 0)
    throw new Error(`web build failed (${describeExit(exit)}); see the [build-web] lines above`);
  const missing = webOutputs().filter((p) => mtimeOf(p) === undefined);
  if (missing.length > 0)
    warn(`web build did not produce: ${missing.map((p) => p.slice(fromRoot().length + 1)).join(', ')}`);
  info(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}
