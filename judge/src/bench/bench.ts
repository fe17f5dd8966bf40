/**
 * The judge's benchmarks. Every figure is measured in one process run side by side with the same
 * program run bare on the same machine: "bare" is the same root filesystem's binary started with
 * `chroot` (one extra exec, no namespaces, no cgroups, no seccomp).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { createJudge, type Judge } from '../judge.ts';
import { SAMPLES } from '../languages/samples.ts';
import { rootfsDir } from '../paths.ts';
import { SANDBOX_ENV } from '../grading/environment.ts';
import { testRunLimits } from '../grading/limits.ts';
import { createWorkDir, removeWorkDir, writeFiles } from '../grading/workspace.ts';
import { Limits, type JudgeJobInput, type LanguageValue } from '../protocol.ts';

/** Percentile of a sample (nearest rank). */
export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** Where bare runs chroot: the root filesystem, or its private bind while {@link withBareMounts} runs. */
let bareRoot: string | null = null;

/**
 * Bare runs need /proc and /dev inside the root filesystem (the JVM finds itself through
 * /proc/self/exe): for the duration of `fn`, bind the root filesystem privately elsewhere and
 * mount them there. Nothing may be mounted under the root filesystem itself: a sandbox binds it
 * with whatever is mounted below, and a slot cannot lay its overlay root over such mounts.
 */
export async function withBareMounts<T>(fn: () => Promise<T>): Promise<T> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seodang-bench-root-'));
  const mounted: string[] = [];
  try {
    execFileSync('mount', ['--bind', rootfsDir(), root]);
    mounted.push(root);
    execFileSync('mount', ['--make-private', root]);
    for (const dir of ['proc', 'dev']) {
      const target = path.join(root, dir);
      execFileSync('mount', ['--bind', `/${dir}`, target]);
      mounted.push(target);
    }
    bareRoot = root;
    return await fn();
  } finally {
    bareRoot = null;
    for (const target of mounted.reverse()) execFileSync('umount', ['-l', target]);
    fs.rmdirSync(root);
  }
}

/** Runs `argv` inside the root filesystem with chroot (the bare baseline). */
export function bareRun(argv: string[], cwd = '/', stdin = ''): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'chroot',
      [bareRoot ?? rootfsDir(), 'sh', '-c', `cd ${cwd} && exec "$@"`, 'sh', ...argv],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...SANDBOX_ENV, PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' },
      },
    );
    child.stdout.resume();
    child.stderr.resume();
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`bare ${argv.join(' ')} exited ${code}`)),
    );
  });
}

/** Overhead figures of one program. */
export interface OverheadFigure {
  program: string;
  bareMs: number;
  sandboxMs: number;
  addedMs: number;
  ratio: number;
}

