/**
 * The Docker driver (dockerode; env DOCKER_HOST, default /var/run/docker.sock). The engine must
 * run on the worker's machine: the driver reads its containers' cgroups and processes.
 *
 * The judge root filesystem is imported once as an image (`docker-image.ts`); each slot keeps
 * one pooled container (`docker-slot.ts`: `--network none`, read-only root, no capabilities,
 * no-new-privileges, the bwrap driver's seccomp filter as a Docker profile, private IPC, a tmpfs
 * /tmp, the slot's host folder as /box), so a run pays a `docker exec`, not a container start.
 * A container found dead is replaced before the next run.
 *
 * Per run: the run's files are copied into the slot folder (owned by the slot uid only when the
 * run may write there, so test runs see /box read-only), the memory and pids limits are written
 * to the container's cgroup, and the program runs as the slot uid with a cleared environment and
 * rlimits (file size, stack, core, open files, message queues) through `prlimit`. CPU time is
 * polled from the cgroup and the run killed at the limit, like bwrap; MEMORY_LIMIT comes from
 * the cgroup's OOM-kill counter. When the program exits, whatever it left running is killed
 * (so a daemon holding stdout cannot keep the run open), /tmp and /dev/shm are emptied and the
 * slot folder cleared.
 *
 * Weaker than bwrap: /tmp is one size for every run (the largest a compile asks for; its pages
 * count against the run's memory limit); peak memory is the container cgroup's peak rather
 * than the largest process's resident size; each run pays a `docker exec` (runc), tens of ms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Duplex } from 'node:stream';
import Docker from 'dockerode';
import { SlotPool } from './slot-pool.ts';
import { collectOutput } from './collect-run.ts';
import { giveFoldersTo } from './work-dir-owner.ts';
import { ensureJudgeImage } from './docker-image.ts';
import {
  killRunProcesses,
  slotAlive,
  slotDirRoot,
  startSlotContainer,
  sweepStaleContainers,
  sweepStaleSlotDirs,
  wipeContainerScratch,
  type SlotContainer,
} from './docker-slot.ts';
import {
  SandboxInfraError,
  type DriverStatus,
  type SandboxDriver,
  type SandboxResult,
  type SandboxRunSpec,
} from './types.ts';

/** How long the output may still arrive after the program is seen to have exited. */
const EXIT_GRACE_MS = 250;
/** Extra wall time before the program is known to have started (the engine's exec set-up). */
const ENGINE_GRACE_MS = 10_000;

interface DockerSlot {
  index: number;
  uid: number;
  dir: string;
  box: SlotContainer | null;
}

/** docker exec reports a program killed by a signal as 128 + the signal. */
function decodeExecExit(code: number | null): { exitCode: number | null; signal: number | null } {
  if (code !== null && code > 128 && code <= 128 + 64) return { exitCode: null, signal: code - 128 };
  return { exitCode: code, signal: null };
}

/** Clock ticks per second of /proc/<pid>/stat's start time (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/** How long ago a host process started, from its start time in /proc (0 when unknown). */
function processAgeMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const uptimeS = Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
    return Math.max(0, uptimeS * 1000 - (startTicks * 1000) / USER_HZ);
  } catch {
    return 0;
  }
}

/** A file, folder or symbolic link (what a run may hand back from /box). */
function plainEntry(file: string): boolean {
  const st = fs.lstatSync(file);
  return st.isFile() || st.isDirectory() || st.isSymbolicLink();
}

/** Whether a host process has exited (gone, or a zombie waiting for its parent). */
function exited(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return true;
  }
}

/** Docker driver: see the module comment. */
export class DockerDriver implements SandboxDriver {
  readonly name = 'docker' as const;
  private readonly slots: number;
  private readonly docker = new Docker();
  private pool: SlotPool<DockerSlot> | null = null;
  private initializing: Promise<SlotPool<DockerSlot>> | null = null;
  private image = '';
  private cgroupParent: string | undefined;
  private readonly all: DockerSlot[] = [];
  /** Containers started by this driver so far (a run never starts one; a dead one is replaced). */
  containersStarted = 0;

  constructor(options: { slots: number }) {
    this.slots = options.slots;
  }

  async status(): Promise<DriverStatus> {
    try {
      await this.docker.ping();
    } catch (err) {
      return {
        available: false,
        reason: `no Docker engine reachable at ${process.env.DOCKER_HOST ?? '/var/run/docker.sock'} (${(err as Error).message})`,
      };
    }
    try {
      await this.init();
      return { available: true };
    } catch (err) {
      return { available: false, reason: (err as Error).message };
    }
  }

  residentPids(): number[] {
    return this.all.flatMap((s) => s.box?.residents ?? []);
  }

  /** The pooled container of each slot (for tests and diagnostics). */
  containers(): SlotContainer[] {
    return this.all.flatMap((s) => (s.box ? [s.box] : []));
  }

