/**
 * Harness jobs: a plugin's grader (installed by `prepare` under `/opt/seodang/harness/<plugin>/<name>`)
 * runs once in the sandbox with the learner's files at `/box` (read-only) and `/tmp` as its working
 * directory. It reads one JSON line on stdin, `{ nonce, files, tests: [{ name, score, hidden, data }] }`,
 * and prints one line per test, `@@<nonce> {"name", "outcome", "score"?, "message"?, "artifacts"?}`.
 * Lines without the job's nonce are ignored, so output of the learner's code cannot forge a result.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import {
  ARTIFACT_LIMIT_BYTES,
  PROTOCOL_VERSION,
  type Artifact,
  type GradeResult,
  type HarnessJob,
  type TestResult,
  type Verdict,
} from '../protocol.ts';
import { createWorkDir, removeWorkDir, writeFiles } from './workspace.ts';
import { testRunLimits } from './limits.ts';
import { SANDBOX_ENV } from './environment.ts';
import { runEnd } from './program.ts';
import { overall } from './verdicts.ts';
import { ROOTFS_HARNESS_DIR, readHarnessIndex, type InstalledHarness } from '../rootfs/harnesses.ts';
import type { JudgeEnv } from './program.ts';
import type { ProgressSink } from './grade-job.ts';

/**
 * `network: 'none'`: a seccomp filter, stacked on the sandbox's own, answers EACCES to socket() for
 * AF_INET and AF_INET6 (x86-64 and arm64), then executes the harness. Filters are inherited by
 * every child and cannot be removed, so nothing the harness starts can open an internet socket,
 * not even on the run's loopback. Unix sockets stay allowed (runtimes use socketpairs).
 */
const NO_INET = `
import ctypes, os, struct, sys
def ins(code, jt, jf, k): return struct.pack('HBBI', code, jt, jf, k)
LD, JEQ, RET = 0x20, 0x15, 0x06
prog = b''.join([
  ins(LD, 0, 0, 4),
  ins(JEQ, 0, 2, 0xc00000b7), ins(LD, 0, 0, 0), ins(JEQ, 3, 7, 198),
  ins(JEQ, 0, 6, 0xc000003e), ins(LD, 0, 0, 0), ins(JEQ, 0, 4, 41),
  ins(LD, 0, 0, 16), ins(JEQ, 1, 0, 2), ins(JEQ, 0, 1, 10),
  ins(RET, 0, 0, 0x00050000 | 13), ins(RET, 0, 0, 0x7fff0000),
])
buf = ctypes.create_string_buffer(prog)
class FProg(ctypes.Structure):
  _fields_ = [('len', ctypes.c_ushort), ('filter', ctypes.c_void_p)]
fp = FProg(len(prog) // 8, ctypes.addressof(buf))
libc = ctypes.CDLL(None, use_errno=True)
libc.prctl.argtypes = [ctypes.c_int] + [ctypes.c_ulong] * 4
if libc.prctl(38, 1, 0, 0, 0) != 0 or libc.prctl(22, 2, ctypes.addressof(fp), 0, 0) != 0:
  sys.stderr.write('cannot turn the network off: errno %d\\n' % ctypes.get_errno()); sys.exit(125)
os.execvp(sys.argv[1], sys.argv[1:])
`;

/** One line a harness reports. */
const HarnessLine = z.object({
  name: z.string(),
  outcome: z.enum(['pass', 'fail', 'error', 'timeout']),
  /** Fraction of the test's points, 0..1 (default 1 for pass, 0 otherwise). */
  score: z.number().min(0).max(1).optional(),
  message: z.string().optional(),
  artifacts: z
    .array(z.object({ name: z.string(), base64: z.string() }))
    .max(20)
    .optional(),
  /** For a job with a `scorer`: what the first run hands to the second for this test (any JSON). */
  handoff: z.unknown().optional(),
});
type HarnessLine = z.infer<typeof HarnessLine>;

