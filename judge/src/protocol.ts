/**
 * `@seodang/judge/protocol` — the only contract between core and the judge.
 *
 * Core enqueues a {@link JudgeJob} on the BullMQ queue {@link JUDGE_QUEUE_NAME}; a judge worker
 * returns a {@link JudgeResult} as the job's return value and reports {@link JudgeProgress}
 * through the job's progress while it runs. Every shape carries `protocolVersion`; a worker
 * refuses (INTERNAL_ERROR) a job whose version it does not speak.
 *
 * @packageDocumentation
 */
import { z } from 'zod';
import { CompileFlags, ProgramArgs, checkCompileFlags } from './options.ts';

export { COMPILE_FLAG_RULES, compileFlagAllowed, splitOptions } from './options.ts';

/** Version of the job and result shapes. Bump on any incompatible change. */
export const PROTOCOL_VERSION = 1 as const;

/** BullMQ queue carrying judge jobs (the version is part of the name so old workers never see new jobs). */
export const JUDGE_QUEUE_NAME = 'seodang-judge-v1';

/** BullMQ priorities (lower runs first): interactive runs before batch grading. */
export const JOB_PRIORITY = { run: 1, grade: 5, unittest: 5, sql: 5, harness: 5, batch: 10 } as const;

/** The fifteen language values of §3 "IDE project language option". */
export const LanguageValue = z.enum([
  'c',
  'cpp',
  'java',
  'python',
  'python3',
  'go',
  'swift',
  'js',
  'ruby',
  'kotlin',
  'scala',
  'objectivec',
  'R',
  'php',
  'csharp',
]);
/** A language value. */
export type LanguageValue = z.infer<typeof LanguageValue>;

/** Labels of §3 (label → value). */
export const LANGUAGE_VALUES: ReadonlyArray<{ value: LanguageValue; label: string }> = [
  { value: 'c', label: 'C' },
  { value: 'cpp', label: 'C++' },
  { value: 'java', label: 'Java' },
  { value: 'python', label: 'Python' },
  { value: 'python3', label: 'Python3' },
  { value: 'go', label: 'Go' },
  { value: 'swift', label: 'Swift' },
  { value: 'js', label: 'Javascript' },
  { value: 'ruby', label: 'Ruby' },
  { value: 'kotlin', label: 'Kotlin' },
  { value: 'scala', label: 'Scala' },
  { value: 'objectivec', label: 'Objective-C' },
  { value: 'R', label: 'R' },
  { value: 'php', label: 'PHP' },
  { value: 'csharp', label: 'C#' },
];

/** One entry of the language list, with the §3 language-option fields. */
export const LanguageOption = z.object({
  projectCode: z.string(),
  language: LanguageValue,
  value: LanguageValue,
  label: z.string(),
  /** Version read from the real toolchain in the judge root filesystem. */
  langVersion: z.string(),
  available: z.boolean(),
  /** Why the language cannot run here (e.g. the root filesystem is still being prepared). */
  reason: z.string().optional(),
});
/** A language option. */
export type LanguageOption = z.infer<typeof LanguageOption>;

/** Limits of each test run. Defaults: 2,000 ms CPU, wall 2× CPU + 1 s, 256 MiB, 1 MiB output, 64 processes. */
export const Limits = z.object({
  timeLimitMs: z.number().int().min(50).max(60_000).default(2000),
  /** Wall-clock limit; default 2 × timeLimitMs + 1,000. */
  wallTimeLimitMs: z.number().int().min(100).max(180_000).optional(),
  memoryLimitMiB: z.number().int().min(16).max(4096).default(256),
  outputLimitBytes: z
    .number()
    .int()
    .min(1024)
    .max(64 << 20)
    .default(1 << 20),
  processLimit: z.number().int().min(1).max(1024).default(64),
});
/** Test-run limits (input form). */
export type LimitsInput = z.input<typeof Limits>;
/** Test-run limits with defaults applied. */
export type Limits = z.infer<typeof Limits>;

/** A plain file name: no directories, never `.` or `..`. */
export const FileName = z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/);

/** A relative path of plain file names joined by `/` (at most 8 deep), e.g. `com/acme/CalcTest.java`. */
export const FilePath = z
  .string()
  .max(255)
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}){0,7}$/);

/** A file given with the submission (library files, teacher's test files), possibly in nested folders. */
export const SourceFile = z.object({
  /** Relative path inside the project, folders separated by `/`. */
  name: FilePath,
  content: z.string().max(4 << 20),
});
/** A source file. */
export type SourceFile = z.infer<typeof SourceFile>;

