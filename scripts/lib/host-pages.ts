import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative } from 'node:path';

/** One file of a plugin's host pages: where it is built to, and where it comes from. */
export interface HostPageFile {
  plugin: string;
  /** The file's name under `dist/web-plugins/<plugin>-static/`. */
  name: string;
  source: string;
}

const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;
/** A folder's name: segments like file names, ending in `/` (`static/blocks-media/`). */
const FOLDER_NAME = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}\/){1,4}$/;

/**
 * The folder of npm package `name` as installed for the plugin at `from`: the nearest
 * `node_modules/<name>` up from it. A package's `exports` map does not hide its files here: a host
 * page takes a built file of the package as it is published.
 */
function packageFolder(from: string, name: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/** A package file or folder named `<package>/<path>` (scoped packages take two segments), or null. */
function packagePath(from: string, spec: string): string | null {
  const parts = spec.split('/');
  const nameLength = spec.startsWith('@') ? 2 : 1;
  if (parts.length <= nameLength) return null;
  const folder = packageFolder(from, parts.slice(0, nameLength).join('/'));
  return folder ? join(folder, ...parts.slice(nameLength)) : null;
}

/** Every regular file under `dir` (relative paths with `/`); links and special files are skipped. */
function filesUnder(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...filesUnder(dir, r));
    else if (e.isFile()) out.push(r);
  }
  return out.sort();
}

/**
 * Every plugin's host page files, from `seodang.web.static` in its package.json: an object from
 * the served file name to its source, either a path inside the plugin (`./web/static/page.html`)
 * or a file of an npm package the plugin depends on (`skulpt/dist/skulpt.min.js`), found in the
 * package's folder when its `exports` do not name it. A name ending in `/` (`static/blocks-media/`)
 * maps to a folder, of the plugin or of a package, copied whole. Throws, naming the plugin, on a
 * bad declaration.
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
      const isFolder = name.endsWith('/');
      if (isFolder ? !FOLDER_NAME.test(name) : !FILE_NAME.test(name))
        throw new Error(`${where}: seodang.web.static: bad file name ${name}`);
      if (typeof from !== 'string' || from === '' || isAbsolute(from) || from.split(/[\\/]/).includes('..'))
        throw new Error(`${where}: seodang.web.static.${name} must name a file in the plugin or a package`);
      if (isFolder !== from.endsWith('/'))
        throw new Error(`${where}: seodang.web.static.${name}: a folder (ending in /) maps to a folder`);
      let source: string | null = null;
      if (from.startsWith('./')) source = join(pluginsDir, folder, from.replace(/\/$/, ''));
      else {
        try {
          if (!isFolder) source = require.resolve(from);
        } catch {
          // Not exported by the package: its published file is taken from its folder below.
        }
        source ??= packagePath(join(pluginsDir, folder), from.replace(/\/$/, ''));
        if (!source || !existsSync(source))
          throw new Error(`${where}: seodang.web.static.${name}: package file ${from} not found`);
      }
      if (isFolder) {
        if (!statSync(source, { throwIfNoEntry: false })?.isDirectory())
          throw new Error(`${where}: seodang.web.static.${name}: ${from} is not a folder`);
        for (const f of filesUnder(source))
          files.push({ plugin, name: `${name}${f}`, source: join(source, f) });
        continue;
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
    const target = join(dir, f.name);
    if (relative(dir, target).startsWith('..')) throw new Error(`bad host page ${f.name}`);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(f.source, target);
  }
  return files.length;
}