/**
 * A build step's report, at most once per run and before any test's: `{"compile": {"ok", "output"}}`.
 * A failed build makes the result COMPILE_ERROR with the output (the tests are not run); a
 * successful one's output becomes the result's compiler output.
 */
const CompileLine = z.object({
  compile: z.object({ ok: z.boolean(), output: z.string().default('') }),
});
/** Compiler output kept in a result (as the other job kinds keep it). */
const COMPILE_OUTPUT_LIMIT = 64 << 10;

const VERDICTS: Record<HarnessLine['outcome'], Verdict> = {
  pass: 'ACCEPTED',
  fail: 'WRONG_ANSWER',
  error: 'RUNTIME_ERROR',
  timeout: 'TIMEOUT',
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ARTIFACT_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}\.(png|json)$/;
const MESSAGE_LIMIT = 2000;

/**
 * Checks a test's artifacts: PNG (by signature) or JSON (parsed), named `*.png` / `*.json`, at most
 * {@link ARTIFACT_LIMIT_BYTES} together. Returns the artifacts, or why they were left out.
 */
export function checkArtifacts(
  raw: NonNullable<HarnessLine['artifacts']>,
): { artifacts: Artifact[] } | { refused: string } {
  const artifacts: Artifact[] = [];
  let total = 0;
  for (const a of raw) {
    const ext = ARTIFACT_NAME.exec(a.name)?.[1];
    if (!ext || !/^[A-Za-z0-9+/]*={0,2}$/.test(a.base64))
      return { refused: `artifact ${a.name.slice(0, 140)} is not valid` };
    const bytes = Buffer.from(a.base64, 'base64');
    total += bytes.length;
    if (total > ARTIFACT_LIMIT_BYTES) return { refused: 'artifacts over 2 MiB were left out' };
    if (ext === 'png' && !bytes.subarray(0, 8).equals(PNG_MAGIC))
      return { refused: `artifact ${a.name} is not a PNG image` };
    if (ext === 'json') {
      try {
        JSON.parse(bytes.toString('utf8'));
      } catch {
        return { refused: `artifact ${a.name} is not JSON` };
      }
    }
    artifacts.push({
      name: a.name,
      mediaType: ext === 'png' ? 'image/png' : 'application/json',
      base64: bytes.toString('base64'),
      bytes: bytes.length,
    });
  }
  return { artifacts };
}

/**
 * What a harness runs first: it makes the harness process non-dumpable (rootfs/runners/no-dump.c),
 * so the learner's program the harness runs as its child (same uid, no capabilities) cannot reach
 * the harness through /proc: not its memory, where the nonce is, nor its fds, the report channel.
 */
const NO_DUMP_NODE = '/opt/seodang/runners/no-dump.cjs';
const noDumpPython = (file: string) =>
  `import ctypes, runpy, sys; ctypes.CDLL(None).prctl(4, 0, 0, 0, 0); sys.argv = [${JSON.stringify(file)}]; runpy.run_path(sys.argv[0], run_name='__main__')`;

/** The command that starts an installed harness. */
function harnessArgv(job: HarnessJob, name: string, h: InstalledHarness): string[] {
  const file = `${ROOTFS_HARNESS_DIR}/${job.plugin}/${name}/${h.entry}`;
  const start =
    h.runtime === 'node'
      ? [
          'node',
          `--max-old-space-size=${Math.max(16, Math.floor(job.limits.memoryLimitMiB * 0.7))}`,
          '--require',
          '/opt/seodang/runners/node-blocking-stdio.cjs',
          '--require',
          NO_DUMP_NODE,
          file,
        ]
      : ['python3', '-I', '-c', noDumpPython(file)];
  return job.network === 'none' ? ['python3', '-I', '-S', '-c', NO_INET, ...start] : start;
}

