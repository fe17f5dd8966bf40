/**
 * Builds the judge root filesystem: Debian 13 "trixie" with every toolchain, from
 * `judge/rootfs/packages.txt`, plus the judge's own files (prebuilt read-only GOCACHE, unit-test
 * runners) and the recorded toolchain versions. Idempotent: each stage is skipped when the hash
 * of its inputs matches what is recorded, so a ready root filesystem costs milliseconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { dataDir, judgeDir, rootfsDir, ROOTFS_SEODANG_DIR } from '../paths.ts';
import { readStamp, stampPath, type RootfsStamp } from '../languages/versions.ts';
import { LANGUAGES } from '../languages/registry.ts';
import { ensureNativePrograms } from '../sandbox/helper.ts';
import { SANDBOX_ENV } from '../grading/environment.ts';
import { acquireLock } from './lock.ts';
import { baseCacheDir, cachedBase, restoreBase, storeBase } from './base-cache.ts';
import { harnessesHash, installHarnesses, readJudgeDeclarations } from './harnesses.ts';
import type { ProgressDisplay } from './progress.ts';

const SUITE = 'trixie';
const RECIPE = path.join(judgeDir, 'rootfs');

/** Options of {@link prepareRootfs}. */
export interface PrepareOptions {
  rootfs?: string;
  /** Rebuild everything even when up to date. */
  force?: boolean;
  progress: ProgressDisplay;
}

/** The package list (comments and blank lines removed), then the plugins' `seodang.judge.packages` not already in it. */
export function readPackageList(): string[] {
  const base = fs
    .readFileSync(path.join(RECIPE, 'packages.txt'), 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
  return [...base, ...readJudgeDeclarations().packages.filter((p) => !base.includes(p))];
}

function currentHarnessHash(): string {
  return harnessesHash(readJudgeDeclarations().harnesses);
}

/** The stamp's fields beyond {@link RootfsStamp} that only `prepare` reads. */
type FullStamp = RootfsStamp & { probesHash?: string; harnessHash?: string };

function mirror(): string {
  return process.env.SEODANG_JUDGE_MIRROR ?? 'http://deb.debian.org/debian';
}

function hash(...parts: string[]): string {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(`${p}\0`);
  return h.digest('hex').slice(0, 32);
}

function packagesHash(): string {
  return hash(SUITE, 'minbase', ...readPackageList());
}

function setupHash(): string {
  const files = [
    'post-setup.sh',
    ...fs
      .readdirSync(path.join(RECIPE, 'runners'))
      .sort()
      .map((f) => `runners/${f}`),
  ];
  return hash(...files.map((f) => `${f}\n${fs.readFileSync(path.join(RECIPE, f), 'utf8')}`));
}

function probesHash(): string {
  return hash(fs.readFileSync(path.join(judgeDir, 'src/languages/registry.ts'), 'utf8'));
}

interface BaseMarker {
  packagesHash: string;
  suite: string;
  builtAt: string;
}

function readBase(rootfs: string): BaseMarker | null {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(rootfs, ROOTFS_SEODANG_DIR, 'base.json'), 'utf8'),
    ) as BaseMarker;
  } catch {
    return null;
  }
}

/** True when nothing needs (re)building. */
export function rootfsUpToDate(rootfs = rootfsDir()): boolean {
  const stamp = readStamp(rootfs);
  return (
    !!stamp &&
    stamp.packagesHash === packagesHash() &&
    stamp.setupHash === setupHash() &&
    (stamp as FullStamp).probesHash === probesHash() &&
    (stamp as FullStamp).harnessHash === currentHarnessHash()
  );
}