/** Median wall time of a run, sandboxed and bare, alternating so both see the same machine state. */
export async function measureOverhead(
  judge: Judge,
  name: string,
  argv: string[],
  files: Record<string, string>,
  compile: string[] | null,
  iterations: number,
): Promise<OverheadFigure> {
  const workDir = createWorkDir();
  try {
    writeFiles(workDir, files);
    // Bare needs the files inside the root filesystem: a scratch dir under its /tmp.
    const bareDir = fs.mkdtempSync(path.join(rootfsDir(), 'tmp', 'bench-'));
    writeFiles(bareDir, files);
    const inBare = `/tmp/${path.basename(bareDir)}`;
    try {
      if (compile) {
        await judge.driver.run({
          argv: compile,
          env: { ...SANDBOX_ENV },
          limits: {
            ...testRunLimits(Limits.parse({})),
            cpuMs: 30_000,
            wallMs: 60_000,
            memoryBytes: 1 << 30,
            tmpBytes: 256 << 20,
          },
          workDir,
          workDirWritable: true,
        });
        await bareRun(
          compile.map((a) => a.replaceAll('/box', inBare)),
          inBare,
        );
      }
      const limits = testRunLimits(Limits.parse({ timeLimitMs: 5000 }));
      const sandbox: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < iterations + 2; i++) {
        let t = performance.now();
        const r = await judge.driver.run({
          argv,
          env: { ...SANDBOX_ENV },
          cwd: '/box',
          limits,
          workDir,
          workDirWritable: false,
        });
        if (r.exitCode !== 0)
          throw new Error(`${name} failed in the sandbox: ${r.stderr.toString().slice(0, 300)}`);
        if (i >= 2) sandbox.push(performance.now() - t);
        t = performance.now();
        await bareRun(
          argv.map((a) => a.replaceAll('/box', inBare)),
          inBare,
        );
        if (i >= 2) bare.push(performance.now() - t);
      }
      const b = percentile(bare, 50);
      const s = percentile(sandbox, 50);
      return {
        program: name,
        bareMs: round(b),
        sandboxMs: round(s),
        addedMs: round(s - b),
        ratio: round(s / b),
      };
    } finally {
      fs.rmSync(bareDir, { recursive: true, force: true });
    }
  } finally {
    removeWorkDir(workDir);
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Throughput figures of one language. */
export interface ThroughputFigure {
  language: string;
  jobs: number;
  sandboxPerSec: number;
  barePerSec: number;
  ratio: number;
}

async function pool<T>(n: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

const HELLO_STEPS: Partial<Record<LanguageValue, { file: string; compile?: string[]; run: string[] }>> = {
  c: {
    file: 'main.c',
    compile: ['gcc', '-O2', '-pipe', '-std=gnu17', '-o', '/box/main', 'main.c', '-lm'],
    run: ['/box/main'],
  },
  python3: {
    file: 'main.py',
    compile: [
      'python3',
      '-I',
      '-S',
      '-c',
      'import sys; compile(open(sys.argv[1], "rb").read(), "main.py", "exec")',
      '/box/main.py',
    ],
    run: ['python3', '-I', '-S', '/box/main.py'],
  },
  java: {
    file: 'Main.java',
    compile: [
      'javac',
      '-J-Xmx768m',
      '-J-XX:+UseSerialGC',
      '-J-XX:TieredStopAtLevel=1',
      '-encoding',
      'UTF-8',
      '-d',
      '/box',
      'Main.java',
    ],
    run: ['java', '-Xmx153m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-cp', '/box', 'Main'],
  },
};

/** Hello-world compile + run jobs per second through the judge (no compile cache) against the same steps bare. */
export async function measureThroughput(
  judge: Judge,
  language: LanguageValue,
  jobs: number,
  concurrency = os.availableParallelism(),
): Promise<ThroughputFigure> {
  const steps = HELLO_STEPS[language];
  if (!steps) throw new Error(`no throughput recipe for ${language}`);
  const source = SAMPLES[language].hello;
  let t = performance.now();
  await pool(jobs, concurrency, async (i) => {
    const job: JudgeJobInput = {
      protocolVersion: 1,
      kind: 'grade',
      submissionId: `bench-${language}-${i}`,
      language,
      source,
      tests: [{ name: '1', input: '', expected: { kind: 'text', text: 'Hello, World!\n' } }],
    };
    const r = await judge.execute(job);
    if (r.status !== 'ACCEPTED') throw new Error(`${language} hello: ${r.status}`);
  });
  const sandboxPerSec = jobs / ((performance.now() - t) / 1000);
  t = performance.now();
  await pool(jobs, concurrency, async () => {
    const dir = fs.mkdtempSync(path.join(rootfsDir(), 'tmp', 'bench-'));
    try {
      fs.writeFileSync(path.join(dir, steps.file), source);
      fs.chmodSync(dir, 0o777);
      const inBare = `/tmp/${path.basename(dir)}`;
      if (steps.compile)
        await bareRun(
          steps.compile.map((a) => a.replaceAll('/box', inBare)),
          inBare,
        );
      await bareRun(
        steps.run.map((a) => a.replaceAll('/box', inBare)),
        inBare,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  const barePerSec = jobs / ((performance.now() - t) / 1000);
  return {
    language,
    jobs,
    sandboxPerSec: round(sandboxPerSec),
    barePerSec: round(barePerSec),
    ratio: round(sandboxPerSec / barePerSec),
  };
}

/** A judge for benchmarks: compile cache off so every job really compiles. */
export function benchJudge(): Judge {
  return createJudge({ slots: os.availableParallelism(), noCompileCache: true });
}
