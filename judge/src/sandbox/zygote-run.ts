/**
 * One run in a pre-forked slot: sends it to the slot's zygote, keeps stdout and stderr up to the
 * output cap, enforces CPU (polled from the cgroup) and wall time by killing the run's processes
 * (never the slot's residents), and checks afterwards that only the residents remain.
 */
import { collectOutput, decodeExit, killedRunMemoryKb } from './collect-run.ts';
import { SandboxInfraError, type SandboxResult, type SandboxRunSpec } from './types.ts';
import type { CgroupSlot } from './cgroups.ts';
import { ZygoteEndedError, type ZygoteSlot } from './zygote-slot.ts';

/** Kills everything in the cgroup and waits until it is empty. */
async function emptied(cgroup: CgroupSlot): Promise<void> {
  for (let i = 0; i < 100 && cgroup.pids().length > 0; i++) {
    cgroup.killAll();
    await new Promise((r) => setTimeout(r, 10));
  }
  if (cgroup.pids().length > 0)
    throw new SandboxInfraError(`processes left in cgroup ${cgroup.name} after its zygote ended`);
}

/**
 * Runs `spec` in `zygote`, whose processes live in `cgroup`. A zygote found ended when the run
 * is sent (killed from outside between runs) is started again and the run sent once more: nothing
 * of the lost attempt survives it.
 */
export async function runInZygote(
  zygote: ZygoteSlot,
  cgroup: CgroupSlot,
  spec: SandboxRunSpec,
): Promise<SandboxResult> {
  try {
    return await attempt(zygote, cgroup, spec);
  } catch (err) {
    if (!(err instanceof ZygoteEndedError) || !err.beforeRun) throw err;
    await emptied(cgroup);
    return attempt(zygote, cgroup, spec);
  }
}

async function attempt(zygote: ZygoteSlot, cgroup: CgroupSlot, spec: SandboxRunSpec): Promise<SandboxResult> {
  const { limits } = spec;
  await zygote.ensureStarted();
  const residents = zygote.residents;
  cgroup.apply({
    memoryBytes: limits.memoryBytes + zygote.residentBytes,
    pids: limits.pids + residents.length,
  });
  const before = cgroup.counters();
  let timeLimit: SandboxResult['timeLimit'] = null;
  let killed = false;
  const kill = (): void => {
    if (killed) return;
    killed = true;
    cgroup.killAllExcept(residents);
  };
  const output = collectOutput(limits.outputBytes, kill);
  let wallTimer: NodeJS.Timeout | undefined;
  const started = (): void => {
    wallTimer = setTimeout(() => {
      timeLimit ??= 'wall';
      kill();
    }, limits.wallMs);
  };
  let memorySeen = 0;
  const cpuTimer = setInterval(
    () => {
      try {
        memorySeen = Math.max(memorySeen, cgroup.memoryBytes() - zygote.residentBytes);
        if (cgroup.counters().cpuUs - before.cpuUs > limits.cpuMs * 1000) {
          timeLimit ??= 'cpu';
          kill();
        }
      } catch {
        /* counters vanish only on shutdown */
      }
    },
    Math.max(5, Math.min(50, limits.cpuMs / 20)),
  );
  let status;
  try {
    status = await zygote.run(spec, limits, { started, stdout: output.stdout, stderr: output.stderr });
  } catch (err) {
    if (!(err instanceof ZygoteEndedError) || err.beforeRun) throw err;
    // The slot's processes went down with the run: a memory-limit kill is the run's verdict;
    // anything else is the judge's failure. The zygote starts again for the next run.
    await emptied(cgroup);
    if (cgroup.counters().oomKills === before.oomKills) throw err;
    status = { exit: -1, signal: 9, maxRssKb: 0, wallUs: 0, out: 0, err: 0 };
  } finally {
    clearTimeout(wallTimer);
    clearInterval(cpuTimer);
  }
  const after = cgroup.counters();
  const left = cgroup.pids().filter((p) => !residents.includes(p));
  if (left.length > 0)
    throw new SandboxInfraError(`processes left in cgroup ${cgroup.name} after the run: ${left.join(' ')}`);
  const cpuMs = Math.round((after.cpuUs - before.cpuUs) / 1000);
  // A run can finish just past the limit between two polls, or die of RLIMIT_CPU.
  if (!timeLimit && cpuMs > limits.cpuMs) timeLimit = 'cpu';
  if (!timeLimit && status.wallUs / 1000 > limits.wallMs) timeLimit = 'wall';
  const { exitCode, signal } = decodeExit(status);
  const memoryLimit = after.oomKills > before.oomKills;
  return {
    exitCode,
    signal,
    timeLimit,
    outputLimit: output.capped,
    memoryLimit,
    cpuMs,
    wallMs: Math.round(status.wallUs / 1000),
    // An OOM kill that took the slot with it leaves no status of the run either.
    memoryKb: killed || memoryLimit ? killedRunMemoryKb(status.maxRssKb, memorySeen) : status.maxRssKb,
    ...output.kept(),
  };
}
