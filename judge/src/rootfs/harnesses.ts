/**
 * Plugins' judge declarations: `seodang.judge: { packages?, harnesses?, shared? }` in a plugin's
 * package.json. `prepare` adds the packages to the root filesystem's package list and copies each
 * harness folder, read-only, to `/opt/seodang/harness/<plugin>/<name>`, and the plugin's `shared`
 * folder (modules its harnesses import) to `/opt/seodang/harness/<plugin>/_shared` — a name no
 * harness can take — so a harness reaches it as `../_shared` from its own file, as it does in the
 * repository when the folder is `harness/_shared`. Changing a harness only copies files again.
 * `nodeModules` names npm packages of the repository's `node_modules` (one with a prebuilt native
 * binary, such as `@napi-rs/canvas` and its `@napi-rs/canvas-linux-x64-gnu`) that are copied to
 * `/opt/seodang/harness/<plugin>/node_modules/<name>`, where Node.js finds them from any of the
 * plugin's harnesses; their own nested `node_modules` are not copied (declare those packages too).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { judgeDir, repoRoot, rootfsDir, ROOTFS_SEODANG_DIR } from '../paths.ts';

/** Where harnesses live inside the root filesystem. */
export const ROOTFS_HARNESS_DIR = `${ROOTFS_SEODANG_DIR}/harness`;

/** Folders whose sub-folders are plugins: the repository's plugins and the judge's own test plugin. */
export const PLUGIN_ROOTS: readonly string[] = [
  path.join(repoRoot, 'plugins'),
  path.join(judgeDir, 'test/fixtures/plugins'),
];

const ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const DEBIAN_PACKAGE = /^[a-z0-9][a-z0-9+.-]{1,99}$/;

/** How a harness is started, from the file found in its folder. */
export type HarnessRuntime = 'node' | 'python3';

/** A declared harness. */
export interface HarnessSource {
  plugin: string;
  name: string;
  /** The folder on the host. */
  dir: string;
  /** `main.mjs` / `main.js` (Node.js) or `main.py` (python3). */
  entry: string;
  runtime: HarnessRuntime;
  /** The plugin's shared folder on the host, installed as `<plugin>/_shared`, if it declares one. */
  shared?: string;
  /** npm packages (name → folder on the host) installed as `<plugin>/node_modules/<name>`. */
  nodeModules?: Record<string, string>;
}

/** The installed name of a plugin's shared harness folder. */
export const SHARED_HARNESS_FOLDER = '_shared';
/** The installed name of a plugin's folder of npm packages. */
export const NODE_MODULES_FOLDER = 'node_modules';
const NPM_NAME = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

/** What every plugin declares, together. */
export interface JudgeDeclarations {
  packages: string[];
  harnesses: HarnessSource[];
}

const ENTRIES: ReadonlyArray<[string, HarnessRuntime]> = [
  ['main.mjs', 'node'],
  ['main.js', 'node'],
  ['main.py', 'python3'],
];

/** Reads `seodang.judge` of every plugin under `roots`. Throws, naming the plugin, on a bad declaration. */
export function readJudgeDeclarations(roots: readonly string[] = PLUGIN_ROOTS): JudgeDeclarations {
  const packages = new Set<string>();
  const harnesses: HarnessSource[] = [];
  const seen = new Map<string, string>();
  for (const root of roots) {
    if (!fs.existsSync(root)) continue;
    for (const folder of fs.readdirSync(root).sort()) {
      const pkgFile = path.join(root, folder, 'package.json');
      if (!fs.existsSync(pkgFile)) continue;
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as {
        seodang?: {
          id?: string;
          judge?: { packages?: unknown; harnesses?: unknown; shared?: unknown; nodeModules?: unknown };
        };
      };
      const judge = pkg.seodang?.judge;
      if (!judge) continue;
      const plugin = pkg.seodang?.id ?? folder;
      const where = path.relative(repoRoot, pkgFile);
      if (!ID.test(plugin)) throw new Error(`${where}: plugin id ${plugin} cannot name a harness folder`);
      if (seen.has(plugin))
        throw new Error(`${where}: plugin id ${plugin} is also declared by ${seen.get(plugin)}`);
      seen.set(plugin, where);
      const declared = judge.packages ?? [];
      if (!Array.isArray(declared) || declared.some((p) => typeof p !== 'string' || !DEBIAN_PACKAGE.test(p)))
        throw new Error(`${where}: seodang.judge.packages must be a list of Debian package names`);
      for (const p of declared as string[]) packages.add(p);
      const inside = (rel: unknown, what: string) => {
        if (typeof rel !== 'string' || path.isAbsolute(rel) || rel.split(/[\\/]/).includes('..'))
          throw new Error(`${where}: ${what} must name a folder inside the plugin`);
        const dir = path.join(root, folder, rel);
        if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory())
          throw new Error(`${where}: ${what}: folder ${rel} not found`);
        return dir;
      };
      const shared = judge.shared === undefined ? undefined : inside(judge.shared, 'seodang.judge.shared');
      const modules = judge.nodeModules ?? [];
      if (!Array.isArray(modules) || modules.some((m) => typeof m !== 'string' || !NPM_NAME.test(m)))
        throw new Error(`${where}: seodang.judge.nodeModules must be a list of npm package names`);
      const nodeModules: Record<string, string> = {};
      for (const m of modules as string[]) {
        const dir = path.join(repoRoot, 'node_modules', m);
        if (!fs.statSync(path.join(dir, 'package.json'), { throwIfNoEntry: false })?.isFile())
          throw new Error(`${where}: seodang.judge.nodeModules: ${m} is not installed (npm install)`);
        nodeModules[m] = dir;
      }
      const named = judge.harnesses ?? {};
      if (typeof named !== 'object' || Array.isArray(named) || named === null)
        throw new Error(`${where}: seodang.judge.harnesses must map names to folders`);
      for (const [name, rel] of Object.entries(named as Record<string, unknown>).sort(([a], [b]) =>
        a.localeCompare(b),
      )) {
        if (!ID.test(name) || name === NODE_MODULES_FOLDER)
          throw new Error(`${where}: harness name ${name} is not allowed`);
        const dir = inside(rel, `harness ${name}`);
        const found = ENTRIES.find(([file]) => fs.existsSync(path.join(dir, file)));
        if (!found) throw new Error(`${where}: harness ${name} has no main.mjs, main.js or main.py`);
        harnesses.push({
          plugin,
          name,
          dir,
          entry: found[0],
          runtime: found[1],
          ...(shared ? { shared } : {}),
          ...(modules.length ? { nodeModules } : {}),
        });
      }
    }
  }
  return { packages: [...packages].sort(), harnesses };
}