/** Output comparison options of §3 (mark_*), combinable. All false = exact comparison. */
export const CompareOptions = z.object({
  /** mark_trim: ignore leading/trailing whitespace of the whole output. */
  trim: z.boolean().default(false),
  /** mark_line_trim: ignore leading/trailing whitespace of each line (and trailing blank lines). */
  lineTrim: z.boolean().default(false),
  /** mark_all_trim: ignore all whitespace. */
  allTrim: z.boolean().default(false),
  /** mark_delete_comma: ignore commas. */
  deleteComma: z.boolean().default(false),
  /** mark_delete_period: ignore periods. */
  deletePeriod: z.boolean().default(false),
  /** mark_ignore_capital: ignore letter case. */
  ignoreCase: z.boolean().default(false),
});
/** Comparison options. */
export type CompareOptions = z.infer<typeof CompareOptions>;

/** Expected output of a test: text (outputset) or a regular expression (regexset). */
export const Expected = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  /** The whole (compare-normalised) output must match `pattern` (JavaScript syntax, anchored). */
  z.object({
    kind: z.literal('regex'),
    pattern: z.string().max(10_000),
    flags: z
      .string()
      .regex(/^[imsu]*$/)
      .default(''),
  }),
]);
/** Expected output. */
export type Expected = z.infer<typeof Expected>;

/** One test case (inputset/outputset/regexset/scoreset entry). */
export const TestCase = z.object({
  name: z.string().min(1).max(200),
  input: z.string().default(''),
  expected: Expected,
  /** Points for passing (scoreset). */
  score: z.number().min(0).default(1),
  /** Hidden tests: input, expected and actual output never appear in the result. */
  hidden: z.boolean().default(false),
});
/** A test case (input form). */
export type TestCaseInput = z.input<typeof TestCase>;
/** A test case. */
export type TestCase = z.infer<typeof TestCase>;

/** A teacher-written JavaScript checker run in isolated-vm: `function check({ input, output, expected }) → boolean | { ok, score?, message? }`. */
export const Checker = z.object({
  kind: z.literal('js'),
  code: z.string().max(256 << 10),
  timeLimitMs: z.number().int().min(10).max(10_000).default(1000),
  memoryLimitMiB: z.number().int().min(8).max(512).default(64),
});
/** A custom checker. */
export type Checker = z.infer<typeof Checker>;

const jobBase = {
  protocolVersion: z.literal(PROTOCOL_VERSION),
  /** Idempotency key: one job (and one result) per submission id. */
  submissionId: z.string().min(1).max(200),
  language: LanguageValue,
  source: z.string().max(1 << 20),
  /** Extra files next to the source (library_files). */
  files: z.array(SourceFile).max(50).default([]),
  limits: Limits.default(Limits.parse({})),
};

/**
 * Tasks that use files instead of standard streams (§3 input_file / output_file): the program
 * finds the test's input in `inputFile` of its working directory (stdin is then empty), and what
 * it writes to `outputFile` there is graded instead of its stdout.
 */
const fileIo = {
  inputFile: FileName.optional(),
  outputFile: FileName.optional(),
};

/**
 * The teacher's options (§3 compiler_option / build_option / run_option), as argv arrays: compiler
 * flags from a per-language allow-list (see `options.ts`), then arguments for the program.
 */
const programOptions = {
  compileFlags: CompileFlags,
  programArgs: ProgramArgs,
};

/** IDE "run": the program with custom stdin; returns stdout/stderr/exit code. */
export const RunJob = z
  .object({
    kind: z.literal('run'),
    ...jobBase,
    ...fileIo,
    ...programOptions,
    stdin: z
      .string()
      .max(16 << 20)
      .default(''),
  })
  .superRefine(checkCompileFlags);

/** Grading against input/output tests. */
export const GradeJob = z
  .object({
    kind: z.literal('grade'),
    ...jobBase,
    ...fileIo,
    ...programOptions,
    tests: z.array(TestCase).min(1).max(500),
    compare: CompareOptions.default(CompareOptions.parse({})),
    /** Replaces text/regex comparison when given. */
    checker: Checker.optional(),
    /** Stop at the first failing test (the remaining tests get no verdict). */
    stopOnFirstFailure: z.boolean().default(false),
    /**
     * False when the program only carries a text answer to the checker (custom quizzes): its time
     * and memory say nothing about the learner's work, so the tests report none.
     */
    reportUsage: z.boolean().default(true),
  })
  .superRefine(checkCompileFlags);

