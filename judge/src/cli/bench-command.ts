/** `bench [--json] [--quick]`: sandbox overhead, throughput and queue latency, each against a bare run in the same process. */
import { parse, printJson } from './args.ts';
import { readyJudge } from './ready.ts';
import {
  benchJudge,
  withBareMounts,
  measureOverhead,
  measureThroughput,
  type OverheadFigure,
  type ThroughputFigure,
} from '../bench/bench.ts';
import { measureQueueLatency, type QueueFigure } from '../bench/queue-latency.ts';
import { measureDockerOverhead } from '../bench/docker-overhead.ts';
import { SAMPLES } from '../languages/samples.ts';

/** Runs the benchmarks. */
export async function benchCommand(args: string[]): Promise<number> {
  const { values } = parse(args, { json: { type: 'boolean' }, quick: { type: 'boolean' } });
  await (await readyJudge(1)).close();
  const q = values.quick ? 0.25 : 1;
  const say = (s: string): void => {
    if (!values.json) console.error(s);
  };
  const judge = benchJudge();
  const overhead: OverheadFigure[] = [];
  const throughput: ThroughputFigure[] = [];
  try {
    await withBareMounts(async () => {
      say('measuring sandbox overhead per run…');
      const n = Math.max(5, Math.round(30 * q));
      overhead.push(
        await measureOverhead(
          judge,
          'C hello',
          ['/box/main'],
          { 'main.c': SAMPLES.c.hello },
          ['gcc', '-O2', '-o', '/box/main', '/box/main.c'],
          n,
        ),
      );
      overhead.push(await measureOverhead(judge, 'python3 -c pass', ['python3', '-c', 'pass'], {}, null, n));
      overhead.push(
        await measureOverhead(
          judge,
          'Java hello',
          ['java', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-cp', '/box', 'Main'],
          { 'Main.java': SAMPLES.java.hello },
          ['javac', '-d', '/box', '/box/Main.java'],
          Math.max(5, Math.round(15 * q)),
        ),
      );
      say('measuring throughput (hello world, compile + run, no compile cache)…');
      throughput.push(await measureThroughput(judge, 'c', Math.max(8, Math.round(40 * q))));
      throughput.push(await measureThroughput(judge, 'python3', Math.max(20, Math.round(100 * q))));
      throughput.push(await measureThroughput(judge, 'java', Math.max(4, Math.round(8 * q))));
    });
  } finally {
    await judge.close();
  }
  // The docker driver, when an engine is reachable: its own bare baseline in the same run.
  say("measuring the docker driver's overhead per run…");
  const docker = await measureDockerOverhead(Math.max(5, Math.round(30 * q)));
  say('measuring queue latency (10-test Python 3 submission, enqueue → result)…');
  const queue: QueueFigure = await measureQueueLatency(Math.max(10, Math.round(40 * q)));
  const report = { overhead, docker, throughput, queue };
  if (values.json) printJson(report);
  else {
    console.log('\nSandbox overhead per run (median wall time; bare = chroot into the same root filesystem)');
    const dockerLines = 'figures' in docker ? docker.figures : [];
    for (const o of [...overhead, ...dockerLines])
      console.log(
        `  ${o.program.padEnd(26)} bare ${o.bareMs.toFixed(2).padStart(7)} ms   sandbox ${o.sandboxMs.toFixed(2).padStart(7)} ms   +${o.addedMs.toFixed(2)} ms   ×${o.ratio.toFixed(2)}`,
      );
    if ('skipped' in docker) console.log(`  docker driver: not measured (${docker.skipped})`);
    console.log('\nThroughput, hello world compile + run (all cores, compile cache off)');
    for (const t of throughput)
      console.log(
        `  ${t.language.padEnd(8)} ${String(t.jobs).padStart(4)} jobs   sandbox ${t.sandboxPerSec.toFixed(1).padStart(6)}/s   bare ${t.barePerSec.toFixed(1).padStart(6)}/s   ×${t.ratio.toFixed(2)} of bare`,
      );
    console.log(
      `\nQueue: 10-test Python 3 submission, enqueue → result (${queue.submissions} submissions, ${queue.redis})`,
    );
    console.log(`  p50 ${queue.p50Ms} ms   p99 ${queue.p99Ms} ms   max ${queue.maxMs} ms`);
  }
  return 0;
}
