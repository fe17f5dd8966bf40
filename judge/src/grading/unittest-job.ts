/**
 * Unit-test grading: the teacher's test files run against the learner's code with the
 * language's standard framework from the root filesystem — JUnit 4 or JUnit 5 (Jupiter, on the
 * JUnit Platform with the Vintage engine for JUnit 4 classes beside them) for Java, pytest, which also
 * runs unittest.TestCase classes (Python), node:test (JavaScript). A runner reports each test on
 * a line tagged with a per-run nonce read from stdin, so the code under test cannot forge lines
 * it does not know the tag of.
 */
import crypto from 'node:crypto';
import { buildProgram, runEnd, runProgram, type JudgeEnv } from './program.ts';
import { shown } from './text.ts';
import { overall } from './verdicts.ts';
import { findLanguage } from '../languages/registry.ts';
import { PROTOCOL_VERSION, type GradeResult, type TestResult, type UnitTestJob } from '../protocol.ts';
import type { ProgressSink } from './grade-job.ts';
import { PYTEST_REPORT_MODULE, PYTEST_REPORT_SOURCE } from './pytest-report.ts';

const JAVA_LIB = '/usr/share/java';
const jars = (...names: string[]): string => names.map((n) => `${JAVA_LIB}/${n}.jar`).join(':');
const JUNIT_CP = jars('junit4', 'hamcrest-core');
/** What JUnit 5 test classes compile against: the Jupiter API (with parameterized tests) and JUnit 4's, for mixed files. */
const JUPITER_COMPILE_CP = `${jars('junit-jupiter-api', 'junit-jupiter-params', 'opentest4j', 'apiguardian-api', 'junit-platform-commons')}:${JUNIT_CP}`;
/** The JUnit Platform with the Jupiter and Vintage engines, so JUnit 4 classes next to JUnit 5 ones run too. */
const PLATFORM_RUN_CP = `${JUPITER_COMPILE_CP}:${jars('junit-jupiter-engine', 'junit-vintage-engine', 'junit-platform-engine', 'junit-platform-launcher')}`;

/** JUnit 5 (Jupiter) tests, told by their imports; anything else is run by the JUnit 4 runner, which starts faster. */
export function usesJupiter(job: Pick<UnitTestJob, 'testFiles'>): boolean {
  return job.testFiles.some((f) => /\bimport\s+(?:static\s+)?org\.junit\.jupiter\./.test(f.content));
}
const PYTHON_DIST = '/usr/lib/python3/dist-packages';
/** Tests in sub-folders import the learner's module from the project root too. */
const PYTEST_ARGS = ['--rootdir=/box', '-o', 'pythonpath=/box', '-p', PYTEST_REPORT_MODULE];
/** Starts the root filesystem's runner with /box importable (last) already when `-p` loads the report plugin. */
const PYTEST_MAIN =
  'import runpy, sys; sys.path.append("/box"); runpy.run_path("/opt/seodang/runners/pytest_runner.py", run_name="__main__")';

/** Test class name of a Java test file: `com/acme/CalcTest.java` holds `com.acme.CalcTest`. */
function javaClass(file: string): string {
  return file.replace(/\.java$/, '').replaceAll('/', '.');
}

function runnerArgv(job: UnitTestJob): string[] {
  const files = job.testFiles.map((f) => f.name);
  switch (job.language) {
    case 'java': {
      const jupiter = usesJupiter(job);
      return [
        'java',
        '-Xmx' + Math.max(64, Math.floor(job.limits.memoryLimitMiB * 0.6)) + 'm',
        '-XX:+UseSerialGC',
        '-XX:-UsePerfData',
        '-XX:TieredStopAtLevel=1',
        '-cp',
        `/box:/opt/seodang/runners/junit:${jupiter ? PLATFORM_RUN_CP : JUNIT_CP}`,
        jupiter ? 'SeodangJUnitPlatformRunner' : 'SeodangJUnitRunner',
        ...files.map(javaClass),
      ];
    }
    case 'python3':
      return ['python3', '-I', '-c', PYTEST_MAIN, ...PYTEST_ARGS, ...files.map((f) => `/box/${f}`)];
    case 'python':
      return [
        'env',
        `PYTHONPATH=${PYTHON_DIST}`,
        'pypy3',
        '-c',
        PYTEST_MAIN,
        ...PYTEST_ARGS,
        ...files.map((f) => `/box/${f}`),
      ];
    case 'js':
      return ['node', '/opt/seodang/runners/node-test-runner.mjs', ...files.map((f) => `/box/${f}`)];
  }
}