  private init(): Promise<SlotPool<DockerSlot>> {
    if (this.pool) return Promise.resolve(this.pool);
    this.initializing ??= (async () => {
      if (process.getuid?.() !== 0)
        throw new SandboxInfraError(
          "the docker driver needs to run as root (it reads and limits its containers' cgroups)",
        );
      this.image = await ensureJudgeImage(this.docker);
      this.cgroupParent = (await this.docker.info()).CgroupDriver === 'cgroupfs' ? '/' : undefined;
      await sweepStaleContainers(this.docker);
      sweepStaleSlotDirs();
      const uidBase = Number(process.env.SEODANG_JUDGE_UID_BASE ?? 61000) + 48;
      for (let i = 0; i < this.slots; i++) {
        const dir = path.join(slotDirRoot(), `${process.pid}-${this.all.length}`);
        fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
        const slot: DockerSlot = { index: i, uid: uidBase + i, dir, box: null };
        this.all.push(slot);
        await this.renew(slot);
      }
      this.pool = new SlotPool(this.all.slice(-this.slots));
      return this.pool;
    })().catch((err: unknown) => {
      this.initializing = null;
      throw err;
    });
    return this.initializing;
  }

  /** Replaces a slot's container (first start, or the old one died or misbehaved). */
  private async renew(slot: DockerSlot): Promise<SlotContainer> {
    if (slot.box) await slot.box.container.remove({ force: true }).catch(() => {});
    slot.box = null;
    slot.box = await startSlotContainer(this.docker, this.image, slot.dir, this.cgroupParent);
    this.containersStarted++;
    return slot.box;
  }

