/**
 * A pre-forked sandbox slot: one long-lived `sandbox-zygote` (judge/native/sandbox-zygote.c)
 * inside namespaces and mounts that bwrap sets up once, which forks each run with a fresh mount,
 * ipc and network namespace, a fresh /tmp and /dev/shm and the run's work dir at /box. The zygote
 * leaves bwrap's mounts for an overlay root first, so no mount a run can list names a host path. A run
 * then costs a fork and a few mounts instead of a new sandbox (exec of the supervisor and of
 * bwrap, six namespaces, a copy and tear-down of the host's whole mount tree).
 *
 * Process tree of a slot:
 *   worker → sandbox-exec (root, outside the cgroup) → bwrap (slot uid, in the slot cgroup)
 *     → sandbox-zygote (pid 1 of the slot's namespaces) → one run at a time
 * bwrap and the zygote are the slot's residents: they stay in the slot cgroup between runs,
 * and every kill and emptiness check spares exactly them. The zygote ends every process of a
 * run before it reports, and the worker checks the cgroup holds only the residents afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { processAlive, type CgroupSlot } from './cgroups.ts';
import { SandboxInfraError, type SandboxLimits, type SandboxRunSpec } from './types.ts';

/** What a slot needs to start its zygote. */
export interface ZygoteSlotOptions {
  uid: number;
  cgroup: CgroupSlot;
  rootfs: string;
  /** The supervisor, the zygote and bwrap binaries, and the seccomp filter file. */
  supervisor: string;
  zygote: string;
  bwrap: string;
  seccompFile: string;
  /** Host directory holding the work dirs; each run's work dir must be directly inside it. */
  workRoot: string;
}

/** The zygote's report of one run. */
export interface ZygoteStatus {
  exit: number;
  signal: number;
  maxRssKb: number;
  wallUs: number;
  out: number;
  err: number;
  error?: string;
}

/** Receives one run's output while it runs. */
export interface RunSinks {
  /** The run was forked: its wall clock starts here. */
  started(): void;
  stdout(chunk: Buffer): void;
  stderr(chunk: Buffer): void;
}

/** Encodes a run request (see the protocol in sandbox-zygote.c). */
export function encodeRequest(
  spec: SandboxRunSpec,
  box: string,
  limits: SandboxLimits,
): { header: Buffer; stdin: Buffer } {
  const rlimits = [
    `fsize=${limits.fileSizeBytes}`,
    'core=0',
    'nofile=512',
    `stack=${limits.stackBytes}`,
    'memlock=0',
    'msgqueue=0',
    // Backstop only: the cgroup's CPU total is what the worker enforces.
    `cpu=${Math.ceil(limits.cpuMs / 1000) + 1}`,
  ];
  const env = Object.entries(spec.env).map(([k, v]) => `${k}=${v}`);
  const fields = [
    box,
    spec.workDirWritable ? 'rw' : 'ro',
    spec.cwd ?? '/box',
    String(limits.tmpBytes),
    String(rlimits.length),
    ...rlimits,
    String(env.length),
    ...env,
    ...spec.argv,
  ];
  if (fields.some((f) => f.includes('\0')))
    throw new SandboxInfraError('a command, environment value or path contains a NUL byte');
  const stdin = typeof spec.stdin === 'string' ? Buffer.from(spec.stdin) : (spec.stdin ?? Buffer.alloc(0));
  return { header: Buffer.from(fields.map((f) => `${f}\0`).join('')), stdin };
}

/** The zygote ended during a run (the run's OOM kill can take it down with it), or before it started one. */
export class ZygoteEndedError extends SandboxInfraError {
  override name = 'ZygoteEndedError';
  /** The zygote had not started the run: it was found ended (a run's set-up never began). */
  beforeRun = false;
}