/** Unit-test grading: the teacher's test files run against the learner's code with the language's framework. */
export const UnitTestJob = z
  .object({
    kind: z.literal('unittest'),
    ...jobBase,
    language: z.enum(['java', 'python', 'python3', 'js']),
    /** JUnit 4 or JUnit 5 (Jupiter) test classes (Java), pytest/unittest modules (Python), node:test files (JavaScript). */
    testFiles: z.array(SourceFile).min(1).max(20),
    /** Module name the tests import the learner's code from (Python, JavaScript): `solution.py` / `solution.js`. Java uses the public class name. */
    sourceName: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/)
      .default('solution'),
    /** Points per passing test (default 1); keyed by the framework's test name. */
    scores: z.record(z.string(), z.number().min(0)).default({}),
    /** The teacher's compiler flags, held to the same allow-list as in grading (absent in older jobs: none). */
    compileFlags: CompileFlags,
  })
  .superRefine(checkCompileFlags);

/** One SQL test: a fresh database, set up, the learner's query, optionally a query reading the state afterwards. */
export const SqlTest = z.object({
  name: z.string().min(1).max(200),
  /** preProcessCodeSet entry: runs after the initial schema, before the learner's query. */
  preSql: z.string().default(''),
  /** postProcessCodeSet entry: when given, its result (not the learner's) is compared — for DML tasks. */
  postSql: z.string().default(''),
  /** Expected result: rows (outputset) or the teacher's answer query run the same way. */
  expected: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('rows'), rows: z.array(z.array(z.string().nullable())) }),
    z.object({ kind: z.literal('query'), sql: z.string() }),
  ]),
  score: z.number().min(0).default(1),
  hidden: z.boolean().default(false),
});
/** An SQL test. */
export type SqlTest = z.infer<typeof SqlTest>;

/** SQL grading (sqlite3 inside the sandbox); `source` is the learner's query. */
export const SqlJob = z.object({
  kind: z.literal('sql'),
  ...jobBase,
  language: z.literal('sqlite'),
  /** initialProcessCode: schema and data of every fresh database. */
  initialSql: z.string().default(''),
  tests: z.array(SqlTest).min(1).max(100),
  /** scoringOptions: compare rows in order, or as multisets. */
  ordered: z.boolean().default(false),
});

/** A plugin id or a harness name: lower-case letters, digits and `-` (the folder names under `/opt/seodang/harness`). */
export const HarnessId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/);

/** Largest serialised `data` of one harness test. */
export const HARNESS_TEST_DATA_LIMIT = 1 << 20;

/** One test of a harness job: the harness alone reads `data`; the judge only keeps name, score and hidden. */
export const HarnessTest = z.object({
  name: z.string().min(1).max(200),
  /** Points for passing; a harness may report a fraction of them. */
  score: z.number().min(0).default(1),
  /** Hidden tests: their result carries no message and no artifact. */
  hidden: z.boolean().default(false),
  /** Opaque JSON for the harness (inputs, checks). */
  data: z
    .unknown()
    .default(null)
    .refine((d) => {
      try {
        const text = JSON.stringify(d ?? null);
        return text.length <= HARNESS_TEST_DATA_LIMIT;
      } catch {
        return false;
      }
    }, 'test data must be JSON of at most 1 MiB'),
});
/** A harness test (input form). */
export type HarnessTestInput = z.input<typeof HarnessTest>;
/** A harness test. */
export type HarnessTest = z.infer<typeof HarnessTest>;

/** Files larger than this travel once, by sha256 (see {@link HarnessFile}). */
export const BLOB_THRESHOLD_BYTES = 256 << 10;

/** Largest learner file of a harness job. */
export const HARNESS_FILE_LIMIT_BYTES = 4 << 20;

/** A learner's file sent inline: text, or bytes as base64 (`encoding: 'base64'`), at most 4 MiB. */
export const InlineHarnessFile = z
  .object({
    name: FilePath,
    content: z.string().max(6 << 20),
    encoding: z.enum(['utf8', 'base64']).default('utf8'),
  })
  .refine(
    (f) =>
      f.encoding === 'utf8'
        ? f.content.length <= HARNESS_FILE_LIMIT_BYTES
        : /^[A-Za-z0-9+/]*={0,2}$/.test(f.content) &&
          Math.floor((f.content.length * 3) / 4) <= HARNESS_FILE_LIMIT_BYTES + 2,
    'a file is at most 4 MiB, and base64 content must be valid base64',
  );