function findHarness(job: HarnessJob, name: string): InstalledHarness | null {
  const index = readHarnessIndex();
  const plugin = Object.hasOwn(index, job.plugin) ? index[job.plugin] : undefined;
  return plugin && Object.hasOwn(plugin, name) ? (plugin[name] ?? null) : null;
}

/**
 * Runs one harness once in a fresh sandbox with `files` at `/box` and the tests on stdin, and
 * returns the first valid report of each test (by name) and how the run ended.
 */
async function runHarness(
  env: JudgeEnv,
  job: HarnessJob,
  name: string,
  installed: InstalledHarness,
  files: HarnessJob['files'],
  tests: unknown[],
): Promise<{
  reported: Map<string, HarnessLine>;
  compile: z.infer<typeof CompileLine>['compile'] | null;
  end: ReturnType<typeof runEnd>;
  exit: string;
}> {
  const workDir = createWorkDir();
  try {
    writeFiles(
      workDir,
      Object.fromEntries(
        files.map((f) => {
          // Workers replace files given by hash with their bytes before the job gets here.
          if (!('content' in f))
            throw new Error(
              `file ${f.name} is given by sha256: harness jobs with large files run on a worker`,
            );
          return [f.name, f.encoding === 'base64' ? Buffer.from(f.content, 'base64') : f.content];
        }),
      ),
    );
    const nonce = crypto.randomBytes(16).toString('hex');
    const stdin = `${JSON.stringify({ nonce, files: files.map((f) => f.name), tests })}\n`;
    const limits = testRunLimits(job.limits);
    // Artifacts travel base64 inside the report lines: room for them on top of the job's output limit.
    limits.outputBytes = Math.min(
      64 << 20,
      Math.max(job.limits.outputLimitBytes, (job.tests.length * 3 + 1) << 20),
    );
    const r = await env.driver.run({
      argv: harnessArgv(job, name, installed),
      env: { ...SANDBOX_ENV },
      cwd: '/tmp',
      stdin,
      limits,
      workDir,
      workDirWritable: false,
    });
    const reported = new Map<string, HarnessLine>();
    let compile: z.infer<typeof CompileLine>['compile'] | null = null;
    const tag = `@@${nonce} `;
    for (const line of r.stdout.toString('utf8').split('\n')) {
      const at = line.indexOf(tag);
      if (at < 0) continue;
      let parsed: ReturnType<typeof HarnessLine.safeParse>;
      try {
        const value: unknown = JSON.parse(line.slice(at + tag.length));
        const build = CompileLine.safeParse(value);
        // Only the first build report counts, and only before any test's.
        if (build.success && !(value as { name?: unknown }).name) {
          if (compile === null && reported.size === 0) compile = build.data.compile;
          continue;
        }
        parsed = HarnessLine.safeParse(value);
      } catch {
        continue;
      }
      // The first report of a test counts; unknown names and malformed lines are ignored.
      if (parsed.success && !reported.has(parsed.data.name)) reported.set(parsed.data.name, parsed.data);
    }
    return { reported, compile, end: runEnd(r), exit: `${r.exitCode ?? `signal ${r.signal}`}` };
  } finally {
    removeWorkDir(workDir);
  }
}