/** Builds or updates the root filesystem as needed and returns its stamp. */
export async function prepareRootfs(opts: PrepareOptions): Promise<RootfsStamp> {
  const rootfs = opts.rootfs ?? rootfsDir();
  if (!opts.force && rootfsUpToDate(rootfs)) {
    ensureNativePrograms();
    const ready = readStamp(rootfs) as RootfsStamp;
    keepForThisMachine(ready.packagesHash, rootfs, opts.progress);
    return ready;
  }
  if (process.getuid?.() !== 0)
    throw new Error('building the judge root filesystem needs root (debootstrap)');
  fs.mkdirSync(path.dirname(rootfs), { recursive: true });
  const release = await acquireLock(`${rootfs}.lock`, opts.progress);
  try {
    // Another process may have finished the work while we waited for the lock.
    if (!opts.force && rootfsUpToDate(rootfs)) return readStamp(rootfs) as RootfsStamp;
    const want = packagesHash();
    if (opts.force || readBase(rootfs)?.packagesHash !== want)
      await debootstrap(rootfs, want, opts.progress, opts.force);
    const old = readStamp(rootfs) as FullStamp | null;
    const setup = setupHash();
    if (opts.force || old?.setupHash !== setup) {
      opts.progress.phase('post-setup: prebuilding the Go cache and the unit-test runners');
      postSetup(rootfs);
    }
    const declared = readJudgeDeclarations();
    const harnessHash = harnessesHash(declared.harnesses);
    if (opts.force || old?.harnessHash !== harnessHash) {
      // Only copies files: a changed or added harness never rebuilds anything else.
      opts.progress.phase(`installing ${declared.harnesses.length} plugin harness(es)`);
      installHarnesses(rootfs, declared.harnesses);
    }
    // The toolchains only change with the packages or the post-setup; a harness change keeps the versions.
    const reprobe =
      opts.force ||
      !old ||
      old.packagesHash !== want ||
      old.setupHash !== setup ||
      old.probesHash !== probesHash();
    if (reprobe) opts.progress.phase('recording toolchain versions');
    const versions = reprobe ? probeVersions(rootfs, opts.progress) : old.versions;
    const stamp: FullStamp = {
      packagesHash: want,
      setupHash: setup,
      probesHash: probesHash(),
      harnessHash,
      builtAt: new Date().toISOString(),
      suite: SUITE,
      versions,
      packages: reprobe ? installedVersions(rootfs, readPackageList()) : old.packages,
    };
    fs.writeFileSync(`${stampPath(rootfs)}.tmp`, `${JSON.stringify(stamp, null, 2)}\n`);
    fs.renameSync(`${stampPath(rootfs)}.tmp`, stampPath(rootfs));
    ensureNativePrograms();
    keepForThisMachine(want, rootfs, opts.progress);
    opts.progress.done(`judge root filesystem ready at ${path.relative(process.cwd(), rootfs) || rootfs}`);
    return stamp;
  } finally {
    release();
  }
}

/** Copies a ready root filesystem to the machine's cache once per package list (see base-cache.ts). */
function keepForThisMachine(packagesHash: string, rootfs: string, progress: ProgressDisplay): void {
  if (cachedBase(packagesHash) || !baseCacheDir()) return;
  progress.phase(`keeping a copy for the next checkout on this machine (${baseCacheDir()})`);
  storeBase(packagesHash, rootfs);
}

/** A fresh base for the package list: this machine's copy when it has one (unless `fresh`), else debootstrap. */
async function debootstrap(
  rootfs: string,
  want: string,
  progress: ProgressDisplay,
  fresh = false,
): Promise<void> {
  const building = `${rootfs}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  const cached = fresh ? null : cachedBase(want);
  if (cached) progress.phase(`copying the packages this machine built before (${cached})`);
  if (cached && restoreBase(want, building)) {
    replaceRootfs(rootfs, building);
    return;
  }
  await runDebootstrap(building, progress);
  fs.mkdirSync(path.join(building, ROOTFS_SEODANG_DIR), { recursive: true });
  fs.mkdirSync(path.join(building, 'box'), { recursive: true });
  // Remove the apt cache copies of the .debs (kept in the cache dir instead).
  fs.rmSync(path.join(building, 'var/cache/apt/archives'), { recursive: true, force: true });
  fs.mkdirSync(path.join(building, 'var/cache/apt/archives/partial'), { recursive: true });
  const marker: BaseMarker = { packagesHash: want, suite: SUITE, builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(building, ROOTFS_SEODANG_DIR, 'base.json'), JSON.stringify(marker));
  replaceRootfs(rootfs, building);
}

/** Puts a finished tree in the root filesystem's place. */
function replaceRootfs(rootfs: string, building: string): void {
  const old = `${rootfs}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(rootfs)) fs.renameSync(rootfs, old);
  fs.renameSync(building, rootfs);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Installs the package list into `building` from the mirror. */
