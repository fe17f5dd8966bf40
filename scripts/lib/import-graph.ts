// The import graph of the plugins' source files, read with TypeScript's pre-processor (imports
// only, no type-checking): which plugin imports which, and the cycles among files and plugins.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './paths.ts';

const pluginsDir = join(repoRoot, 'plugins');
const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.(test|e2e)\.tsx?$|\/test-support\/|\/testing\//;

/** A plugin's folder name, its package name and its published entry points (export → file). */
export interface PluginPackage {
  id: string;
  name: string;
  dir: string;
  exports: Record<string, string>;
}

export function pluginPackages(): PluginPackage[] {
  return readdirSync(pluginsDir)
    .filter((id) => existsSync(join(pluginsDir, id, 'package.json')))
    .sort()
    .map((id) => {
      const pkg = JSON.parse(readFileSync(join(pluginsDir, id, 'package.json'), 'utf8'));
      return { id, name: pkg.name as string, dir: join(pluginsDir, id), exports: pkg.exports ?? {} };
    });
}

function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourcesUnder(path));
    else if (sourceFile.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Resolves an import to a file of some plugin (relative paths and `@seodang/plugin-*` entry points). */
function resolveImport(from: string, spec: string, packages: PluginPackage[]): string | null {
  if (spec.startsWith('.')) {
    const base = resolve(dirname(from), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    return null;
  }
  const pkg = packages.find((p) => spec === p.name || spec.startsWith(`${p.name}/`));
  if (!pkg) return null;
  const entry = pkg.exports[spec === pkg.name ? '.' : `.${spec.slice(pkg.name.length)}`];
  return entry ? resolve(pkg.dir, entry) : null;
}

/** Product source files (tests and test kits left out) → the plugin files they import. */
export function pluginImportGraph(packages = pluginPackages()): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const pkg of packages) {
    for (const file of sourcesUnder(pkg.dir)) {
      if (testFile.test(file)) continue;
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = info.importedFiles
        .map((f) => resolveImport(file, f.fileName, packages))
        .filter((f): f is string => f !== null);
      graph.set(file, targets);
    }
  }
  return graph;
}

/** The plugin a file belongs to. */
export const pluginOf = (file: string): string => relative(pluginsDir, file).split('/')[0];

/** Plugin → the plugins its product code imports. */
export function pluginDependencies(graph: Map<string, string[]>): Map<string, Set<string>> {
  const deps = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = pluginOf(file);
    if (!deps.has(from)) deps.set(from, new Set());
    for (const target of targets) if (pluginOf(target) !== from) deps.get(from)!.add(pluginOf(target));
  }
  return deps;
}

/** The cycles of a graph (one per strongly connected component with more than one node), as node lists. */
export function cyclesOf(graph: Map<string, Iterable<string>>): string[][] {
  // Tarjan's algorithm.
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const indexes = new Map<string, number>();
  const low = new Map<string, number>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indexes.set(node, index);
    low.set(node, index++);
    stack.push(node);
    on.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (on.has(next)) low.set(node, Math.min(low.get(node)!, indexes.get(next)!));
    }
    if (low.get(node) === indexes.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        on.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return components;
}
