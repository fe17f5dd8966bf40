/**
 * Drives one spawned `sandbox-exec`: feeds stdin, reads stdout/stderr up to the output cap,
 * enforces CPU (polled from the cgroup) and wall time, and reads the supervisor's status line.
 */
import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { SandboxInfraError, type SandboxResult, type SandboxRunSpec } from './types.ts';

/** The supervisor's final status line. */
export interface SupervisorStatus {
  exit: number;
  signal: number;
  cpuUs: number;
  maxRssKb: number;
  wallUs: number;
  error?: string;
}

/** What the driver measures itself once the run is over. */
export interface DriverMeasures {
  cpuMs: number;
  memoryLimit: boolean;
  memoryKb: number;
}

/** Inputs of {@link collectRun}. */
export interface CollectOptions {
  child: ChildProcess;
  spec: SandboxRunSpec;
  /** CPU used so far by the run, for the time-limit poll. */
  cpuUsedUs: () => number;
  /** Memory the run uses now, sampled with the CPU poll (see {@link killedRunMemoryKb}). */
  memoryUsedBytes?: () => number;
  /** Kills the whole run now. */
  kill: () => void;
  /** Child fd carrying the supervisor's status line (default 4). */
  statusFd?: number;
  /** Called once the supervisor exited: final counters and clean-up checks. */
  finish: (status: SupervisorStatus) => Promise<DriverMeasures>;
}

/**
 * The memory of a run the judge killed (time or output limit). Its processes die together with
 * the run's init, so no wait reports their peak RSS and the supervisor's figure is the init's own
 * (a few hundred KiB); the usage sampled from the cgroup while it ran is the better figure.
 */
export function killedRunMemoryKb(maxRssKb: number, sampledBytes: number): number {
  return Math.max(maxRssKb, Math.round(sampledBytes / 1024));
}

/** stdout and stderr of one run, kept up to the output cap (together). */
export interface OutputCollector {
  stdout(chunk: Buffer): void;
  stderr(chunk: Buffer): void;
  /** The cap was reached (and `onCap` called, once). */
  readonly capped: boolean;
  kept(): { stdout: Buffer; stderr: Buffer };
}

/** Keeps output up to `capBytes`; at the cap it calls `onCap` and drops the rest. */
export function collectOutput(capBytes: number, onCap: () => void): OutputCollector {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let bytes = 0;
  let capped = false;
  const take =
    (into: Buffer[]) =>
    (chunk: Buffer): void => {
      if (capped) return;
      const room = capBytes - bytes;
      if (chunk.length > room) {
        into.push(chunk.subarray(0, room));
        bytes = capBytes;
        capped = true;
        onCap();
        return;
      }
      bytes += chunk.length;
      into.push(chunk);
    };
  return {
    stdout: take(out),
    stderr: take(err),
    get capped() {
      return capped;
    },
    kept: () => ({ stdout: Buffer.concat(out), stderr: Buffer.concat(err) }),
  };
}

/** Exit statuses above 128 from bwrap mean the program died of signal (status − 128). */
export function decodeExit(status: { exit: number; signal: number }): {
  exitCode: number | null;
  signal: number | null;
} {
  if (status.signal) return { exitCode: null, signal: status.signal };
  if (status.exit > 128 && status.exit <= 128 + 64) return { exitCode: null, signal: status.exit - 128 };
  return { exitCode: status.exit, signal: null };
}

/** Collects one run; rejects with {@link SandboxInfraError} when the sandbox itself failed. */
export function collectRun(opts: CollectOptions): Promise<SandboxResult> {
  const { child, spec, kill } = opts;
  const { limits } = spec;
  return new Promise((resolve, reject) => {
    let timeLimit: SandboxResult['timeLimit'] = null;
    let statusText = '';
    let killed = false;
    const killOnce = (): void => {
      if (killed) return;
      killed = true;
      try {
        kill();
      } catch {
        /* the finish check reports leftovers */
      }
    };
    const output = collectOutput(limits.outputBytes, killOnce);
    (child.stdout as Readable).on('data', output.stdout);
    (child.stderr as Readable).on('data', output.stderr);
    const statusStream = child.stdio[opts.statusFd ?? 4] as Readable;
    statusStream.setEncoding('utf8');
    statusStream.on('data', (s: string) => {
      statusText += s;
    });

    const stdin = child.stdin as Writable;
    stdin.on('error', () => {
      /* the program closed stdin early: EPIPE is its business */
    });
    stdin.end(spec.stdin ?? '');

    const wallTimer = setTimeout(() => {
      timeLimit ??= 'wall';
      killOnce();
    }, limits.wallMs);
    const pollMs = Math.max(5, Math.min(50, limits.cpuMs / 20));
    let memorySeen = 0;
    const cpuTimer = setInterval(() => {
      try {
        if (opts.memoryUsedBytes) memorySeen = Math.max(memorySeen, opts.memoryUsedBytes());
        if (opts.cpuUsedUs() > limits.cpuMs * 1000) {
          timeLimit ??= 'cpu';
          killOnce();
        }
      } catch {
        /* counters vanish only on shutdown */
      }
    }, pollMs);

    child.on('error', (err) => {
      clearTimeout(wallTimer);
      clearInterval(cpuTimer);
      reject(new SandboxInfraError(`cannot start the sandbox supervisor: ${err.message}`));
    });
    child.on('close', () => {
      clearTimeout(wallTimer);
      clearInterval(cpuTimer);
      let status: SupervisorStatus;
      try {
        status = JSON.parse(statusText.trim().split('\n').pop() ?? '') as SupervisorStatus;
      } catch {
        reject(
          new SandboxInfraError(
            `sandbox supervisor gave no status (stderr: ${output.kept().stderr.toString().slice(0, 500)})`,
          ),
        );
        return;
      }
      if (status.error) {
        reject(new SandboxInfraError(`sandbox set-up failed: ${status.error}`));
        return;
      }
      opts.finish(status).then((m) => {
        // A run can finish just past the limit between two polls, or die of RLIMIT_CPU.
        if (!timeLimit && m.cpuMs > limits.cpuMs) timeLimit = 'cpu';
        if (!timeLimit && status.wallUs / 1000 > limits.wallMs) timeLimit = 'wall';
        const { exitCode, signal } = decodeExit(status);
        resolve({
          exitCode,
          signal,
          timeLimit,
          outputLimit: output.capped,
          memoryLimit: m.memoryLimit,
          cpuMs: m.cpuMs,
          wallMs: Math.round(status.wallUs / 1000),
          memoryKb: killed ? killedRunMemoryKb(m.memoryKb, memorySeen) : m.memoryKb,
          ...output.kept(),
        });
      }, reject);
    });
  });
}