/** One slot's zygote; started on first use and again after it died. */
export class ZygoteSlot {
  private readonly o: ZygoteSlotOptions;
  private child: ChildProcess | null = null;
  private starting: Promise<void> | null = null;
  private statusText = '';
  private waiter: ((line: string) => void) | null = null;
  private sinks: RunSinks | null = null;
  private received = { out: 0, err: 0 };
  private onOutput: (() => void) | null = null;
  private died: ((err: Error) => void) | null = null;
  /** Host pids of bwrap and the zygote. */
  residents: number[] = [];
  /** Resident memory the slot's limit must leave room for. */
  residentBytes = 0;

  constructor(options: ZygoteSlotOptions) {
    this.o = options;
  }

  /** Whether the zygote is running. */
  running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the zygote when it is not running (or is on its way out). */
  async ensureStarted(): Promise<void> {
    if (this.running() && this.residents.every(processAlive)) return;
    if (this.running()) await this.close();
    this.starting ??= this.start().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async start(): Promise<void> {
    const { o } = this;
    // A zygote that ended may still be on its way out.
    for (let i = 0; i < 100 && o.cgroup.pids().length > 0; i++) {
      o.cgroup.killAll();
      await new Promise((r) => setTimeout(r, 10));
    }
    if (o.cgroup.pids().length > 0)
      throw new SandboxInfraError(`slot cgroup ${o.cgroup.name} is not empty before its zygote starts`);
    const args: string[] = [];
    for (const dir of o.cgroup.dirs) args.push('--cgroup', dir);
    // The zygote gives each run real pipes, so the supervisor need not relay the output again.
    args.push(
      '--uid',
      String(o.uid),
      '--gid',
      String(o.uid),
      '--status-fd',
      '4',
      '--relay',
      'no',
      '--',
      o.bwrap,
      '--unshare-user',
      '--unshare-ipc',
      '--unshare-pid',
      '--unshare-net',
      '--unshare-uts',
      '--unshare-cgroup',
      // Root of the slot's namespace, because overlayfs mounts for no other uid; each run enters a
      // namespace of its own as uid 1000 (the zygote's RUN_ID).
      '--uid',
      '0',
      '--gid',
      '0',
      '--hostname',
      'judge',
      '--as-pid-1',
      // Mounts, the run's loopback, the overlay's own work dir (which it makes mode 000), and
      // mapping a run's user namespace onto the slot's root (the kernel asks for CAP_SETFCAP).
      '--cap-add',
      'CAP_SYS_ADMIN',
      '--cap-add',
      'CAP_NET_ADMIN',
      '--cap-add',
      'CAP_DAC_OVERRIDE',
      '--cap-add',
      'CAP_SETFCAP',
      '--die-with-parent',
      '--new-session',
      '--clearenv',
      '--ro-bind',
      o.rootfs,
      '/',
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--tmpfs',
      '/tmp',
      '--ro-bind',
      o.zygote,
      '/tmp/sandbox-zygote',
      '--bind',
      o.workRoot,
      '/mnt',
      '--chdir',
      '/',
      '--',
      '/tmp/sandbox-zygote',
    );
    const seccompFd = fs.openSync(o.seccompFile, 'r');
    let child: ChildProcess;
    try {
      child = spawn(o.supervisor, args, {
        stdio: ['pipe', 'pipe', 'pipe', seccompFd, 'pipe', 'pipe'],
        env: {},
      });
    } finally {
      fs.closeSync(seccompFd);
    }
    this.child = child;
    this.statusText = '';
    (child.stdout as Readable).on('data', (c: Buffer) => {
      this.received.out += c.length;
      this.sinks?.stdout(c);
      this.onOutput?.();
    });
    // Outside a run, stderr is bwrap's or the zygote's own complaint: kept to say why it ended.
    let ownStderr = '';
    (child.stderr as Readable).on('data', (c: Buffer) => {
      this.received.err += c.length;
      if (!this.sinks && ownStderr.length < 2000) ownStderr += c.toString('utf8');
      this.sinks?.stderr(c);
      this.onOutput?.();
    });
    (child.stdin as Writable).on('error', () => {
      /* reported through the exit below */
    });
    const status = (child.stdio as unknown as Readable[])[5];
    status.setEncoding('utf8');
    status.on('data', (s: string) => {
      this.statusText += s;
      let nl: number;
      while ((nl = this.statusText.indexOf('\n')) >= 0 && this.waiter) {
        const line = this.statusText.slice(0, nl);
        this.statusText = this.statusText.slice(nl + 1);
        const w = this.waiter;
        this.waiter = null;
        w(line);
      }
    });
    child.on('exit', (code, signal) => {
      const why = ownStderr.trim().slice(0, 500);
      const err = new ZygoteEndedError(
        `the sandbox zygote of slot ${o.cgroup.name} ended (${signal ?? `exit ${code}`})${why ? `: ${why}` : ''}`,
      );
      this.died?.(err);
    });
    const ready = JSON.parse(await this.nextStatus()) as { ready?: number; error?: string };
    if (!ready.ready)
      throw new SandboxInfraError(`the sandbox zygote did not start: ${ready.error ?? 'no ready line'}`);
    this.residents = o.cgroup.pids();
    this.residentBytes = 0;
    for (const pid of this.residents) {
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      this.residentBytes += Number(rss?.[1] ?? 0) * 1024;
    }
  }

  /** The next status line, or a rejection when the zygote ends first. */
  private nextStatus(): Promise<string> {
    return new Promise((resolve, reject) => {
      const nl = this.statusText.indexOf('\n');
      if (nl >= 0) {
        const line = this.statusText.slice(0, nl);
        this.statusText = this.statusText.slice(nl + 1);
        resolve(line);
        return;
      }
      this.died = reject;
      this.waiter = resolve;
    });
  }

  /**
   * Sends one run and resolves with the zygote's status once every byte of the run's output
   * has arrived. `box` is the work dir's name inside the work root.
   */
  async run(spec: SandboxRunSpec, limits: SandboxLimits, sinks: RunSinks): Promise<ZygoteStatus> {
    const box = path.relative(this.o.workRoot, spec.workDir);
    if (!box || box.includes('/') || box.startsWith('.'))
      throw new SandboxInfraError(`work dir ${spec.workDir} is not directly inside ${this.o.workRoot}`);
    const { header, stdin } = encodeRequest(spec, box, limits);
    const child = this.child;
    if (!child) throw new SandboxInfraError('the sandbox zygote is not running');
    this.received = { out: 0, err: 0 };
    this.sinks = sinks;
    // A writable /box is an overlay whose upper layer is the work dir; it needs an empty work dir beside it.
    const overlayWork = spec.workDirWritable ? `${spec.workDir}.ovl` : null;
    if (overlayWork) {
      fs.rmSync(overlayWork, { recursive: true, force: true });
      fs.mkdirSync(overlayWork, { mode: 0o700 });
      fs.chownSync(overlayWork, this.o.uid, this.o.uid);
    }
    try {
      const started = this.nextStatus();
      const control = child.stdin as Writable;
      control.write(`${header.length} ${stdin.length}\n`);
      control.write(header);
      if (stdin.length > 0) control.write(stdin);
      try {
        await started;
        sinks.started();
      } catch (err) {
        if (err instanceof ZygoteEndedError) err.beforeRun = true;
        throw err;
      }
      const status = JSON.parse(await this.nextStatus()) as ZygoteStatus;
      if (status.error) throw new SandboxInfraError(`sandbox set-up failed: ${status.error}`);
      await this.outputArrived(status);
      return status;
    } finally {
      this.sinks = null;
      if (overlayWork) fs.rmSync(overlayWork, { recursive: true, force: true });
    }
  }

  /** The relay writes output before the status line, but the two travel on different pipes. */
  private outputArrived(status: ZygoteStatus): Promise<void> {
    const done = (): boolean => this.received.out >= status.out && this.received.err >= status.err;
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.onOutput = null;
        reject(new SandboxInfraError('output of the run was lost between the zygote and the worker'));
      }, 10_000);
      this.onOutput = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.onOutput = null;
        resolve();
      };
    });
  }

  /** Ends the zygote (and with it the slot's namespaces). */
  async close(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('close', r));
    (child.stdin as Writable).end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  }
}
