/**
 * The nsjail driver, for operators who install nsjail (not packaged in Debian): env
 * `SEODANG_JUDGE_NSJAIL` names the binary (default: `nsjail` on PATH). Same supervisor, same
 * slot cgroups and uids as the bwrap driver; nsjail chroots into the judge root filesystem
 * read-only, with its own namespaces, rlimits and a Kafel seccomp policy built from the same
 * deny list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { CgroupSlot, detectCgroups, sweepStaleSlots } from './cgroups.ts';
import { ensureSandboxHelper } from './helper.ts';
import { DENIED_SYSCALLS } from './seccomp.ts';
import { SlotPool } from './slot-pool.ts';
import { collectRun } from './collect-run.ts';
import { giveFoldersTo } from './work-dir-owner.ts';
import {
  SandboxInfraError,
  type DriverStatus,
  type SandboxDriver,
  type SandboxResult,
  type SandboxRunSpec,
} from './types.ts';
import { rootfsDir } from '../paths.ts';

interface NsjailSlot {
  uid: number;
  cgroup: CgroupSlot;
}

let instances = 0;

/** The Kafel policy: the bwrap filter's deny list plus namespace flags on clone. */
export function kafelPolicy(): string {
  return `ERRNO(1) { ${Object.keys(DENIED_SYSCALLS).join(', ')}, clone { (clone_flags & 0x7e020080) != 0 } } ERRNO(38) { clone3 } DEFAULT ALLOW`;
}

function findBinary(): string | null {
  const configured = process.env.SEODANG_JUDGE_NSJAIL;
  if (configured) return fs.existsSync(configured) ? configured : null;
  try {
    return execFileSync('sh', ['-c', 'command -v nsjail'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const MIB = 1 << 20;

/** nsjail driver: see the module comment. */
export class NsjailDriver implements SandboxDriver {
  readonly name = 'nsjail' as const;
  private readonly slots: number;
  private pool: SlotPool<NsjailSlot> | null = null;
  private binary = '';
  private helper = '';

  constructor(options: { slots: number }) {
    this.slots = options.slots;
  }

  async status(): Promise<DriverStatus> {
    try {
      this.init();
      return { available: true };
    } catch (err) {
      return { available: false, reason: (err as Error).message };
    }
  }

  private init(): SlotPool<NsjailSlot> {
    if (this.pool) return this.pool;
    const binary = findBinary();
    if (!binary) throw new SandboxInfraError('nsjail not installed (set SEODANG_JUDGE_NSJAIL to its path)');
    if (process.getuid?.() !== 0) throw new SandboxInfraError('the nsjail driver needs to run as root');
    if (!fs.existsSync(path.join(rootfsDir(), 'box')))
      throw new SandboxInfraError('judge root filesystem missing (run: npx seodang-judge prepare)');
    this.binary = binary;
    this.helper = ensureSandboxHelper();
    const layout = detectCgroups();
    sweepStaleSlots(layout);
    const uidBase = Number(process.env.SEODANG_JUDGE_UID_BASE ?? 61000) + 32;
    const instance = instances++;
    this.pool = new SlotPool(
      Array.from({ length: this.slots }, (_, i) => ({
        uid: uidBase + i,
        cgroup: new CgroupSlot(layout, `nsjail-${process.pid}-${instance}-${i}`),
      })),
    );
    return this.pool;
  }

  async run(spec: SandboxRunSpec): Promise<SandboxResult> {
    const pool = this.init();
    return pool.run((slot) => this.runInSlot(slot, spec));
  }

  private runInSlot(slot: NsjailSlot, spec: SandboxRunSpec): Promise<SandboxResult> {
    const { limits } = spec;
    slot.cgroup.apply({ memoryBytes: limits.memoryBytes, pids: limits.pids });
    const before = slot.cgroup.counters();
    if (spec.workDirWritable) giveFoldersTo(spec.workDir, slot.uid);
    const args: string[] = [];
    for (const dir of slot.cgroup.dirs) args.push('--cgroup', dir);
    args.push(
      '--status-fd',
      '3',
      '--',
      this.binary,
      '-Mo',
      '--really_quiet',
      '--chroot',
      rootfsDir(),
      '--user',
      `1000:${slot.uid}:1`,
      '--group',
      `1000:${slot.uid}:1`,
      '--hostname',
      'judge',
      '--cwd',
      spec.cwd ?? '/box',
      '--time_limit',
      String(Math.ceil(limits.wallMs / 1000) + 1),
      '--rlimit_as',
      'inf',
      '--rlimit_core',
      '0',
      '--rlimit_nproc',
      'inf',
      '--rlimit_nofile',
      '512',
      '--rlimit_cpu',
      String(Math.ceil(limits.cpuMs / 1000) + 1),
      '--rlimit_fsize',
      String(Math.max(1, Math.ceil(limits.fileSizeBytes / MIB))),
      '--rlimit_stack',
      String(Math.max(1, Math.ceil(limits.stackBytes / MIB))),
      '-m',
      `none:/tmp:tmpfs:size=${limits.tmpBytes}`,
      spec.workDirWritable ? '-B' : '-R',
      `${spec.workDir}:/box`,
      '-R',
      '/dev/null',
      '-R',
      '/dev/zero',
      '-R',
      '/dev/urandom',
      '-R',
      '/dev/random',
      '--seccomp_string',
      kafelPolicy(),
    );
    for (const [inside, host] of Object.entries(spec.readOnlyMounts ?? {}))
      args.push('-R', `${host}:${inside}`);
    for (const [k, v] of Object.entries(spec.env)) args.push('--env', `${k}=${v}`);
    args.push('--', ...spec.argv);
    // fd 3 carries the supervisor's status; there is no seccomp fd to pass (nsjail compiles Kafel).
    const child = spawn(this.helper, args, { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], env: {} });
    return collectRun({
      child,
      spec,
      statusFd: 3,
      cpuUsedUs: () => slot.cgroup.counters().cpuUs - before.cpuUs,
      memoryUsedBytes: () => slot.cgroup.memoryBytes(),
      kill: () => slot.cgroup.killAll(),
      finish: async (status) => {
        const after = slot.cgroup.counters();
        for (let i = 0; i < 100 && slot.cgroup.pids().length > 0; i++) {
          slot.cgroup.killAll();
          await new Promise((r) => setTimeout(r, 10));
        }
        if (slot.cgroup.pids().length > 0)
          throw new SandboxInfraError(`processes left in cgroup ${slot.cgroup.name}`);
        return {
          cpuMs: Math.round((after.cpuUs - before.cpuUs) / 1000),
          memoryLimit: after.oomKills > before.oomKills,
          memoryKb: status.maxRssKb,
        };
      },
    });
  }

  async close(): Promise<void> {
    if (!this.pool) return;
    for (const slot of await this.pool.drain()) {
      slot.cgroup.killAll();
      slot.cgroup.destroy();
    }
    this.pool = null;
  }
}
