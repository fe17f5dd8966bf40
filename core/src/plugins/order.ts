import type { PluginManifest } from '@seodang/sdk';

/**
 * Orders plugins so each comes after the plugins it requires (and the optional ones that
 * are installed). A missing requirement or a cycle refuses to start, naming it.
 */
export function orderPlugins<T extends { manifest: PluginManifest }>(plugins: T[]): T[] {
  const byId = new Map(plugins.map((p) => [p.manifest.id, p]));
  for (const p of plugins) {
    for (const dep of p.manifest.requires) {
      if (!byId.has(dep))
        throw new Error(`Plugin '${p.manifest.id}' requires '${dep}', which is not installed`);
    }
  }
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: T, path: string[]) => {
    const id = p.manifest.id;
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(id)), id];
      throw new Error(`Plugin dependency cycle: ${cycle.join(' -> ')}`);
    }
    state.set(id, 'visiting');
    const deps = [...p.manifest.requires, ...p.manifest.optional.filter((d) => byId.has(d))];
    for (const dep of deps) visit(byId.get(dep)!, [...path, id]);
    state.set(id, 'done');
    ordered.push(p);
  };
  // Sorted start keeps the order stable whatever order the config lists them in.
  for (const p of [...plugins].sort((a, b) => a.manifest.id.localeCompare(b.manifest.id))) visit(p, []);
  return ordered;
}
