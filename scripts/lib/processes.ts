// Child processes of the set-up: one-shot steps and long-running services, all tracked so
// Ctrl-C stops exactly what we started. Children get their own process group, so the
// terminal's Ctrl-C reaches only us and we stop them in order.
import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { pipeLines } from './log.ts';
import { fromRoot, repoRoot } from './paths.ts';
import { dirname } from 'node:path';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A long-running child we own. */
export interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Ask it to stop with `signal`, then SIGKILL after `graceMs`; resolves once it is gone. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<Exit>;
}

export interface SpawnSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  uid?: number;
  gid?: number;
  /** Where child output goes: prefixed to our console (default) or dropped. */
  output?: 'prefixed' | 'ignore';
}

const running = new Set<Managed>();

/** Environment for children: Node 24 first on PATH, so `node` and `npx` bins use it. */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const path = [fromRoot('node_modules/.bin'), dirname(process.execPath), process.env.PATH ?? ''].join(':');
  return { ...process.env, PATH: path, ...extra };
}

/** Start a child in its own process group with prefixed output. */
export function launch(spec: SpawnSpec): Managed {
  const options: SpawnOptions = {
    cwd: spec.cwd ?? repoRoot,
    env: spec.env ?? childEnv(),
    detached: true,
    stdio: [
      'ignore',
      spec.output === 'ignore' ? 'ignore' : 'pipe',
      spec.output === 'ignore' ? 'ignore' : 'pipe',
    ],
  };
  if (spec.uid !== undefined) options.uid = spec.uid;
  if (spec.gid !== undefined) options.gid = spec.gid;
  const child = spawn(spec.command, spec.args, options);
  pipeLines(spec.name, child.stdout);
  pipeLines(spec.name, child.stderr, process.stderr);
  const exited = new Promise<Exit>((resolve) => {
    child.once('error', (err) => {
      process.stderr.write(`[${spec.name}] cannot start ${spec.command}: ${err.message}\n`);
      resolve({ code: 127, signal: null });
    });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const managed: Managed = {
    name: spec.name,
    child,
    exited,
    stop: async (signal = 'SIGTERM', graceMs = 15_000) => {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(child, signal);
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
        const exit = await exited;
        clearTimeout(timer);
        return exit;
      }
      return exited;
    },
  };
  running.add(managed);
  void exited.then(() => running.delete(managed));
  return managed;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal); // the whole group: npx and the bins it runs
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Run a command to completion with prefixed output; resolves with its exit. With `limitMs`, a
 * command still running then is stopped (its whole process group) and the exit says so: a test
 * runner kept alive by a leaked child fails its stage instead of hanging the run.
 */
export async function runToEnd(spec: SpawnSpec, limitMs?: number): Promise<Exit & { overLimit?: boolean }> {
  const managed = launch(spec);
  if (limitMs === undefined) return managed.exited;
  let overLimit = false;
  const timer = setTimeout(() => {
    overLimit = true;
    process.stderr.write(
      `[${spec.name}] still running after ${Math.round(limitMs / 60_000)} min: stopping it\n`,
    );
    void managed.stop('SIGTERM', 10_000);
  }, limitMs);
  const exit = await managed.exited;
  clearTimeout(timer);
  return { ...exit, overLimit };
}

/** Children still running (for an emergency stop). */
export function runningChildren(): Managed[] {
  return [...running];
}

/** Stop every running child whose name is not in `keep` (one-shot steps, tools), in parallel. */
export async function stopOthers(keep: readonly string[]): Promise<void> {
  await Promise.all(
    runningChildren()
      .filter((m) => !keep.includes(m.name))
      .map((m) => m.stop('SIGTERM', 5000)),
  );
}

/** Describe an exit for a message: `exit 1` or `signal SIGKILL`. */
export function describeExit(exit: Exit): string {
  return exit.signal ? `signal ${exit.signal}` : `exit ${exit.code}`;
}
