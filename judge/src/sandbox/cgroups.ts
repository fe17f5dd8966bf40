/**
 * Resource limits through cgroups, v1 or v2, detected at start.
 *
 * Each sandbox slot owns one long-lived cgroup (v2) or one cgroup per controller (v1:
 * memory, cpuacct, pids). Slots are reused between runs — creating and removing memory
 * cgroups per run costs several milliseconds — so counters are read as deltas around a run.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The cgroup hierarchy in use. */
export type CgroupVersion = 'v1' | 'v2';

/** What the judge found on this machine. */
export interface CgroupLayout {
  version: CgroupVersion;
  /** v2: the parent cgroup under which slots are created. v1: controller name → parent dir. */
  parents: Record<string, string>;
}

/** Counters of one slot, read before and after a run. */
export interface CgroupCounters {
  cpuUs: number;
  oomKills: number;
  memoryPeakBytes: number;
}

/** Limits applied to a slot before a run. */
export interface CgroupLimits {
  memoryBytes: number;
  pids: number;
}

const V1_CONTROLLERS = ['memory', 'cpuacct', 'pids'] as const;

function readFile(p: string): string {
  return fs.readFileSync(p, 'utf8');
}

function writeFile(p: string, value: string): void {
  fs.writeFileSync(p, value);
}

/**
 * Detects cgroup v2 (a unified hierarchy with the memory and pids controllers available) or v1
 * (memory, cpuacct and pids hierarchies), and prepares the parent cgroup the judge uses:
 * env `SEODANG_JUDGE_CGROUP` (a name, default `seodang-judge`) relative to the hierarchy root.
 * For v2 the worker must be able to write there (run as root, or in a delegated subtree).
 */
export function detectCgroups(
  root = '/sys/fs/cgroup',
  name = process.env.SEODANG_JUDGE_CGROUP ?? 'seodang-judge',
): CgroupLayout {
  for (const unified of [root, path.join(root, 'unified')]) {
    const controllersFile = path.join(unified, 'cgroup.controllers');
    if (!fs.existsSync(controllersFile)) continue;
    const available = readFile(controllersFile).trim().split(/\s+/);
    if (!available.includes('memory') || !available.includes('pids')) continue;
    return setUpV2(unified, name);
  }
  const parents: Record<string, string> = {};
  for (const c of V1_CONTROLLERS) {
    const mount = path.join(root, c);
    if (!fs.existsSync(path.join(mount, 'cgroup.procs'))) {
      throw new Error(
        `no usable cgroup hierarchy: cgroup v2 lacks memory/pids and v1 has no ${c} controller at ${mount}`,
      );
    }
    const parent = path.join(mount, name);
    fs.mkdirSync(parent, { recursive: true });
    parents[c] = parent;
  }
  return { version: 'v1', parents };
}

function setUpV2(mount: string, name: string): CgroupLayout {
  // A v2 cgroup can only hand controllers to children when it has no processes itself
  // ("no internal processes"), so the judge's parent is its own subtree directly under the
  // hierarchy root (writable as root), with memory, pids and cpu enabled on the way down.
  const parent = path.join(mount, name);
  fs.mkdirSync(parent, { recursive: true });
  const enable = (dir: string): void => {
    const want = ['memory', 'pids', 'cpu'];
    const available = readFile(path.join(dir, 'cgroup.controllers')).trim().split(/\s+/);
    const enabled = readFile(path.join(dir, 'cgroup.subtree_control')).trim().split(/\s+/);
    const missing = want.filter((c) => available.includes(c) && !enabled.includes(c));
    if (missing.length > 0)
      writeFile(path.join(dir, 'cgroup.subtree_control'), missing.map((c) => `+${c}`).join(' '));
  };
  enable(mount);
  enable(parent);
  return { version: 'v2', parents: { unified: parent } };
}

/** One reusable cgroup (set) for one sandbox slot. */
export class CgroupSlot {
  readonly layout: CgroupLayout;
  readonly name: string;
  /** Directories the run's processes join (one per v1 controller, or the v2 cgroup). */
  readonly dirs: string[];

  constructor(layout: CgroupLayout, name: string) {
    this.layout = layout;
    this.name = name;
    this.dirs = Object.values(layout.parents).map((p) => path.join(p, name));
    for (const d of this.dirs) fs.mkdirSync(d, { recursive: true });
  }

  private dir(controller: string): string {
    return this.layout.version === 'v2'
      ? path.join(this.layout.parents.unified, this.name)
      : path.join(this.layout.parents[controller], this.name);
  }

  private applied = '';

