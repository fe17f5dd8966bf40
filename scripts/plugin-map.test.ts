import test from 'ava';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { cyclesOf, pluginDependencies, pluginImportGraph } from './lib/import-graph.ts';
import { pluginMapMarkdown, readmePath, withMap } from './plugin-map.ts';
import { repoRoot } from './lib/paths.ts';

const graph = pluginImportGraph();

test('plugins import each other in one direction only (no cycle between plugins)', (t) => {
  t.deepEqual(cyclesOf(pluginDependencies(graph)), []);
});

test('no circle of imports among the files of the plugins’ product code', (t) => {
  t.deepEqual(
    cyclesOf(graph).map((cycle) => cycle.map((f) => relative(repoRoot, f))),
    [],
  );
});

test('the cycle finder finds a cycle and a self-contained chain has none', (t) => {
  const g = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', []],
  ]);
  t.deepEqual(cyclesOf(g), [['a', 'b', 'c']]);
  g.set('c', ['d']);
  t.deepEqual(cyclesOf(g), []);
});

test('the README’s plugin map is up to date (node scripts/plugin-map.ts rewrites it)', (t) => {
  const readme = readFileSync(readmePath, 'utf8');
  t.is(readme, withMap(readme, pluginMapMarkdown()));
});