/**
 * A learner's file of a harness job: inline, or by reference. `JudgeClient.submit` stores a file
 * over {@link BLOB_THRESHOLD_BYTES} once in Redis under its sha256 and sends `{ name, sha256, bytes }`;
 * workers fetch it once and keep it in their blob cache.
 */
export const HarnessFile = z.union([
  InlineHarnessFile,
  z.object({
    name: FilePath,
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    bytes: z.number().int().min(0).max(HARNESS_FILE_LIMIT_BYTES),
  }),
]);
/** A harness job's file (input form). */
export type HarnessFileInput = z.input<typeof HarnessFile>;

/**
 * The second run of a harness job ({@link HarnessJob} `scorer`): a harness of the same plugin and
 * its files, inline only (at most 4 MiB each), read-only at `/box` of a sandbox of its own.
 */
export const HarnessScorer = z.object({
  harness: HarnessId,
  files: z.array(InlineHarnessFile).max(50).default([]),
});

/**
 * A plugin's grader: the harness `harness` of plugin `plugin`, installed by `prepare` under
 * `/opt/seodang/harness/<plugin>/<harness>`, runs once in the sandbox with the learner's `files`
 * at `/box` and reports one nonce-tagged line per test.
 */
export const HarnessJob = z
  .object({
    kind: z.literal('harness'),
    protocolVersion: z.literal(PROTOCOL_VERSION),
    /** Idempotency key: one job (and one result) per submission id. */
    submissionId: z.string().min(1).max(200),
    /** The plugin id (`seodang.id` of its package.json). */
    plugin: HarnessId,
    /** A key of the plugin's `seodang.judge.harnesses`. */
    harness: HarnessId,
    /** The learner's files, read-only at `/box`; binary ones (a Scratch project) as base64. */
    files: z.array(HarnessFile).max(50).default([]),
    /** Limits of the whole harness run (all tests together). */
    limits: Limits.default(Limits.parse({})),
    tests: z.array(HarnessTest).min(1).max(500),
    /** `none`: no socket of any internet family, not even on loopback; `loopback`: the run's own private loopback. */
    network: z.enum(['none', 'loopback']).default('none'),
    /**
     * An optional second run that scores the first: another harness of the same plugin, in a fresh
     * sandbox after the first, with its own `files` (a teacher's judge data, never given to the
     * first run) and each test's first report as input. Its reports are the result.
     */
    scorer: HarnessScorer.optional(),
  })
  .superRefine((job, ctx) => {
    const names = new Set<string>();
    for (const [i, t] of job.tests.entries()) {
      if (names.has(t.name))
        ctx.addIssue({
          code: 'custom',
          path: ['tests', i, 'name'],
          message: `duplicate test name ${t.name}`,
        });
      names.add(t.name);
    }
  });
/** A harness job (input form). */
export type HarnessJobInput = z.input<typeof HarnessJob>;
/** A harness job. */
export type HarnessJob = z.infer<typeof HarnessJob>;

/** Most bytes of artifacts one test may return (decoded, all its artifacts together). */
export const ARTIFACT_LIMIT_BYTES = 2 << 20;

/** A file a harness returns with a shown test: a PNG image or a JSON document (e.g. a replay). */
export const Artifact = z.object({
  name: FileName,
  mediaType: z.enum(['image/png', 'application/json']),
  /** The bytes, base64. */
  base64: z.string(),
  bytes: z.number().int().min(0),
});
/** An artifact. */
export type Artifact = z.infer<typeof Artifact>;

/** Any judge job. */
export const JudgeJob = z.discriminatedUnion('kind', [RunJob, GradeJob, UnitTestJob, SqlJob, HarnessJob]);
/** A judge job as core builds it (defaults optional). */
export type JudgeJobInput = z.input<typeof JudgeJob>;
/** A judge job with defaults applied. */
export type JudgeJob = z.infer<typeof JudgeJob>;
/** Individual job types. */
export type RunJob = z.infer<typeof RunJob>;
export type GradeJob = z.infer<typeof GradeJob>;
export type UnitTestJob = z.infer<typeof UnitTestJob>;
export type SqlJob = z.infer<typeof SqlJob>;

