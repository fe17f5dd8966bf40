/**
 * A machine-wide copy of a prepared root filesystem, keyed by its package-list hash. Installing and
 * configuring some 500 Debian packages takes minutes of CPU; copying the finished tree takes about
 * half a minute. Another checkout on the same machine (a second clone, a CI run on a clean clone)
 * then starts from that copy, and `prepare` brings it up to date the way it updates any existing
 * root filesystem: the post-setup, the harnesses and the recorded versions are each redone when
 * their own hash differs. A changed package list has another hash, so it builds afresh; the cache
 * keeps the two most recently used trees. The sandbox mounts the root filesystem read-only, so a
 * tree copied after use is the tree `prepare` made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** How many bases the cache keeps (each is about 5 GB): the current one and the one before. */
const KEEP = 2;

/**
 * The cache directory (env `SEODANG_JUDGE_BASE_CACHE`, default `/var/cache/seodang/judge-base`;
 * `off` turns it off), or null when it is off.
 */
export function baseCacheDir(): string | null {
  const configured = process.env.SEODANG_JUDGE_BASE_CACHE;
  if (configured === 'off') return null;
  return path.resolve(configured || '/var/cache/seodang/judge-base');
}

/** Copies a tree with its owners, modes, links and times (GNU cp; a reflink where the filesystem has them). */
function copyTree(from: string, to: string): void {
  execFileSync('cp', ['-a', '--reflink=auto', from, to], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Where the cached base for `packagesHash` is, or null when none is. */
export function cachedBase(packagesHash: string): string | null {
  const dir = baseCacheDir();
  const cached = dir && path.join(dir, packagesHash);
  return cached && fs.existsSync(cached) ? cached : null;
}

/**
 * Copies the cached base for `packagesHash` to `target` (which must not exist) and says whether it
 * did. A copy that fails leaves no `target` behind, so the caller builds as if nothing was cached.
 */
export function restoreBase(packagesHash: string, target: string): boolean {
  const cached = cachedBase(packagesHash);
  if (!cached) return false;
  try {
    copyTree(cached, target);
    fs.utimesSync(cached, new Date(), new Date()); // most recently used: pruned last
    return true;
  } catch {
    fs.rmSync(target, { recursive: true, force: true });
    return false;
  }
}

/**
 * Keeps a copy of a freshly built base. The copy lands under a temporary name and is renamed when
 * whole, so an interrupted copy is never taken for a base. Failing to cache (no space, no
 * permission) costs the next build its head start, not this one its result.
 */
export function storeBase(packagesHash: string, built: string): void {
  const dir = baseCacheDir();
  if (!dir) return;
  const partial = path.join(dir, `${packagesHash}.partial-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    if (fs.existsSync(path.join(dir, packagesHash))) return;
    copyTree(built, partial);
    fs.renameSync(partial, path.join(dir, packagesHash));
    prune(dir);
  } catch {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/** Removes all but the {@link KEEP} most recently used bases, and partial copies left by a crash. */
function prune(dir: string): void {
  const entries = fs
    .readdirSync(dir)
    .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }));
  const stale = entries.filter((e) => e.name.includes('.partial-') && Date.now() - e.at > 3_600_000);
  const bases = entries.filter((e) => !e.name.includes('.partial-')).sort((a, b) => b.at - a.at);
  for (const e of [...stale, ...bases.slice(KEEP)])
    fs.rmSync(path.join(dir, e.name), { recursive: true, force: true });
}
