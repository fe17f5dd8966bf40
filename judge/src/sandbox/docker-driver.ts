/**
 * The Docker driver (dockerode; env DOCKER_HOST or /var/run/docker.sock, a local engine).
 * The judge root filesystem is imported once as an image; each slot keeps one pooled container
 * (`--network none`, read-only root, all capabilities dropped, no-new-privileges, a tmpfs /tmp,
 * the slot's own host directory as /box) so a run pays a `docker exec`, not a container start.
 * Per run the container's memory and pids limits are updated; CPU time comes from the
 * container's cgroup, per-process limits from `prlimit`. After each run every process of the
 * slot uid is killed and /tmp is emptied.
 *
 * Limits of this driver compared with bwrap: /box is writable during test runs, OOM kills are
 * recognised from the exit signal with memory at the limit, and CPU time is enforced per process
 * (RLIMIT_CPU) plus the wall limit rather than polled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { spawn } from 'node:child_process';
import Docker from 'dockerode';
import { SlotPool } from './slot-pool.ts';
import { giveFoldersTo } from './work-dir-owner.ts';
import { SandboxInfraError, type DriverStatus, type SandboxDriver, type SandboxResult, type SandboxRunSpec } from './types.ts';
import { readStamp } from '../languages/versions.ts';
import { rootfsDir, workRoot } from '../paths.ts';

interface DockerSlot { index: number; uid: number; container: Docker.Container; dir: string }

const MIB = 1 << 20;

/** Docker driver: see the module comment. */
export class DockerDriver implements SandboxDriver {
  readonly name = 'docker' as const;
  private readonly slots: number;
  private readonly docker = new Docker();
  private pool: SlotPool<DockerSlot> | null = null;
  private initializing: Promise<SlotPool<DockerSlot>> | null = null;

  constructor(options: { slots: number }) {
    this.slots = options.slots;
  }

  async status(): Promise<DriverStatus> {
    try {
      await this.docker.ping();
    } catch (err) {
      return { available: false, reason: `no Docker engine reachable (${(err as Error).message})` };
    }
    try {
      await this.init();
      return { available: true };
    } catch (err) {
      return { available: false, reason: (err as Error).message };
    }
  }

  private imageName(): string {
    const stamp = readStamp();
    if (!stamp) throw new SandboxInfraError('judge root filesystem missing (run: npx seodang-judge prepare)');
    return `seodang-judge-rootfs:${stamp.packagesHash.slice(0, 12)}-${stamp.setupHash.slice(0, 12)}`;
  }