/** Per-test verdicts (the spec's names where it has them). */
export const Verdict = z.enum([
  'ACCEPTED',
  'WRONG_ANSWER',
  'TIMEOUT',
  'MEMORY_LIMIT',
  'RUNTIME_ERROR',
  'OUTPUT_SIZE',
  'COMPILE_ERROR',
  'INTERNAL_ERROR',
  'SKIPPED',
]);
/** A verdict. */
export type Verdict = z.infer<typeof Verdict>;

/** Run-mode status: OK or one of the §8 code run errors. */
export const RunStatus = z.enum(['OK', 'COMPILE_ERROR', 'TIMEOUT', 'OUTPUT_SIZE', 'ERROR']);
/** A run status. */
export type RunStatus = z.infer<typeof RunStatus>;

/** Compilation outcome (`ok` true and empty output for interpreted languages). */
export const CompileInfo = z.object({
  ok: z.boolean(),
  /** Compiler messages, truncated to 64 KiB. */
  output: z.string(),
  timeMs: z.number(),
  /** Served from the compile cache. */
  cached: z.boolean().default(false),
});
/** Compile info. */
export type CompileInfo = z.infer<typeof CompileInfo>;

/** A text kept for display: truncated at 10 KiB, with a flag. */
export const ShownText = z.object({ text: z.string(), truncated: z.boolean() });
/** Shown text. */
export type ShownText = z.infer<typeof ShownText>;

/** Result of one test. Hidden tests carry no input/output fields. */
export const TestResult = z.object({
  name: z.string(),
  verdict: Verdict,
  /** CPU time over all processes of the run; absent, like wall time and memory, for jobs with `reportUsage: false`. */
  timeMs: z.number().optional(),
  wallTimeMs: z.number().optional(),
  memoryKb: z.number().optional(),
  score: z.number(),
  maxScore: z.number(),
  hidden: z.boolean(),
  exitCode: z.number().nullable().optional(),
  input: ShownText.optional(),
  expected: ShownText.optional(),
  stdout: ShownText.optional(),
  stderr: ShownText.optional(),
  /** Checker, framework or harness message. */
  message: z.string().optional(),
  /** Harness jobs: files the harness returned for this test (never for hidden tests). */
  artifacts: z.array(Artifact).optional(),
});
/** A test result. */
export type TestResult = z.infer<typeof TestResult>;

/** Result of a run job (the CLI's `run --json` shape plus identifiers). */
export const RunResult = z.object({
  protocolVersion: z.literal(PROTOCOL_VERSION),
  kind: z.literal('run'),
  submissionId: z.string(),
  status: RunStatus,
  /** Why an ERROR: RUNTIME_ERROR, MEMORY_LIMIT or INTERNAL_ERROR. */
  reason: z.enum(['RUNTIME_ERROR', 'MEMORY_LIMIT', 'INTERNAL_ERROR']).optional(),
  compile: CompileInfo,
  stdout: z.string(),
  stderr: z.string(),
  exitCode: z.number().nullable(),
  timeMs: z.number(),
  memoryKb: z.number(),
  /** Set for INTERNAL_ERROR: what failed in the judge. */
  error: z.string().optional(),
});
/** A run result. */
export type RunResult = z.infer<typeof RunResult>;

/** Result of grade, unittest, sql and harness jobs. */
export const GradeResult = z.object({
  protocolVersion: z.literal(PROTOCOL_VERSION),
  kind: z.enum(['grade', 'unittest', 'sql', 'harness']),
  submissionId: z.string(),
  /** COMPILE_ERROR, ACCEPTED, or the verdict of the first failing test. */
  status: Verdict,
  score: z.number(),
  maxScore: z.number(),
  compile: CompileInfo,
  tests: z.array(TestResult),
  /** Names of failing tests, in order ('wrong with failing test cases'). */
  failingTests: z.array(z.string()),
  error: z.string().optional(),
});
/** A grade result. */
export type GradeResult = z.infer<typeof GradeResult>;

/** Any judge result. */
export const JudgeResult = z.union([RunResult, GradeResult]);
/** A judge result. */
export type JudgeResult = z.infer<typeof JudgeResult>;

/** Progress reported while a job runs (BullMQ job progress). */
export const JudgeProgress = z.object({
  submissionId: z.string(),
  phase: z.enum(['compiling', 'testing', 'done']),
  /** Tests finished so far and in total. */
  done: z.number().int(),
  total: z.number().int(),
  /** The test that just finished. */
  test: z.object({ name: z.string(), verdict: Verdict }).optional(),
});
/** A progress event. */
export type JudgeProgress = z.infer<typeof JudgeProgress>;
