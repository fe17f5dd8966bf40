/** The one interface every sandbox driver (bwrap, nsjail, docker) implements. */

/** Limits of one sandboxed process tree. */
export interface SandboxLimits {
  /** CPU time summed over every process of the run. */
  cpuMs: number;
  /** Wall-clock time. */
  wallMs: number;
  /** Memory of the whole run (cgroup). */
  memoryBytes: number;
  /** stdout + stderr bytes read before the run is killed. */
  outputBytes: number;
  /** Largest file the run may write (RLIMIT_FSIZE). */
  fileSizeBytes: number;
  /** Processes and threads (pids.max). */
  pids: number;
  /** Stack size (RLIMIT_STACK). */
  stackBytes: number;
  /** Size of the private writable /tmp. */
  tmpBytes: number;
}

/** One sandboxed execution. The run's files are in `workDir`, seen inside as `/box`. */
export interface SandboxRunSpec {
  argv: string[];
  env: Record<string, string>;
  /** Working directory inside the sandbox (default `/box`). */
  cwd?: string;
  stdin?: Buffer | string;
  limits: SandboxLimits;
  /** Host directory mounted at `/box`. */
  workDir: string;
  /** Whether `/box` is writable (compile steps) or read-only (test runs). */
  workDirWritable: boolean;
  /** Extra read-only host directories: sandbox path → host path. */
  readOnlyMounts?: Record<string, string>;
}

/** What happened, as raw facts; graders turn them into verdicts. */
export interface SandboxResult {
  exitCode: number | null;
  signal: number | null;
  /** Set when the run was stopped for CPU or wall time. */
  timeLimit: 'cpu' | 'wall' | null;
  /** The cgroup's OOM killer fired during the run. */
  memoryLimit: boolean;
  /** stdout + stderr reached `limits.outputBytes`; the run was killed there. */
  outputLimit: boolean;
  cpuMs: number;
  wallMs: number;
  /** Peak resident memory of the run's largest process. */
  memoryKb: number;
  stdout: Buffer;
  stderr: Buffer;
}

/** Availability of a driver on this machine. */
export interface DriverStatus {
  available: boolean;
  reason?: string;
}

/** A sandbox driver. Drivers are safe to call concurrently up to their slot count. */
export interface SandboxDriver {
  readonly name: 'bwrap' | 'nsjail' | 'docker';
  /** Checks the driver can run here (binaries, cgroups, root filesystem). */
  status(): Promise<DriverStatus>;
  /** Runs one process tree to completion. Rejects only on infrastructure failure. */
  run(spec: SandboxRunSpec): Promise<SandboxResult>;
  /** Releases slots, cgroups and pooled resources. */
  close(): Promise<void>;
  /** Host pids the driver keeps between runs (pre-forked slots); no run's process is among them. */
  residentPids?(): number[];
}

/** Raised for failures of the judge itself (never for a learner's program misbehaving). */
export class SandboxInfraError extends Error {
  override name = 'SandboxInfraError';
}