/** Grades a harness job. */
export async function harnessJob(
  env: JudgeEnv,
  job: HarnessJob,
  onProgress: ProgressSink = () => {},
): Promise<GradeResult> {
  const base = {
    protocolVersion: PROTOCOL_VERSION,
    kind: 'harness' as const,
    submissionId: job.submissionId,
    compile: { ok: true, output: '', timeMs: 0, cached: false },
  };
  const total = job.tests.length;
  const maxScore = job.tests.reduce((s, t) => s + t.score, 0);
  const missingHarness = [job.harness, job.scorer?.harness].find((n) => n && !findHarness(job, n));
  if (missingHarness)
    return {
      ...base,
      status: 'INTERNAL_ERROR',
      score: 0,
      maxScore,
      tests: [],
      failingTests: [],
      error: `harness ${job.plugin}/${missingHarness} is not installed in the judge root filesystem (run prepare)`,
    };
  onProgress({ submissionId: job.submissionId, phase: 'testing', done: 0, total });
  const first = await runHarness(
    env,
    job,
    job.harness,
    findHarness(job, job.harness)!,
    job.files,
    job.tests.map((t) => ({ name: t.name, score: t.score, hidden: t.hidden, data: t.data ?? null })),
  );
  if (first.compile) {
    const output = first.compile.output.slice(0, COMPILE_OUTPUT_LIMIT);
    base.compile = { ok: first.compile.ok, output, timeMs: 0, cached: false };
    if (!first.compile.ok) {
      onProgress({ submissionId: job.submissionId, phase: 'done', done: total, total });
      return {
        ...base,
        status: 'COMPILE_ERROR',
        score: 0,
        maxScore,
        tests: [],
        failingTests: job.tests.map((t) => t.name),
      };
    }
  }
  let { reported, end, exit } = first;
  let ran = job.harness;
  // The scorer runs only when the first run reported every test: a run that hit a limit keeps its verdict.
  if (job.scorer && job.tests.every((t) => first.reported.has(t.name))) {
    ran = job.scorer.harness;
    const second = await runHarness(
      env,
      job,
      job.scorer.harness,
      findHarness(job, job.scorer.harness)!,
      job.scorer.files,
      job.tests.map((t) => {
        const { artifacts: _artifacts, name: _name, ...firstReport } = first.reported.get(t.name)!;
        return { name: t.name, score: t.score, hidden: t.hidden, data: t.data ?? null, first: firstReport };
      }),
    );
    // The first run's artifacts (a learner's plots) come before the scorer's own.
    reported = new Map(
      [...second.reported].map(([name, line]) => {
        const before = first.reported.get(name)?.artifacts ?? [];
        return [name, { ...line, artifacts: [...before, ...(line.artifacts ?? [])] }];
      }),
    );
    ({ end, exit } = second);
  }
  const missing: string[] = [];
  const tests: TestResult[] = job.tests.map((t) => {
    const line = reported.get(t.name);
    if (!line) {
      missing.push(t.name);
      // Limits reached are the learner's; a harness that stopped without reporting is the judge's fault.
      const verdict: Verdict = end === 'OK' || end === 'RUNTIME_ERROR' ? 'INTERNAL_ERROR' : end;
      return { name: t.name, verdict, score: 0, maxScore: t.score, hidden: t.hidden };
    }
    const verdict = VERDICTS[line.outcome];
    const fraction = line.score ?? (line.outcome === 'pass' ? 1 : 0);
    const result: TestResult = {
      name: t.name,
      verdict,
      score: Math.round(fraction * t.score * 1000) / 1000,
      maxScore: t.score,
      hidden: t.hidden,
    };
    if (t.hidden) return result;
    const notes = [line.message?.slice(0, MESSAGE_LIMIT)];
    if (line.artifacts?.length) {
      const checked = checkArtifacts(line.artifacts);
      if ('artifacts' in checked) result.artifacts = checked.artifacts;
      else notes.push(checked.refused);
    }
    const message = notes.filter(Boolean).join('\n');
    if (message) result.message = message;
    return result;
  });
  for (const [i, t] of tests.entries())
    onProgress({
      submissionId: job.submissionId,
      phase: 'testing',
      done: i + 1,
      total,
      test: { name: t.name, verdict: t.verdict },
    });
  onProgress({ submissionId: job.submissionId, phase: 'done', done: total, total });
  const summary = overall(tests);
  const crashed = missing.length > 0 && (end === 'OK' || end === 'RUNTIME_ERROR');
  return {
    ...base,
    ...summary,
    ...(crashed
      ? {
          status: 'INTERNAL_ERROR' as const,
          error: `harness ${job.plugin}/${ran} ended (exit ${exit}) without reporting ${missing.length} test(s)`,
        }
      : {}),
    tests,
  };
}
