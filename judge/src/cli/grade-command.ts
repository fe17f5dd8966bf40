/** `grade --language L --source FILE --tests DIR [--compare ...] [--time-limit MS] [--memory-limit MIB] [--input-file NAME] [--output-file NAME] [--compile-flags "..."] [--args "..."] [--json]`. */
import fs from 'node:fs';
import path from 'node:path';
import {
  FILE_IO_OPTIONS,
  PROGRAM_OPTIONS,
  fileIoFrom,
  programOptionsFrom,
  language,
  limitsFrom,
  parse,
  printJson,
  readText,
  required,
  UsageError,
} from './args.ts';
import { readyJudge } from './ready.ts';
import { parseCompareList } from '../grading/compare.ts';
import type { GradeResult, TestCaseInput } from '../protocol.ts';

/** Reads DIR/NAME.in, NAME.out and optional NAME.score, in natural order of NAME. */
export function readTestDir(dir: string): TestCaseInput[] {
  let entries: string[];
  try {
    entries = fs.readdirSync(dir);
  } catch {
    throw new UsageError(`--tests: cannot read directory ${dir}`);
  }
  const names = entries
    .filter((f) => f.endsWith('.in'))
    .map((f) => f.slice(0, -3))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (names.length === 0) throw new UsageError(`--tests: no NAME.in files in ${dir}`);
  return names.map((name) => {
    const out = path.join(dir, `${name}.out`);
    if (!fs.existsSync(out)) throw new UsageError(`--tests: ${name}.in has no ${name}.out`);
    const scoreFile = path.join(dir, `${name}.score`);
    let score = 1;
    if (fs.existsSync(scoreFile)) {
      score = Number(fs.readFileSync(scoreFile, 'utf8').trim());
      if (!Number.isInteger(score) || score < 0)
        throw new UsageError(`--tests: ${name}.score must be a non-negative integer`);
    }
    return {
      name,
      input: fs.readFileSync(path.join(dir, `${name}.in`), 'utf8'),
      expected: { kind: 'text' as const, text: fs.readFileSync(out, 'utf8') },
      score,
    };
  });
}

/** Grades a program against a test directory. */
export async function gradeCommand(args: string[]): Promise<number> {
  const { values } = parse(args, {
    language: { type: 'string' },
    source: { type: 'string' },
    tests: { type: 'string' },
    compare: { type: 'string' },
    'time-limit': { type: 'string' },
    'memory-limit': { type: 'string' },
    json: { type: 'boolean' },
    ...FILE_IO_OPTIONS,
    ...PROGRAM_OPTIONS,
  });
  let compare;
  try {
    compare = parseCompareList(values.compare ?? '');
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const lang = language(values.language);
  const job = {
    protocolVersion: 1,
    kind: 'grade',
    submissionId: `cli-${process.pid}`,
    language: lang,
    source: readText(required(values.source, 'source'), 'source'),
    tests: readTestDir(required(values.tests, 'tests')),
    compare,
    limits: limitsFrom(values),
    ...fileIoFrom(values),
    ...programOptionsFrom(values, lang),
  };
  const judge = await readyJudge(1);
  try {
    const r = (await judge.execute(job)) as GradeResult;
    const out = {
      status: r.status,
      score: r.score,
      maxScore: r.maxScore,
      compile: { ok: r.compile.ok, output: r.compile.output, timeMs: r.compile.timeMs },
      tests: r.tests.map((t) => ({
        name: t.name,
        verdict: t.verdict,
        timeMs: t.timeMs,
        memoryKb: t.memoryKb,
        score: t.score,
      })),
    };
    if (values.json) printJson(out);
    else {
      if (r.compile.output) process.stderr.write(`${r.compile.output}\n`);
      for (const t of out.tests)
        console.log(
          `${t.name.padEnd(16)} ${t.verdict.padEnd(14)} ${String(t.timeMs).padStart(6)} ms ${String(t.memoryKb).padStart(8)} KiB  ${t.score}`,
        );
      console.log(`${r.status}  ${r.score}/${r.maxScore}`);
    }
    return 0;
  } finally {
    await judge.close();
  }
}
