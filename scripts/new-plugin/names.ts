// The name of a new plugin: the rule it must follow, what it may not collide with in the
// repository, and the spellings the templates use (kebab, Pascal, camel, snake, words).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A plain plugin (screen, routes, table) or a quiz type (registered with the workspace). */
export type PluginKind = 'plugin' | 'quiz-type';

/** Long enough for words, short enough for its tables and indexes (PostgreSQL names stop at 63). */
export const maxNameLength = 40;

/**
 * Names a plugin may not take: the repository's own folders and packages, the words of the plugin
 * layout, core's areas (its API and screens) and the i18n namespaces and message prefixes of the
 * shell and the SDK.
 */
export const reservedNames: ReadonlySet<string> = new Set([
  // folders and packages
  'config',
  'core',
  'docs',
  'dist',
  'judge',
  'plugins',
  'scripts',
  'sdk',
  'shell',
  'test',
  // the plugin layout and the platform itself
  'common',
  'plugin',
  'seodang',
  'server',
  'testing',
  'web',
  // core's API, screens and message prefixes
  'account',
  'admin',
  'api',
  'assets',
  'auth',
  'capabilities',
  'channel',
  'channels',
  'dev',
  'error',
  'health',
  'login',
  'logout',
  'openapi',
  'realtime',
  'signup',
  'static',
  'unauthorized',
  'user',
  'users',
  'validation',
]);

const kebab = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The quiz type id of a quiz-type plugin: its name without a leading `quiz-` (`quiz-ordering` → `ordering`). */
export const quizTypeIdOf = (name: string): string => name.replace(/^quiz-(?=.)/, '');

/** Why `name` cannot be a new plugin of `kind` in the repository at `root`, or null when it can. */
export function nameProblem(name: string, kind: PluginKind, root: string): string | null {
  if (!name) return 'name the plugin: npm run new-plugin -- <name> (or -- --quiz-type <name>)';
  if (!kebab.test(name))
    return `'${name}' is not lowercase kebab-case: letters and digits in words joined by single hyphens, starting with a letter (e.g. reading-log)`;
  if (name.length > maxNameLength) return `'${name}' is longer than ${maxNameLength} characters`;
  if (reservedNames.has(name)) return `'${name}' is a reserved word of Seodang; choose another name`;
  if (existsSync(join(root, 'plugins', name))) return `plugins/${name} already exists`;
  if (kind === 'plugin') {
    const owner = screenOwners(root).get(name);
    if (owner) return `the screen path /${name} belongs to ${owner}`;
    if (apiAreas(root).has(name)) return `the API path /api/${name} is in use`;
  } else {
    const type = quizTypeIdOf(name);
    if (quizTypeIds(root).has(type)) return `a quiz type '${type}' exists already`;
  }
  return null;
}

/** The spellings the templates use, by token (`__plugin__`, `__Plugin__`, …). */
export function spellingsOf(name: string, kind: PluginKind, zodVersion: string): Record<string, string> {
  const words: Record<string, string> = {
    plugin: name,
    Plugin: pascal(name),
    pluginCamel: camel(name),
    plugin_snake: name.replaceAll('-', '_'),
    Title: title(name),
    zod: zodVersion,
  };
  if (kind === 'quiz-type') {
    const type = quizTypeIdOf(name);
    Object.assign(words, { type, Type: pascal(type), typeCamel: camel(type), TypeTitle: title(type) });
  }
  return words;
}

const pascal = (name: string) =>
  name
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const camel = (name: string) => pascal(name)[0].toLowerCase() + pascal(name).slice(1);
const title = (name: string) => {
  const text = name.replaceAll('-', ' ');
  return text[0].toUpperCase() + text.slice(1);
};

/** Source files under `dir` (tests, node_modules and builds left out). */
function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.tsx?$/.test(entry) && !/\.(test|e2e)\.tsx?$/.test(entry)) out.push(path);
  }
  return out;
}

const pluginDirs = (root: string) =>
  existsSync(join(root, 'plugins'))
    ? readdirSync(join(root, 'plugins')).map((id) => join(root, 'plugins', id))
    : [];

/** First path segment of every screen the shell and the plugins declare → who declares it. */
function screenOwners(root: string): Map<string, string> {
  const owners = new Map<string, string>();
  const files: [string, string][] = [[join(root, 'shell/src/app/router.tsx'), 'the shell']];
  for (const dir of pluginDirs(root))
    files.push([join(dir, 'web/index.tsx'), `plugins/${dir.split('/').pop()}`]);
  for (const [file, owner] of files) {
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/path:\s*'\/([^/':]+)/g))
      if (!owners.has(m[1])) owners.set(m[1], owner);
  }
  return owners;
}

/** First segments after `/api/` of the paths core and the plugins use. */
function apiAreas(root: string): Set<string> {
  const areas = new Set<string>();
  for (const file of [...sources(join(root, 'core/src')), ...pluginDirs(root).flatMap((d) => sources(d))])
    for (const m of readFileSync(file, 'utf8').matchAll(/['`]\/api\/([a-z0-9_-]+)/g)) areas.add(m[1]);
  return areas;
}

/** Ids of the quiz types the plugins define. */
function quizTypeIds(root: string): Set<string> {
  const ids = new Set<string>();
  for (const file of pluginDirs(root).flatMap((d) => sources(d)))
    for (const m of readFileSync(file, 'utf8').matchAll(/defineQuizType(?:<[^(]*?>)?\(\{\s*id:\s*'([^']+)'/g))
      ids.add(m[1]);
  return ids;
}