  async run(spec: SandboxRunSpec): Promise<SandboxResult> {
    if (spec.readOnlyMounts && Object.keys(spec.readOnlyMounts).length > 0) {
      throw new SandboxInfraError('the docker driver does not take extra mounts');
    }
    const pool = await this.init();
    const outcome = await pool.run(async (slot) => {
      try {
        return { result: await this.runInSlot(slot, spec) };
      } catch (error) {
        // A fresh container keeps the slot in service; if even that fails the slot retires.
        await this.renew(slot);
        return { error };
      }
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  private async runInSlot(slot: DockerSlot, spec: SandboxRunSpec): Promise<SandboxResult> {
    const box = slot.box && slotAlive(slot.box) ? slot.box : await this.renew(slot);
    const { limits } = spec;
    fs.cpSync(spec.workDir, slot.dir, { recursive: true, verbatimSymlinks: true });
    if (spec.workDirWritable) giveFoldersTo(slot.dir, slot.uid);
    box.cgroup.apply({ memoryBytes: limits.memoryBytes, pids: limits.pids + 1 }); // + the container's init
    resetPeak(box);
    const before = box.cgroup.counters();
    const env = Object.entries(spec.env).map(([k, v]) => `${k}=${v}`);
    const argv = [
      '/usr/bin/env',
      '-i',
      ...env,
      '/usr/bin/prlimit',
      `--fsize=${limits.fileSizeBytes}`,
      `--stack=${limits.stackBytes}`,
      '--core=0',
      '--nofile=512',
      '--memlock=0',
      '--msgqueue=0',
      // Backstop only: the cgroup's CPU total is what the worker enforces.
      `--cpu=${Math.ceil(limits.cpuMs / 1000) + 1}`,
      '--',
      ...spec.argv,
    ];
    let result: SandboxResult;
    try {
      const exec = await box.container.exec({
        Cmd: argv,
        User: `${slot.uid}:${slot.uid}`,
        WorkingDir: spec.cwd ?? '/box',
        AttachStdin: true,
        AttachStdout: true,
        AttachStderr: true,
        Tty: false,
      });
      const started = performance.now();
      const stream = await exec.start({ hijack: true, stdin: true });
      result = await this.follow(box, exec, stream, spec, started, before);
    } finally {
      await killRunProcesses(box);
      wipeContainerScratch(box);
      // Back to the work dir: files, folders and links as they are (a relative link must not come
      // to name the slot folder); pipes, sockets and devices a run made are left out.
      if (spec.workDirWritable)
        fs.cpSync(slot.dir, spec.workDir, { recursive: true, verbatimSymlinks: true, filter: plainEntry });
      for (const f of fs.readdirSync(slot.dir))
        fs.rmSync(path.join(slot.dir, f), { recursive: true, force: true });
      fs.lchownSync(slot.dir, 0, 0);
    }
    return result;
  }

  /** Feeds stdin, collects output, enforces the limits and waits for the program to end. */
  private async follow(
    box: SlotContainer,
    exec: Docker.Exec,
    stream: Duplex,
    spec: SandboxRunSpec,
    started: number,
    before: ReturnType<SlotContainer['cgroup']['counters']>,
  ): Promise<SandboxResult> {
    const { limits } = spec;
    let timeLimit: SandboxResult['timeLimit'] = null;
    let killed = false;
    const kill = (): void => {
      if (killed) return;
      killed = true;
      box.cgroup.killAllExcept(box.residents);
    };
    const output = collectOutput(limits.outputBytes, kill);
    const out = new PassThrough().on('data', output.stdout);
    const err = new PassThrough().on('data', output.stderr);
    this.docker.modem.demuxStream(stream, out, err);
    stream.on('error', () => {
      /* the connection closes when the program is killed */
    });
    stream.end(spec.stdin ?? '');

    // The wall clock runs from the program's own start: the engine's exec set-up (tens of ms,
    // much more on a loaded machine) is not the program's time. Its host pid comes from the
    // exec's inspect once the engine has started it; a backstop covers an engine that never says.
    let pid = 0;
    let programStart = started;
    let wallMs = 0;
    let gone: NodeJS.Timeout | undefined;
    let wallTimer: NodeJS.Timeout | undefined;
    const wallLimit = (after: number): void => {
      clearTimeout(wallTimer);
      wallTimer = setTimeout(
        () => {
          timeLimit ??= 'wall';
          kill();
        },
        Math.max(0, after),
      );
    };
    wallLimit(limits.wallMs + ENGINE_GRACE_MS);
    let ended = false;
    void (async () => {
      for (let i = 0; !pid && !ended && i < 2000; i++) {
        pid = (await exec.inspect().catch(() => ({ Pid: 0 }))).Pid;
        if (!pid) await new Promise((r) => setTimeout(r, 5));
      }
      if (!pid || ended) return;
      programStart = performance.now() - processAgeMs(pid);
      wallLimit(limits.wallMs - (performance.now() - programStart));
    })();
    await new Promise<void>((resolve) => {
      const done = (): void => {
        ended = true;
        wallMs ||= performance.now() - programStart;
        clearTimeout(gone);
        clearTimeout(wallTimer);
        clearInterval(poll);
        resolve();
      };
      stream.on('end', done);
      stream.on('close', done);
      const poll = setInterval(
        () => {
          if (box.cgroup.counters().cpuUs - before.cpuUs > limits.cpuMs * 1000) {
            timeLimit ??= 'cpu';
            kill();
          }
          // The program is gone but something it started still holds its output open: end the run.
          if (pid && exited(pid) && !gone) {
            wallMs ||= performance.now() - programStart;
            killed = true;
            box.cgroup.killAllExcept(box.residents);
            // The engine can hold an exec's streams open for seconds after a kill; what the
            // program wrote before it ended arrives well within this grace.
            gone = setTimeout(() => {
              stream.destroy();
              done();
            }, EXIT_GRACE_MS);
          }
        },
        Math.max(5, Math.min(50, limits.cpuMs / 20)),
      );
    });
    let info = await exec.inspect();
    for (let i = 0; i < 200 && info.Running; i++) {
      await new Promise((r) => setTimeout(r, 5));
      info = await exec.inspect();
    }
    if (info.Running) throw new SandboxInfraError('docker exec still running after its output closed');
    await killRunProcesses(box);
    const after = box.cgroup.counters();
    const cpuMs = Math.round((after.cpuUs - before.cpuUs) / 1000);
    const kept = output.kept();
    // The engine could not start the program (its message comes first on stderr): not the learner's doing.
    if (kept.stderr.subarray(0, 64).toString().startsWith('OCI runtime exec failed')) {
      throw new SandboxInfraError(`docker exec failed: ${kept.stderr.toString().slice(0, 300)}`);
    }
    if (!timeLimit && cpuMs > limits.cpuMs) timeLimit = 'cpu';
    if (!timeLimit && wallMs > limits.wallMs) timeLimit = 'wall';
    return {
      ...decodeExecExit(info.ExitCode),
      timeLimit,
      outputLimit: output.capped,
      memoryLimit: after.oomKills > before.oomKills,
      cpuMs,
      wallMs: Math.round(wallMs),
      memoryKb: Math.round(after.memoryPeakBytes / 1024),
      ...kept,
    };
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    this.initializing = null;
    if (pool) await pool.drain();
    for (const slot of this.all.splice(0)) {
      await slot.box?.container.remove({ force: true }).catch(() => {});
      slot.box = null;
      fs.rmSync(slot.dir, { recursive: true, force: true });
    }
  }
}

/** Starts the cgroup's peak-memory record afresh for the next run (v1 and kernels ≥ 6.12 allow it). */
function resetPeak(box: SlotContainer): void {
  for (const dir of box.cgroup.dirs) {
    for (const file of ['memory.max_usage_in_bytes', 'memory.peak']) {
      try {
        fs.writeFileSync(path.join(dir, file), '0');
      } catch {
        /* not this hierarchy */
      }
    }
  }
}