  /** Sets the limits for the next run (skipped when unchanged since the last run). */
  apply(limits: CgroupLimits): void {
    const key = `${limits.memoryBytes}/${limits.pids}`;
    if (key === this.applied) return;
    this.applied = key;
    const mem = String(limits.memoryBytes);
    if (this.layout.version === 'v2') {
      const d = this.dir('unified');
      writeFile(path.join(d, 'memory.max'), mem);
      if (fs.existsSync(path.join(d, 'memory.swap.max'))) writeFile(path.join(d, 'memory.swap.max'), '0');
      writeFile(path.join(d, 'pids.max'), String(limits.pids));
    } else {
      const m = this.dir('memory');
      // memsw must stay ≥ limit_in_bytes; order the writes so neither is rejected.
      const memsw = path.join(m, 'memory.memsw.limit_in_bytes');
      const hasMemsw = fs.existsSync(memsw);
      const current = Number(readFile(path.join(m, 'memory.limit_in_bytes')));
      if (hasMemsw && limits.memoryBytes > current) writeFile(memsw, mem);
      writeFile(path.join(m, 'memory.limit_in_bytes'), mem);
      if (hasMemsw) writeFile(memsw, mem);
      writeFile(path.join(this.dir('pids'), 'pids.max'), String(limits.pids));
    }
  }

  /** Reads CPU time, OOM kills and peak memory. */
  counters(): CgroupCounters {
    if (this.layout.version === 'v2') {
      const d = this.dir('unified');
      const cpu = /usage_usec (\d+)/.exec(readFile(path.join(d, 'cpu.stat')));
      const oom = /oom_kill (\d+)/.exec(readFile(path.join(d, 'memory.events')));
      let peak = 0;
      try {
        peak = Number(readFile(path.join(d, 'memory.peak')));
      } catch {
        /* kernels before 5.19 */
      }
      return { cpuUs: cpu ? Number(cpu[1]) : 0, oomKills: oom ? Number(oom[1]) : 0, memoryPeakBytes: peak };
    }
    const m = this.dir('memory');
    const oom = /oom_kill (\d+)/.exec(readFile(path.join(m, 'memory.oom_control')));
    return {
      cpuUs: Math.round(Number(readFile(path.join(this.dir('cpuacct'), 'cpuacct.usage'))) / 1000),
      oomKills: oom ? Number(oom[1]) : 0,
      memoryPeakBytes: Number(readFile(path.join(m, 'memory.max_usage_in_bytes'))),
    };
  }

  /** Memory the slot's processes use now (v2 memory.current, v1 memory.usage_in_bytes). */
  memoryBytes(): number {
    return this.layout.version === 'v2'
      ? Number(readFile(path.join(this.dir('unified'), 'memory.current')))
      : Number(readFile(path.join(this.dir('memory'), 'memory.usage_in_bytes')));
  }

  /** Process ids currently in the slot. */
  pids(): number[] {
    const seen = new Set<number>();
    for (const d of this.dirs) {
      try {
        for (const p of readFile(path.join(d, 'cgroup.procs')).split('\n')) if (p) seen.add(Number(p));
      } catch {
        /* removed */
      }
    }
    return [...seen];
  }

  /** Kills every process of the slot (v2: cgroup.kill; v1: SIGKILL each, until empty). */
  killAll(): void {
    if (this.layout.version === 'v2') {
      const killFile = path.join(this.dir('unified'), 'cgroup.kill');
      if (fs.existsSync(killFile)) {
        writeFile(killFile, '1');
        return;
      }
    }
    // Killing the pid-namespace init takes the whole namespace with it; repeat for stragglers.
    for (let round = 0; round < 50; round++) {
      const pids = this.pids();
      if (pids.length === 0) return;
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
  }

  /**
   * Kills every process of the slot except `keep` (a pre-forked slot's own processes), SIGKILL
   * to each, repeated until none is left or a fork bomb outlasts 50 rounds (the caller checks).
   */
  killAllExcept(keep: readonly number[]): void {
    for (let round = 0; round < 50; round++) {
      const pids = this.pids().filter((p) => !keep.includes(p));
      if (pids.length === 0) return;
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
  }

  /** Removes the slot's cgroups (after its processes are gone). */
  destroy(): void {
    for (const d of this.dirs) {
      try {
        fs.rmdirSync(d);
      } catch {
        /* busy or gone */
      }
    }
  }
}

/** Whether a process exists (EPERM: it does, under another uid). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes slot cgroups left by workers that died (named `<kind>-<pid>-...`), killing anything still in them. */
export function sweepStaleSlots(layout: CgroupLayout): number {
  const stale = new Set<string>();
  for (const parent of Object.values(layout.parents)) {
    for (const entry of fs.readdirSync(parent, { withFileTypes: true })) {
      const m = /^[a-z]+-(\d+)-/.exec(entry.name);
      if (entry.isDirectory() && m && !processAlive(Number(m[1]))) stale.add(entry.name);
    }
  }
  for (const name of stale) {
    const slot = new CgroupSlot(layout, name);
    slot.killAll();
    slot.destroy();
  }
  return stale.size;
}
