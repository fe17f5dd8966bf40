import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative } from 'node:path';

/** One file of a plugin's host pages: where it is built to, and where it comes from. */
export interface HostPageFile {
  plugin: string;
  /** The file's name under `dist/web-plugins/<plugin>-static/`. */
  name: string;
  source: string;
}

const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/**
 * Every plugin's host page files, from `seodang.web.static` in its package.json: an object from
 * the served file name to its source, either a path inside the plugin (`./web/static/page.html`)
 * or a file of an npm package the plugin depends on (`skulpt/dist/skulpt.min.js`). Throws, naming
 * the plugin, on a bad declaration.
 */
export function readHostPages(pluginsDir: string): HostPageFile[] {
  if (!existsSync(pluginsDir)) return [];
  const files: HostPageFile[] = [];
  for (const folder of readdirSync(pluginsDir).sort()) {
    const pkgFile = join(pluginsDir, folder, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as {
      seodang?: { id?: string; web?: { static?: unknown } };
    };
    const declared = pkg.seodang?.web?.static;
    if (declared === undefined) continue;
    const plugin = pkg.seodang?.id ?? folder;
    const where = `plugins/${folder}/package.json`;
    if (typeof declared !== 'object' || declared === null || Array.isArray(declared))
      throw new Error(`${where}: seodang.web.static must map file names to sources`);
    const require = createRequire(pkgFile);
    for (const [name, from] of Object.entries(declared as Record<string, unknown>)) {
      if (!FILE_NAME.test(name)) throw new Error(`${where}: seodang.web.static: bad file name ${name}`);
      if (typeof from !== 'string' || from === '' || isAbsolute(from) || from.split(/[\\/]/).includes('..'))
        throw new Error(`${where}: seodang.web.static.${name} must name a file in the plugin or a package`);
      let source: string;
      if (from.startsWith('./')) source = join(pluginsDir, folder, from);
      else {
        try {
          source = require.resolve(from);
        } catch {
          throw new Error(`${where}: seodang.web.static.${name}: package file ${from} not found`);
        }
      }
      if (!statSync(source, { throwIfNoEntry: false })?.isFile())
        throw new Error(`${where}: seodang.web.static.${name}: ${from} is not a file`);
      files.push({ plugin, name, source });
    }
  }
  return files;
}

/** Copies the host page files into `<outDir>/<plugin>-static/`; returns how many. */
export function copyHostPages(pluginsDir: string, outDir: string): number {
  const files = readHostPages(pluginsDir);
  for (const f of files) {
    const dir = join(outDir, `${f.plugin}-static`);
    mkdirSync(dir, { recursive: true });
    const target = join(dir, f.name);
    if (relative(dir, target).startsWith('..')) throw new Error(`bad host page ${f.name}`);
    copyFileSync(f.source, target);
  }
  return files.length;
}
