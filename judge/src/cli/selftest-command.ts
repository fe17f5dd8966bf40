/** `selftest [--json]`: an echo program and A+B in every available language, as a table. */
import os from 'node:os';
import { parse, printJson } from './args.ts';
import { readyJudge } from './ready.ts';
import { SAMPLES } from '../languages/samples.ts';
import { LANGUAGES } from '../languages/registry.ts';
import type { GradeResult, JudgeJobInput, LanguageValue } from '../protocol.ts';

interface Row {
  language: string;
  langVersion: string;
  echo: string;
  aplusb: string;
  compileMs: number;
  runMs: number;
}

function job(language: LanguageValue, source: string, tests: Array<[string, string]>): JudgeJobInput {
  return {
    protocolVersion: 1,
    kind: 'grade',
    submissionId: `selftest-${language}-${process.pid}`,
    language,
    source,
    tests: tests.map(([input, out], i) => ({
      name: String(i + 1),
      input,
      expected: { kind: 'text', text: out },
    })),
  };
}

/** Runs the self-test; exit 1 when any available language fails. */
export async function selftestCommand(args: string[]): Promise<number> {
  const { values } = parse(args, { json: { type: 'boolean' } });
  const judge = await readyJudge(os.availableParallelism());
  try {
    const langs = judge.languages();
    const rows: Row[] = await Promise.all(
      LANGUAGES.map(async (l): Promise<Row> => {
        const option = langs.find((o) => o.value === l.value);
        if (!option?.available)
          return {
            language: l.value,
            langVersion: option?.reason ?? 'unavailable',
            echo: 'UNAVAILABLE',
            aplusb: 'UNAVAILABLE',
            compileMs: 0,
            runMs: 0,
          };
        const echo = (await judge.execute(
          job(l.value, SAMPLES[l.value].echo, [
            ['echo: Hello, World!\n', 'echo: Hello, World!\n'],
            ['line 1\nline 2\n', 'line 1\nline 2\n'],
          ]),
        )) as GradeResult;
        const sum = (await judge.execute(
          job(l.value, SAMPLES[l.value].aplusb, [
            ['1 2\n', '3\n'],
            ['-5 1000000000000\n', '999999999995\n'],
          ]),
        )) as GradeResult;
        return {
          language: l.value,
          langVersion: option.langVersion,
          echo: echo.status,
          aplusb: sum.status,
          compileMs: Math.round(echo.compile.timeMs + sum.compile.timeMs),
          runMs: Math.round([...echo.tests, ...sum.tests].reduce((s, t) => s + (t.wallTimeMs ?? 0), 0) / 4),
        };
      }),
    );
    if (values.json) printJson(rows);
    else {
      console.log(
        `${'language'.padEnd(11)} ${'version'.padEnd(34)} ${'echo'.padEnd(14)} ${'a+b'.padEnd(14)} compile   run`,
      );
      for (const r of rows) {
        console.log(
          `${r.language.padEnd(11)} ${r.langVersion.slice(0, 34).padEnd(34)} ${r.echo.padEnd(14)} ${r.aplusb.padEnd(14)} ${String(r.compileMs).padStart(6)}ms ${String(r.runMs).padStart(4)}ms`,
        );
      }
    }
    return rows.every((r) => r.echo === 'ACCEPTED' && r.aplusb === 'ACCEPTED') ? 0 : 1;
  } finally {
    await judge.close();
  }
}