async function runDebootstrap(building: string, progress: ProgressDisplay): Promise<void> {
  const cache = path.join(dataDir(), 'judge-debs');
  fs.mkdirSync(cache, { recursive: true });
  const args = [
    '--variant=minbase',
    `--include=${readPackageList().join(',')}`,
    `--cache-dir=${cache}`,
    SUITE,
    building,
    mirror(),
  ];
  progress.phase(
    `debootstrap ${SUITE} (${readPackageList().length} toolchain packages; ~4.5 GB, a few minutes)`,
  );
  const counts = { retrieved: 0, unpacked: 0, configured: 0 };
  const log: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const child = spawn('debootstrap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let buf = '';
    const onData = (chunk: Buffer): void => {
      buf += chunk.toString();
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        log.push(line);
        if (log.length > 200) log.shift();
        if (/^I: Retrieving (?!Release|InRelease|Packages)/.test(line)) counts.retrieved++;
        else if (/^I: Unpacking (?!the)/.test(line)) counts.unpacked++;
        else if (/^I: Configuring/.test(line)) counts.configured++;
        progress.detail(
          `downloaded ${counts.retrieved}, unpacked ${counts.unpacked}, configured ${counts.configured} packages`,
        );
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (err) =>
      reject(new Error(`cannot run debootstrap (install the Debian package debootstrap): ${err.message}`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`debootstrap failed (exit ${code}); last lines:\n${log.slice(-15).join('\n')}`));
    });
  });
}

/** Runs post-setup.sh inside the root filesystem (writable, as root, without network). */
function postSetup(rootfs: string): void {
  fs.mkdirSync(path.join(rootfs, 'seodang-src'), { recursive: true });
  try {
    execFileSync(
      'bwrap',
      [
        '--bind',
        rootfs,
        '/',
        '--proc',
        '/proc',
        '--dev',
        '/dev',
        '--tmpfs',
        '/tmp',
        '--ro-bind',
        RECIPE,
        '/seodang-src',
        '--unshare-net',
        '--unshare-pid',
        '--die-with-parent',
        '--clearenv',
        '--setenv',
        'PATH',
        '/usr/bin:/bin',
        'sh',
        '/seodang-src/post-setup.sh',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 },
    );
  } catch (err) {
    const e = err as { stderr?: Buffer; stdout?: Buffer; message: string };
    throw new Error(
      `post-setup failed: ${e.message}\n${e.stdout?.toString().slice(-2000) ?? ''}${e.stderr?.toString().slice(-4000) ?? ''}`,
      { cause: err },
    );
  } finally {
    fs.rmSync(path.join(rootfs, 'seodang-src'), { recursive: true, force: true });
  }
}

/** Asks every toolchain for its version, inside the root filesystem (read-only, no network). */
function probeVersions(rootfs: string, progress: ProgressDisplay): Record<string, string> {
  const versions: Record<string, string> = {};
  const env = Object.entries(SANDBOX_ENV).flatMap(([k, v]) => ['--setenv', k, v]);
  for (const lang of LANGUAGES) {
    progress.detail(`${lang.label}`);
    const r = spawnSync(
      'bwrap',
      [
        '--ro-bind',
        rootfs,
        '/',
        '--proc',
        '/proc',
        '--dev',
        '/dev',
        '--tmpfs',
        '/tmp',
        '--unshare-all',
        '--die-with-parent',
        '--clearenv',
        ...env,
        ...Object.entries(lang.env ?? {}).flatMap(([k, v]) => ['--setenv', k, v]),
        ...lang.version.argv,
      ],
      { encoding: 'utf8', timeout: 120_000, env: {} },
    );
    // Several tools print their version on stderr.
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    const parsed = out ? lang.version.parse(out) : '';
    if (parsed && !parsed.includes('unknown')) versions[lang.value] = parsed;
    else progress.warn(`${lang.label}: version probe failed: ${out.slice(0, 300) || r.error?.message}`);
  }
  return versions;
}

/** Versions of the listed Debian packages from the root filesystem's dpkg database. */
function installedVersions(rootfs: string, names: string[]): Record<string, string> {
  const status = fs.readFileSync(path.join(rootfs, 'var/lib/dpkg/status'), 'utf8');
  const out: Record<string, string> = {};
  for (const block of status.split('\n\n')) {
    const name = /^Package: (.+)$/m.exec(block)?.[1];
    const version = /^Version: (.+)$/m.exec(block)?.[1];
    if (name && version && names.includes(name)) out[name] = version;
  }
  return out;
}
