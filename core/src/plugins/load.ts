import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PluginDefinition, PluginManifest } from '@seodang/sdk';
import { parseManifest } from './manifest.ts';

/** A plugin ready to register: its validated manifest and its server definition. */
export interface LoadedPlugin {
  manifest: PluginManifest;
  definition: PluginDefinition;
  /** Folder of the plugin (for its web remote), when it comes from `plugins/`. */
  dir?: string;
}

const pluginsDir = fileURLToPath(new URL('../../../plugins/', import.meta.url));

/** Loads an installed plugin from `plugins/<id>`: manifest from package.json, server from its `.` export. */
export async function loadPlugin(id: string): Promise<LoadedPlugin> {
  const dir = `${pluginsDir}${id}`;
  const pkgPath = `${dir}/package.json`;
  if (!existsSync(pkgPath))
    throw new Error(`Plugin '${id}' is configured but plugins/${id}/package.json does not exist`);
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as {
    seodang?: unknown;
    exports?: Record<string, string> | string;
  };
  const manifest = parseManifest(pkg.seodang, `plugins/${id}/package.json`);
  if (manifest.id !== id) throw new Error(`plugins/${id}/package.json declares id '${manifest.id}'`);
  const entry = typeof pkg.exports === 'string' ? pkg.exports : (pkg.exports?.['.'] ?? './server/index.ts');
  const mod = (await import(pathToFileURL(`${dir}/${entry}`).href)) as Record<string, unknown>;
  const definition = Object.values(mod).find(
    (v): v is PluginDefinition =>
      typeof v === 'object' && v !== null && (v as PluginDefinition).kind === 'seodang-plugin',
  );
  if (!definition) throw new Error(`plugins/${id}/${entry} exports no definePlugin(...) result`);
  if (definition.id !== id) throw new Error(`plugins/${id} defines plugin id '${definition.id}'`);
  return { manifest, definition, dir };
}
