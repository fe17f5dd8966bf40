// Writes a new plugin folder from the templates (scripts/new-plugin/templates/<kind>, plus the
// files every kind shares) and wires it into the repository-wide checks that list every plugin.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { nameProblem, spellingsOf, type PluginKind } from './names.ts';
import { addToWalkPlan, refreshPluginMap } from './wiring.ts';

const templatesDir = fileURLToPath(new URL('./templates/', import.meta.url));

/** The template tokens; longer names first, so `__plugin_snake__` is never read as `__plugin__`. */
const tokens = /__(plugin_snake|pluginCamel|TypeTitle|typeCamel|plugin|Plugin|Title|type|Type|zod)__/g;

/** A template text (or file path) with its tokens replaced; a token without a value is an error. */
export function render(text: string, words: Record<string, string>): string {
  return text.replace(tokens, (token, key: string) => {
    const word = words[key];
    if (word === undefined) throw new Error(`the template token ${token} has no value here`);
    return word;
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files of a new plugin of `kind`: path inside the plugin folder → text. */
export function pluginFiles(kind: PluginKind, words: Record<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  for (const set of ['shared', kind]) {
    const dir = join(templatesDir, set);
    for (const file of filesUnder(dir))
      files.set(
        render(relative(dir, file).replace(/\.tmpl$/, ''), words),
        render(readFileSync(file, 'utf8'), words),
      );
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** Formats a written file the way the repository's Prettier settings say (files Prettier ignores stay). */
async function format(root: string, file: string): Promise<void> {
  const info = await prettier.getFileInfo(file, { ignorePath: join(root, '.prettierignore') });
  if (info.ignored || !info.inferredParser) return;
  const text = readFileSync(file, 'utf8');
  const options = (await prettier.resolveConfig(file)) ?? {};
  const pretty = await prettier.format(text, { ...options, filepath: file });
  if (pretty !== text) writeFileSync(file, pretty);
}

/** What `createPlugin` did, for the author. */
export interface Created {
  /** The plugin folder, relative to the root. */
  dir: string;
  /** Every file written, relative to the root. */
  files: string[];
  /** Files outside the folder brought up to date, each with what changed. */
  updated: { file: string; what: string }[];
  /** What the author still has to do by hand (a step that could not be done here). */
  todo: string[];
}

/** Thrown for a name or root the scaffold refuses; the message says why. */
export class ScaffoldError extends Error {}

/**
 * Creates `plugins/<name>/` in the repository at `root`: a working plugin of `kind` that
 * type-checks and passes its own tests unchanged, then adds it to the README's plugin map and
 * (for a screen) to the screen walk's plan.
 */
export async function createPlugin(options: {
  name: string;
  kind: PluginKind;
  root: string;
}): Promise<Created> {
  const { name, kind, root } = options;
  const sdkManifest = join(root, 'sdk/package.json');
  if (!existsSync(sdkManifest))
    throw new ScaffoldError(`${root} is not a Seodang repository (no sdk/package.json)`);
  const problem = nameProblem(name, kind, root);
  if (problem) throw new ScaffoldError(problem);
  const zod = (JSON.parse(readFileSync(sdkManifest, 'utf8')) as { dependencies: Record<string, string> })
    .dependencies.zod;
  const dir = join('plugins', name);
  const files: string[] = [];
  for (const [path, text] of pluginFiles(kind, spellingsOf(name, kind, zod))) {
    const file = join(root, dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    await format(root, file);
    files.push(join(dir, path));
  }

  const updated: Created['updated'] = [];
  const todo: string[] = [];
  if (kind === 'plugin') {
    const walk = 'test/e2e/support/walk-plan.ts';
    const route = `/${name}`;
    if (addToWalkPlan(root, route, spellingsOf(name, kind, zod).Title)) {
      await format(root, join(root, walk));
      updated.push({ file: walk, what: `the screen walk opens ${route} as a learner and as a student` });
    } else todo.push(`add ['${route}', ['learner', 'student']] to the screen walk's plan (${walk})`);
  }
  const map = refreshPluginMap(root);
  if (map === null) updated.push({ file: 'README.md', what: 'the plugin map has its row' });
  else todo.push(`update the README's plugin map: node scripts/plugin-map.ts (${map})`);
  return { dir, files, updated, todo };
}
