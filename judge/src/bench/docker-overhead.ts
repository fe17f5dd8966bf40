/**
 * The docker driver's overhead per run (C hello, `python3 -c pass`) against the same program run
 * bare in the same process, like `seodang-judge bench`'s lines for the default driver:
 * `node judge/src/bench/docker-overhead.ts [iterations]` (needs DOCKER_HOST or a local engine).
 */
import { createJudge, type Judge } from '../judge.ts';
import { createDriver } from '../sandbox/drivers.ts';
import { SAMPLES } from '../languages/samples.ts';
import { measureOverhead, withBareMounts, type OverheadFigure } from './bench.ts';

/** Overhead lines of one judge: C hello and `python3 -c pass`. */
async function overheadLines(judge: Judge, label: string, iterations: number): Promise<OverheadFigure[]> {
  const c = await measureOverhead(
    judge,
    `C hello (${label})`,
    ['/box/main'],
    { 'main.c': SAMPLES.c.hello },
    ['gcc', '-O2', '-o', '/box/main', '/box/main.c'],
    iterations,
  );
  const py = await measureOverhead(
    judge,
    `python3 -c pass (${label})`,
    ['python3', '-c', 'pass'],
    {},
    null,
    iterations,
  );
  return [c, py];
}

/**
 * The docker driver's overhead lines, or the reason it is unavailable. The Docker image is made
 * ready before the bare runs' mounts go into the root filesystem (an import must not see them).
 */
export async function measureDockerOverhead(
  iterations: number,
): Promise<{ figures: OverheadFigure[] } | { skipped: string }> {
  const docker = createDriver('docker', 1);
  const status = await docker.status();
  if (!status.available) return { skipped: status.reason ?? 'unavailable' };
  const judge = createJudge({ driver: docker, noCompileCache: true });
  try {
    return { figures: await withBareMounts(() => overheadLines(judge, 'docker', iterations)) };
  } finally {
    await judge.close();
  }
}

if (import.meta.main) {
  const result = await measureDockerOverhead(Number(process.argv[2] ?? 30));
  if ('skipped' in result) {
    process.stdout.write(`docker overhead SKIPPED: ${result.skipped}\n`);
  } else {
    process.stdout.write(
      'Sandbox overhead per run (median wall time; bare = chroot into the same root filesystem)\n',
    );
    for (const o of result.figures)
      process.stdout.write(
        `  ${o.program.padEnd(26)} bare ${o.bareMs.toFixed(2).padStart(7)} ms   sandbox ${o.sandboxMs.toFixed(2).padStart(7)} ms   +${o.addedMs.toFixed(2)} ms   ×${o.ratio.toFixed(2)}\n`,
      );
  }
}
