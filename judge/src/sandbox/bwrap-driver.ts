/**
 * The default sandbox: bubblewrap + cgroups + seccomp, supervised by `sandbox-exec`.
 *
 * Process tree of one run:
 *   worker (node) → sandbox-exec (root, subreaper, outside the cgroup)
 *     → bwrap (slot uid, inside the slot cgroup, rlimits set)
 *       → bwrap pid-namespace init → the program
 * The program has its own user, pid, net, ipc, uts and cgroup namespaces, the judge root
 * filesystem read-only as `/`, a size-limited tmpfs `/tmp`, `/box` bound from the run's work dir,
 * no network interface but loopback, and the seccomp deny-list. When the namespace init dies the
 * kernel kills every process left in the namespace, so double-forked daemons cannot outlive a run.
 *
 * By default the slots are pre-forked (`zygote-slot.ts`): the same sandbox is set up once per
 * slot and each run is forked inside it with fresh pid, mount, ipc and network namespaces, /proc,
 * /tmp, /dev/shm and /box, in a root where no mount names a host path. Runs whose work dir is not
 * directly in the work root (or every run, with pre-forking off) get such a sandbox for
 * themselves alone; only runs that need extra host mounts take the bare bwrap path above.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { CgroupSlot, detectCgroups, sweepStaleSlots, type CgroupLayout } from './cgroups.ts';
import { ensureSandboxHelper } from './helper.ts';
import { seccompFilterBytes } from './seccomp.ts';
import { SlotPool } from './slot-pool.ts';
import { collectRun } from './collect-run.ts';
import { giveFoldersTo } from './work-dir-owner.ts';
import { requireReachable } from './reachable.ts';
import { ZygoteSlot } from './zygote-slot.ts';
import { runInZygote } from './zygote-run.ts';
import { ensureNativeProgram } from './helper.ts';
import {
  SandboxInfraError,
  type DriverStatus,
  type SandboxDriver,
  type SandboxResult,
  type SandboxRunSpec,
} from './types.ts';
import { helperDir, rootfsDir, workRoot } from '../paths.ts';

/** Options of the bwrap driver. */
export interface BwrapDriverOptions {
  /** Number of concurrent runs (slots). */
  slots: number;
  /** Judge root filesystem (default: `rootfsDir()`). */
  rootfs?: string;
  /** First host uid of the slots; slot i runs as `uidBase + i` (env `SEODANG_JUDGE_UID_BASE`). */
  uidBase?: number;
  /** Pre-forked slots (default true; env `SEODANG_JUDGE_PREFORK=0` turns them off). */
  preforked?: boolean;
}

interface BwrapSlot {
  index: number;
  uid: number;
  cgroup: CgroupSlot;
  /** The slot's pre-forked sandbox, when slots are pre-forked. */
  zygote: ZygoteSlot | null;
}

/** Distinguishes the cgroups of several drivers in one process. */
let driverInstances = 0;

/** Inside the sandbox the program runs as this uid/gid. */
const SANDBOX_UID = 1000;