/**
 * Every regular file of a folder (relative paths, sorted); symbolic links and special files are
 * refused. `npm`: an npm package's folder, whose nested `node_modules` (and `.bin` links) are skipped.
 */
function listFiles(dir: string, rel = '', npm = false): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (npm && e.isDirectory() && e.name === NODE_MODULES_FOLDER) continue;
    if (e.isDirectory()) out.push(...listFiles(dir, r, npm));
    else if (e.isFile()) out.push(r);
    else throw new Error(`harness file ${path.join(dir, r)} is not a regular file`);
  }
  return out.sort();
}

/** Hash of every harness's name, entry and files (contents and executable bit). */
export function harnessesHash(harnesses: HarnessSource[]): string {
  const h = crypto.createHash('sha256');
  const hashFolder = (dir: string, npm = false) => {
    for (const f of listFiles(dir, '', npm)) {
      const full = path.join(dir, f);
      h.update(`${f}\0${fs.statSync(full).mode & 0o111 ? 'x' : '-'}\0`);
      h.update(fs.readFileSync(full));
      h.update('\0');
    }
  };
  for (const s of harnesses) {
    h.update(`${s.plugin}/${s.name}:${s.entry}\0`);
    hashFolder(s.dir);
    if (s.shared) {
      h.update(`${s.plugin}/${SHARED_HARNESS_FOLDER}\0`);
      hashFolder(s.shared);
    }
    for (const [name, dir] of Object.entries(s.nodeModules ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      h.update(`${s.plugin}/${NODE_MODULES_FOLDER}/${name}\0`);
      hashFolder(dir, true);
    }
  }
  return h.digest('hex').slice(0, 32);
}

/** One installed harness, as recorded in `/opt/seodang/harness/index.json`. */
export interface InstalledHarness {
  entry: string;
  runtime: HarnessRuntime;
}

/** plugin → harness name → how to start it. */
export type HarnessIndex = Record<string, Record<string, InstalledHarness>>;

/**
 * Copies every harness into the root filesystem (files 0644 or 0755, folders 0755, owned by root,
 * so the sandbox's uid can read but never change them) and replaces the previous set.
 */
export function installHarnesses(rootfs: string, harnesses: HarnessSource[]): void {
  const target = path.join(rootfs, ROOTFS_HARNESS_DIR);
  const next = `${target}.new`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true, mode: 0o755 });
  const index: HarnessIndex = {};
  const copyFolder = (from: string, dest: string, npm = false) => {
    for (const f of listFiles(from, '', npm)) {
      const to = path.join(dest, f);
      fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o755 });
      fs.copyFileSync(path.join(from, f), to);
      fs.chmodSync(to, fs.statSync(path.join(from, f)).mode & 0o111 ? 0o755 : 0o644);
    }
  };
  for (const s of harnesses) {
    copyFolder(s.dir, path.join(next, s.plugin, s.name));
    if (s.shared) copyFolder(s.shared, path.join(next, s.plugin, SHARED_HARNESS_FOLDER));
    // Once per plugin (every harness of a plugin carries the same list).
    for (const [name, dir] of Object.entries(s.nodeModules ?? {})) {
      const to = path.join(next, s.plugin, NODE_MODULES_FOLDER, name);
      if (!fs.existsSync(to)) copyFolder(dir, to, true);
    }
    (index[s.plugin] ??= {})[s.name] = { entry: s.entry, runtime: s.runtime };
  }
  fs.writeFileSync(path.join(next, 'index.json'), `${JSON.stringify(index, null, 2)}\n`, { mode: 0o644 });
  for (const d of [next, ...walkDirs(next)]) fs.chmodSync(d, 0o755);
  const old = `${target}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(next, target);
  fs.rmSync(old, { recursive: true, force: true });
}

function walkDirs(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => [path.join(dir, e.name), ...walkDirs(path.join(dir, e.name))]);
}

/** The installed harnesses of a root filesystem (empty when none). */
export function readHarnessIndex(rootfs = rootfsDir()): HarnessIndex {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(rootfs, ROOTFS_HARNESS_DIR, 'index.json'), 'utf8'),
    ) as HarnessIndex;
  } catch {
    return {};
  }
}
