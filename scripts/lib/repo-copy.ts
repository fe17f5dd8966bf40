// A throwaway copy of the repository, for tests that add a plugin without touching plugins/ (other
// test files list that folder while they run). The first-party sources are copied, not linked:
// Node loads a module from its real path, and core, the config and the scripts find the plugins,
// the README and the build from their own file's place, so behind a link they would see this
// checkout again. Installed packages are linked (node_modules/@seodang points into the copy).
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { repoRoot } from './paths.ts';

/** The first-party folders and the root files the tools read. */
const folders = ['config', 'core', 'judge', 'plugins', 'scripts', 'sdk', 'shell', 'test'];
const rootFiles = [
  'package.json',
  'tsconfig.json',
  'eslint.config.js',
  'ava.config.js',
  '.prettierrc.json',
  '.prettierignore',
  'README.md',
];
/** Never copied: installs (linked instead), builds, run data and screenshots. */
const skipped = new Set(['node_modules', 'dist', '.data', 'screenshots']);

/** A copy of the repository under the system's temporary folder. */
export interface RepoCopy {
  root: string;
  /** Deletes the copy. */
  remove(): void;
}

/** Copies the repository at `from` (default: this checkout) into a new temporary folder. */
export function copyRepo(from = repoRoot): RepoCopy {
  const root = mkdtempSync(join(tmpdir(), 'seodang-copy-'));
  try {
    const nested: string[] = [];
    for (const folder of folders) {
      cpSync(join(from, folder), join(root, folder), {
        recursive: true,
        filter: (source) => {
          const name = basename(source);
          if (name === 'node_modules') nested.push(source);
          return !skipped.has(name);
        },
      });
    }
    for (const file of rootFiles)
      if (existsSync(join(from, file))) cpSync(join(from, file), join(root, file));
    // A package's own node_modules (judge/node_modules) is linked like the root's.
    for (const source of nested) symlinkSync(source, join(root, source.slice(from.length)));
    linkPackages(join(from, 'node_modules'), join(root, 'node_modules'));
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** node_modules of the copy: every entry a link to the original, but @seodang's relative links kept relative. */
function linkPackages(source: string, target: string): void {
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry !== '@seodang') {
      symlinkSync(join(source, entry), join(target, entry));
      continue;
    }
    mkdirSync(join(target, entry));
    for (const pkg of readdirSync(join(source, entry))) {
      const path = join(source, entry, pkg);
      symlinkSync(lstatSync(path).isSymbolicLink() ? readlinkSync(path) : path, join(target, entry, pkg));
    }
  }
}