function which(bin: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** bubblewrap driver: see the module comment. */
export class BwrapDriver implements SandboxDriver {
  readonly name = 'bwrap' as const;
  private readonly options: BwrapDriverOptions;
  private readonly rootfs: string;
  private pool: SlotPool<BwrapSlot> | null = null;
  private slots: BwrapSlot[] = [];
  private layout: CgroupLayout | null = null;
  private helper = '';
  private bwrap = '';
  private seccompFile = '';

  constructor(options: BwrapDriverOptions) {
    this.options = options;
    this.rootfs = options.rootfs ?? rootfsDir();
  }

  async status(): Promise<DriverStatus> {
    try {
      this.init();
      return { available: true };
    } catch (err) {
      return { available: false, reason: (err as Error).message };
    }
  }

  residentPids(): number[] {
    return this.slots.flatMap((s) => (s.zygote?.running() ? s.zygote.residents : []));
  }

  /** The cgroup version in use (after the first run or status()). */
  cgroupVersion(): string | null {
    return this.layout?.version ?? null;
  }

  private init(): SlotPool<BwrapSlot> {
    if (this.pool) return this.pool;
    if (process.getuid?.() !== 0)
      throw new SandboxInfraError(
        'the bwrap driver needs to run as root (to set up cgroups and drop to per-slot uids)',
      );
    const bwrap = which('bwrap');
    if (!bwrap) throw new SandboxInfraError('bwrap not found (install the Debian package bubblewrap)');
    if (!fs.existsSync(path.join(this.rootfs, 'box'))) {
      throw new SandboxInfraError(
        `judge root filesystem missing at ${this.rootfs} (run: npx seodang-judge prepare)`,
      );
    }
    this.bwrap = bwrap;
    this.helper = ensureSandboxHelper();
    this.seccompFile = path.join(helperDir(), 'seccomp.bpf');
    const bytes = seccompFilterBytes();
    if (!fs.existsSync(this.seccompFile) || !fs.readFileSync(this.seccompFile).equals(bytes)) {
      fs.writeFileSync(`${this.seccompFile}.tmp`, bytes);
      fs.renameSync(`${this.seccompFile}.tmp`, this.seccompFile);
    }
    this.layout = detectCgroups();
    sweepStaleSlots(this.layout);
    const uidBase = this.options.uidBase ?? Number(process.env.SEODANG_JUDGE_UID_BASE ?? 61000);
    const slots: BwrapSlot[] = [];
    const instance = driverInstances++;
    const preforked = this.options.preforked ?? process.env.SEODANG_JUDGE_PREFORK !== '0';
    const zygote = preforked ? ensureNativeProgram('sandbox-zygote') : '';
    if (preforked) fs.mkdirSync(workRoot(), { recursive: true, mode: 0o711 });
    for (const target of [this.rootfs, workRoot(), ...(zygote ? [zygote] : [])]) {
      if (fs.existsSync(target)) requireReachable(target, (message) => new SandboxInfraError(message));
    }
    for (let i = 0; i < this.options.slots; i++) {
      const cgroup = new CgroupSlot(this.layout, `slot-${process.pid}-${instance}-${i}`);
      const uid = uidBase + i;
      slots.push({
        index: i,
        uid,
        cgroup,
        zygote: preforked
          ? new ZygoteSlot({
              uid,
              cgroup,
              rootfs: this.rootfs,
              supervisor: this.helper,
              zygote,
              bwrap,
              seccompFile: this.seccompFile,
              workRoot: workRoot(),
            })
          : null,
      });
    }
    this.slots = slots;
    this.pool = new SlotPool(slots);
    return this.pool;
  }

  async run(spec: SandboxRunSpec): Promise<SandboxResult> {
    const pool = this.init();
    return pool.run(async (slot) => {
      try {
        return await this.runInSlot(slot, spec);
      } catch (err) {
        // The slot leaves service (SlotPool): nothing of it may keep running.
        await slot.zygote?.close().catch(() => {});
        slot.cgroup.killAll();
        throw err;
      }
    });
  }

  private async runInSlot(slot: BwrapSlot, spec: SandboxRunSpec): Promise<SandboxResult> {
    if (slot.zygote && !spec.readOnlyMounts && path.dirname(spec.workDir) === workRoot()) {
      if (spec.workDirWritable) giveFoldersTo(spec.workDir, slot.uid);
      return runInZygote(slot.zygote, slot.cgroup, spec);
    }
    // The per-run sandbox needs the slot's cgroup to itself.
    await slot.zygote?.close();
    await this.ensureEmpty(slot);
    return spec.readOnlyMounts ? this.runFresh(slot, spec) : this.runOnce(slot, spec);
  }

  /**
   * The per-run path: a sandbox of its own for this run alone, set up like a slot's (so its
   * /proc names no host path either) and ended with the run.
   */
  private async runOnce(slot: BwrapSlot, spec: SandboxRunSpec): Promise<SandboxResult> {
    const once = new ZygoteSlot({
      uid: slot.uid,
      cgroup: slot.cgroup,
      rootfs: this.rootfs,
      supervisor: this.helper,
      zygote: ensureNativeProgram('sandbox-zygote'),
      bwrap: this.bwrap,
      seccompFile: this.seccompFile,
      workRoot: path.dirname(spec.workDir),
    });
    try {
      if (spec.workDirWritable) giveFoldersTo(spec.workDir, slot.uid);
      return await runInZygote(once, slot.cgroup, spec);
    } finally {
      await once.close();
      await this.ensureEmpty(slot);
    }
  }

  /**
   * A bare bwrap sandbox, only for runs that ask for extra host mounts: its binds show their host
   * paths in /proc/self/mountinfo.
   */
  private runFresh(slot: BwrapSlot, spec: SandboxRunSpec): Promise<SandboxResult> {
    const { limits } = spec;
    slot.cgroup.apply({ memoryBytes: limits.memoryBytes, pids: limits.pids });
    const before = slot.cgroup.counters();
    if (spec.workDirWritable) giveFoldersTo(spec.workDir, slot.uid);
    const args: string[] = [];
    for (const dir of slot.cgroup.dirs) args.push('--cgroup', dir);
    args.push(
      '--uid',
      String(slot.uid),
      '--gid',
      String(slot.uid),
      '--status-fd',
      '4',
      '--rlimit',
      `fsize=${limits.fileSizeBytes}`,
      '--rlimit',
      'core=0',
      '--rlimit',
      'nofile=512',
      '--rlimit',
      `stack=${limits.stackBytes}`,
      '--rlimit',
      'memlock=0',
      '--rlimit',
      'msgqueue=0',
      // Backstop only: the cgroup's CPU total is what the worker enforces.
      '--rlimit',
      `cpu=${Math.ceil(limits.cpuMs / 1000) + 1}`,
      '--',
      this.bwrap,
      '--unshare-user',
      '--unshare-ipc',
      '--unshare-pid',
      '--unshare-net',
      '--unshare-uts',
      '--unshare-cgroup',
      '--uid',
      String(SANDBOX_UID),
      '--gid',
      String(SANDBOX_UID),
      '--hostname',
      'judge',
      '--die-with-parent',
      '--new-session',
      '--clearenv',
      '--seccomp',
      '3',
      '--ro-bind',
      this.rootfs,
      '/',
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--size',
      String(limits.tmpBytes),
      '--tmpfs',
      '/tmp',
      spec.workDirWritable ? '--bind' : '--ro-bind',
      spec.workDir,
      '/box',
    );
    for (const [inside, host] of Object.entries(spec.readOnlyMounts ?? {}))
      args.push('--ro-bind', host, inside);
    for (const [k, v] of Object.entries(spec.env)) args.push('--setenv', k, v);
    args.push('--chdir', spec.cwd ?? '/box', '--', ...spec.argv);

    const seccompFd = fs.openSync(this.seccompFile, 'r');
    let child;
    try {
      child = spawn(this.helper, args, { stdio: ['pipe', 'pipe', 'pipe', seccompFd, 'pipe'], env: {} });
    } finally {
      fs.closeSync(seccompFd);
    }
    return collectRun({
      child,
      spec,
      cpuUsedUs: () => slot.cgroup.counters().cpuUs - before.cpuUs,
      memoryUsedBytes: () => slot.cgroup.memoryBytes(),
      kill: () => slot.cgroup.killAll(),
      finish: async (status) => {
        const after = slot.cgroup.counters();
        await this.ensureEmpty(slot);
        return {
          cpuMs: Math.round((after.cpuUs - before.cpuUs) / 1000),
          memoryLimit: after.oomKills > before.oomKills,
          memoryKb: status.maxRssKb,
        };
      },
    });
  }

  /** Nothing of a run may outlive it: kill stragglers, and fail loudly if any remain. */
  private async ensureEmpty(slot: BwrapSlot): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if (slot.cgroup.pids().length === 0) return;
      slot.cgroup.killAll();
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new SandboxInfraError(`processes left in cgroup ${slot.cgroup.name} after the run`);
  }

  async close(): Promise<void> {
    if (!this.pool) return;
    const slots = await this.pool.drain();
    for (const slot of slots) {
      await slot.zygote?.close();
      slot.cgroup.killAll();
      slot.cgroup.destroy();
    }
    this.pool = null;
  }
}