/** Grades a unit-test job. */
export async function unitTestJob(
  env: JudgeEnv,
  job: UnitTestJob,
  onProgress: ProgressSink = () => {},
): Promise<GradeResult> {
  const lang = findLanguage(job.language);
  if (!lang) throw new Error(`unknown language ${job.language}`);
  onProgress({ submissionId: job.submissionId, phase: 'compiling', done: 0, total: job.testFiles.length });
  const testFiles: Record<string, string> = Object.fromEntries(job.testFiles.map((f) => [f.name, f.content]));
  if (job.language === 'python' || job.language === 'python3')
    testFiles[`${PYTEST_REPORT_MODULE}.py`] = PYTEST_REPORT_SOURCE;
  const program = await buildProgram(env, lang, job.source, job.files, job.limits, {
    files: testFiles,
    sourceFile:
      job.language === 'java' ? undefined : `${job.sourceName}.${job.language === 'js' ? 'js' : 'py'}`,
    compileArgv:
      job.language === 'java'
        ? (ctx) => [
            'javac',
            '-J-Xmx512m',
            '-J-XX:+UseSerialGC',
            '-J-XX:TieredStopAtLevel=1',
            '-encoding',
            'UTF-8',
            '-cp',
            usesJupiter(job) ? JUPITER_COMPILE_CP : JUNIT_CP,
            '-d',
            '/box',
            ctx.file,
            ...job.files.map((f) => f.name).filter((n) => n.endsWith('.java')),
            ...job.testFiles.map((f) => f.name),
          ]
        : undefined,
    compileFlags: job.compileFlags,
  });
  const base = {
    protocolVersion: PROTOCOL_VERSION,
    kind: 'unittest' as const,
    submissionId: job.submissionId,
    compile: program.compile,
  };
  try {
    if (!program.compile.ok)
      return { ...base, status: 'COMPILE_ERROR', score: 0, maxScore: 0, tests: [], failingTests: [] };
    const nonce = crypto.randomBytes(12).toString('hex');
    const r = await runProgram(env, program, `${nonce}\n`, job.limits, runnerArgv(job));
    const tag = `@@${nonce} `;
    const tests: TestResult[] = [];
    let done = false;
    for (const raw of r.stdout.toString('utf8').split('\n')) {
      // Frameworks may print progress on the same line before a record.
      const at = raw.indexOf(tag);
      if (at < 0) continue;
      const [status, name = '', ms = '0', ...msg] = raw.slice(at + tag.length).split(' ');
      if (status === 'DONE') {
        done = true;
        continue;
      }
      const maxScore = job.scores[name] ?? 1;
      const verdict = status === 'PASS' ? 'ACCEPTED' : status === 'SKIP' ? 'SKIPPED' : 'WRONG_ANSWER';
      tests.push({
        name,
        verdict,
        timeMs: Number(ms) || 0,
        wallTimeMs: Number(ms) || 0,
        memoryKb: r.memoryKb,
        score: verdict === 'ACCEPTED' ? maxScore : 0,
        maxScore,
        hidden: false,
        ...(msg.join(' ').trim() ? { message: msg.join(' ').slice(0, 2000) } : {}),
      });
      onProgress({
        submissionId: job.submissionId,
        phase: 'testing',
        done: tests.length,
        total: tests.length,
        test: { name, verdict },
      });
    }
    const end = runEnd(r);
    if (!done || end !== 'OK') {
      // The run ended before the framework finished: the tests not reported failed with the run's verdict.
      const verdict = end === 'OK' ? 'RUNTIME_ERROR' : end;
      tests.push({
        name: '(test run)',
        verdict,
        timeMs: r.cpuMs,
        wallTimeMs: r.wallMs,
        memoryKb: r.memoryKb,
        score: 0,
        maxScore: 0,
        hidden: false,
        stderr: shown(r.stderr),
        stdout: shown(
          r.stdout
            .toString('utf8')
            .split('\n')
            .filter((l) => !l.includes(tag))
            .join('\n'),
        ),
      });
    }
    onProgress({ submissionId: job.submissionId, phase: 'done', done: tests.length, total: tests.length });
    return { ...base, ...overall(tests), tests };
  } finally {
    program.dispose();
  }
}
