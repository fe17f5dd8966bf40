/**
 * SQL grading with sqlite3 inside the sandbox: for every test a fresh in-memory database gets
 * the initial schema and data, the test's pre-processing SQL, then the learner's query (and the
 * post-processing query for DML tasks). Result sets are compared in order or as multisets.
 * sqlite3 runs with `-safe` (no file, shell or extension access).
 */
import crypto from 'node:crypto';
import { createWorkDir, removeWorkDir } from './workspace.ts';
import { testRunLimits } from './limits.ts';
import { SANDBOX_ENV } from './environment.ts';
import { shown } from './text.ts';
import { overall } from './verdicts.ts';
import { runEnd, type JudgeEnv } from './program.ts';
import {
  PROTOCOL_VERSION,
  type GradeResult,
  type SqlJob,
  type SqlTest,
  type TestResult,
} from '../protocol.ts';
import type { ProgressSink } from './grade-job.ts';
import type { SandboxResult } from '../sandbox/types.ts';

type Rows = Array<Array<string | null>>;

interface QueryOutcome {
  rows: Rows | null;
  error?: string;
  run: SandboxResult;
}

function script(job: SqlJob, test: SqlTest, query: string, marker: string): string {
  // The marker line separates set-up output from the result we compare.
  const compared = test.postSql.trim()
    ? `${query}\n;\n.print ${marker}\n${test.postSql}`
    : `.print ${marker}\n${query}`;
  return `.bail on\n.mode list\n${job.initialSql}\n;\n${test.preSql}\n;\n.headers off\n.mode json\n${compared}\n;\n`;
}

function parseJsonResults(text: string): Rows {
  const trimmed = text.trim();
  if (!trimmed) return [];
  // `.mode json` prints one array per statement; JSON strings never contain a raw newline.
  const sets = JSON.parse(`[${trimmed.replace(/\]\n\[/g, '],[')}]`) as Array<Array<Record<string, unknown>>>;
  const last = sets[sets.length - 1] ?? [];
  return last.map((row) =>
    Object.values(row).map((v) =>
      v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v),
    ),
  );
}

async function runQuery(
  env: JudgeEnv,
  job: SqlJob,
  test: SqlTest,
  query: string,
  workDir: string,
): Promise<QueryOutcome> {
  const marker = `@@${crypto.randomBytes(8).toString('hex')}`;
  const run = await env.driver.run({
    argv: ['sqlite3', '-safe', '-batch', ':memory:'],
    env: { ...SANDBOX_ENV },
    cwd: '/tmp',
    stdin: script(job, test, query, marker),
    limits: testRunLimits(job.limits),
    workDir,
    workDirWritable: false,
  });
  const out = run.stdout.toString('utf8');
  const at = out.lastIndexOf(`${marker}\n`);
  if (runEnd(run) !== 'OK' || at < 0)
    return { rows: null, error: run.stderr.toString('utf8').slice(0, 2000) || 'query failed', run };
  try {
    return { rows: parseJsonResults(out.slice(at + marker.length + 1)), run };
  } catch (err) {
    return { rows: null, error: `unreadable result: ${(err as Error).message}`, run };
  }
}

function sameRows(a: Rows, b: Rows, ordered: boolean): boolean {
  if (a.length !== b.length) return false;
  const key = (r: Array<string | null>): string => JSON.stringify(r);
  const ka = a.map(key);
  const kb = b.map(key);
  if (!ordered) {
    ka.sort();
    kb.sort();
  }
  return ka.every((k, i) => k === kb[i]);
}

/** Grades an SQL job. */
export async function sqlJob(
  env: JudgeEnv,
  job: SqlJob,
  onProgress: ProgressSink = () => {},
): Promise<GradeResult> {
  const workDir = createWorkDir();
  const total = job.tests.length;
  try {
    const tests: TestResult[] = [];
    for (const t of job.tests) {
      const learner = await runQuery(env, job, t, job.source, workDir);
      let expected: Rows | null = t.expected.kind === 'rows' ? t.expected.rows : null;
      let message: string | undefined;
      if (t.expected.kind === 'query') {
        const answer = await runQuery(env, job, t, t.expected.sql, workDir);
        if (!answer.rows) throw new Error(`the answer query of test "${t.name}" fails: ${answer.error}`);
        expected = answer.rows;
      }
      const end = runEnd(learner.run);
      let verdict: TestResult['verdict'];
      if (end !== 'OK') verdict = end;
      else if (!learner.rows) {
        verdict = 'RUNTIME_ERROR';
        message = learner.error;
      } else verdict = sameRows(learner.rows, expected ?? [], job.ordered) ? 'ACCEPTED' : 'WRONG_ANSWER';
      if (end === 'OK' && !learner.rows) verdict = 'RUNTIME_ERROR';
      const result: TestResult = {
        name: t.name,
        verdict,
        timeMs: learner.run.cpuMs,
        wallTimeMs: learner.run.wallMs,
        memoryKb: learner.run.memoryKb,
        score: verdict === 'ACCEPTED' ? t.score : 0,
        maxScore: t.score,
        hidden: t.hidden,
        ...(message ? { message } : {}),
      };
      if (!t.hidden) {
        result.expected = shown(JSON.stringify(expected));
        result.stdout = shown(learner.rows ? JSON.stringify(learner.rows) : '');
        result.stderr = shown(learner.run.stderr);
      }
      tests.push(result);
      onProgress({
        submissionId: job.submissionId,
        phase: 'testing',
        done: tests.length,
        total,
        test: { name: t.name, verdict },
      });
    }
    onProgress({ submissionId: job.submissionId, phase: 'done', done: total, total });
    return {
      protocolVersion: PROTOCOL_VERSION,
      kind: 'sql',
      submissionId: job.submissionId,
      compile: { ok: true, output: '', timeMs: 0, cached: false },
      ...overall(tests),
      tests,
    };
  } finally {
    removeWorkDir(workDir);
  }
}