  /** Imports the root filesystem as an image when the engine does not have it yet. */
  private async ensureImage(): Promise<string> {
    const name = this.imageName();
    try {
      await this.docker.getImage(name).inspect();
      return name;
    } catch { /* import below */ }
    const [repo, tag] = name.split(':');
    const tar = spawn('tar', ['-C', rootfsDir(), '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const progress = await this.docker.importImage(tar.stdout, { repo, tag });
    await new Promise<void>((resolve, reject) => this.docker.modem.followProgress(progress, (err) => (err ? reject(err) : resolve())));
    return name;
  }

  private init(): Promise<SlotPool<DockerSlot>> {
    if (this.pool) return Promise.resolve(this.pool);
    this.initializing ??= (async () => {
      const image = await this.ensureImage();
      const uidBase = Number(process.env.SEODANG_JUDGE_UID_BASE ?? 61000) + 48;
      const slots: DockerSlot[] = [];
      for (let i = 0; i < this.slots; i++) {
        const dir = path.join(workRoot(), `docker-slot-${process.pid}-${i}`);
        fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
        fs.chownSync(dir, uidBase + i, uidBase + i);
        const container = await this.docker.createContainer({
          Image: image, Cmd: ['sleep', 'infinity'], User: '0', NetworkDisabled: true, Hostname: 'judge',
          Labels: { 'seodang.judge': 'slot' },
          HostConfig: {
            NetworkMode: 'none', ReadonlyRootfs: true, CapDrop: ['ALL'], SecurityOpt: ['no-new-privileges'],
            Tmpfs: { '/tmp': 'rw,nosuid,nodev,size=512m,mode=1777' }, Binds: [`${dir}:/box:rw`],
            Memory: 1024 * MIB, MemorySwap: 1024 * MIB, PidsLimit: 256, AutoRemove: false,
          },
        });
        await container.start();
        slots.push({ index: i, uid: uidBase + i, container, dir });
      }
      this.pool = new SlotPool(slots);
      return this.pool;
    })();
    return this.initializing;
  }

  private async exec(slot: DockerSlot, cmd: string[], user: string, opts: { stdin?: Buffer | string; env?: Record<string, string>; cwd?: string } = {}) {
    const exec = await slot.container.exec({
      Cmd: cmd, User: user, AttachStdin: opts.stdin !== undefined, AttachStdout: true, AttachStderr: true, Tty: false,
      Env: Object.entries(opts.env ?? {}).map(([k, v]) => `${k}=${v}`), WorkingDir: opts.cwd ?? '/box',
    });
    const stream = await exec.start({ hijack: true, stdin: opts.stdin !== undefined });
    return { exec, stream };
  }

  private async cpuNs(slot: DockerSlot): Promise<number> {
    const s = (await slot.container.stats({ stream: false, 'one-shot': true } as { stream: false })) as { cpu_stats: { cpu_usage: { total_usage: number } }; memory_stats: { usage?: number; max_usage?: number } };
    return s.cpu_stats.cpu_usage.total_usage;
  }

  async run(spec: SandboxRunSpec): Promise<SandboxResult> {
    const pool = await this.init();
    return pool.run((slot) => this.runInSlot(slot, spec));
  }

  private async runInSlot(slot: DockerSlot, spec: SandboxRunSpec): Promise<SandboxResult> {
    const { limits } = spec;
    fs.cpSync(spec.workDir, slot.dir, { recursive: true });
    giveFoldersTo(slot.dir, slot.uid);
    await slot.container.update({ Memory: limits.memoryBytes, MemorySwap: limits.memoryBytes, PidsLimit: limits.pids });
    const cpuBefore = await this.cpuNs(slot);
    const argv = ['prlimit', `--cpu=${Math.ceil(limits.cpuMs / 1000) + 1}`, `--fsize=${limits.fileSizeBytes}`, `--stack=${limits.stackBytes}`,
      '--core=0', '--nofile=512', '--', ...spec.argv];
    const started = performance.now();
    const { exec, stream } = await this.exec(slot, argv, `${slot.uid}:${slot.uid}`, { stdin: spec.stdin ?? '', env: spec.env, cwd: spec.cwd });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let bytes = 0;
    let outputLimit = false;
    let timeLimit: SandboxResult['timeLimit'] = null;
    const killAll = (): void => { void this.exec(slot, ['kill', '-9', '-1'], `${slot.uid}:${slot.uid}`).catch(() => {}); };
    const sink = (into: Buffer[]): PassThrough => {
      const p = new PassThrough();
      p.on('data', (c: Buffer) => {
        if (outputLimit) return;
        if (bytes + c.length > limits.outputBytes) {
          into.push(c.subarray(0, limits.outputBytes - bytes));
          bytes = limits.outputBytes;
          outputLimit = true;
          killAll();
          return;
        }
        bytes += c.length;
        into.push(c);
      });
      return p;
    };
    this.docker.modem.demuxStream(stream, sink(stdout), sink(stderr));
    stream.end(spec.stdin ?? '');
    const wall = setTimeout(() => { timeLimit ??= 'wall'; killAll(); }, limits.wallMs);
    await new Promise<void>((resolve) => { stream.on('end', resolve); stream.on('close', resolve); });
    clearTimeout(wall);
    const wallMs = performance.now() - started;
    const info = await exec.inspect();
    // Nothing of the run survives it: kill the slot uid's processes and empty /tmp and /box.
    await (await this.exec(slot, ['kill', '-9', '-1'], `${slot.uid}:${slot.uid}`)).exec.inspect().catch(() => undefined);
    const clean = await this.exec(slot, ['find', '/tmp', '-mindepth', '1', '-delete'], '0');
    await new Promise((r) => { clean.stream.on('end', r); clean.stream.on('close', r); });
    const cpuMs = Math.round((await this.cpuNs(slot) - cpuBefore) / 1e6);
    if (spec.workDirWritable) fs.cpSync(slot.dir, spec.workDir, { recursive: true });
    for (const f of fs.readdirSync(slot.dir)) fs.rmSync(path.join(slot.dir, f), { recursive: true, force: true });
    const code = info.ExitCode ?? null;
    if (code === 126 || code === 127) {
      const msg = Buffer.concat(stderr).toString();
      if (/OCI runtime|exec failed/.test(msg)) throw new SandboxInfraError(`docker exec failed: ${msg.slice(0, 300)}`);
    }
    if (!timeLimit && cpuMs > limits.cpuMs) timeLimit = 'cpu';
    const signal = code !== null && code > 128 ? code - 128 : null;
    return {
      exitCode: signal ? null : code, signal, timeLimit, outputLimit,
      // SIGKILL without a time or output limit in a memory-limited container is the OOM killer.
      memoryLimit: signal === 9 && !timeLimit && !outputLimit,
      cpuMs, wallMs: Math.round(wallMs), memoryKb: 0,
      stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr),
    };
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    if (!pool) return;
    for (const slot of await pool.drain()) {
      await slot.container.remove({ force: true }).catch(() => {});
      fs.rmSync(slot.dir, { recursive: true, force: true });
    }
  }
}
