/** `run --language L --source FILE [--stdin FILE] [--time-limit MS] [--memory-limit MIB] [--input-file NAME] [--output-file NAME] [--compile-flags "..."] [--args "..."] [--json]`. */
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
} from './args.ts';
import { readyJudge } from './ready.ts';
import type { RunResult } from '../protocol.ts';

/** Runs a program once. */
export async function runCommand(args: string[]): Promise<number> {
  const { values } = parse(args, {
    language: { type: 'string' },
    source: { type: 'string' },
    stdin: { type: 'string' },
    'time-limit': { type: 'string' },
    'memory-limit': { type: 'string' },
    json: { type: 'boolean' },
    ...FILE_IO_OPTIONS,
    ...PROGRAM_OPTIONS,
  });
  const lang = language(values.language);
  const job = {
    protocolVersion: 1,
    kind: 'run',
    submissionId: `cli-${process.pid}`,
    language: lang,
    source: readText(required(values.source, 'source'), 'source'),
    stdin: values.stdin ? readText(values.stdin, 'stdin') : '',
    limits: limitsFrom(values),
    ...fileIoFrom(values),
    ...programOptionsFrom(values, lang),
  };
  const judge = await readyJudge(1);
  try {
    const r = (await judge.execute(job)) as RunResult;
    const out = {
      status: r.status,
      compile: { ok: r.compile.ok, output: r.compile.output, timeMs: r.compile.timeMs },
      stdout: r.stdout,
      stderr: r.stderr,
      exitCode: r.exitCode,
      timeMs: r.timeMs,
      memoryKb: r.memoryKb,
    };
    if (values.json) printJson(out);
    else {
      if (!r.compile.ok || r.compile.output) process.stderr.write(r.compile.output);
      process.stdout.write(r.stdout);
      process.stderr.write(r.stderr);
      process.stderr.write(
        `\n[${r.status}${r.reason ? ` ${r.reason}` : ''}] exit ${r.exitCode} · ${r.timeMs} ms · ${r.memoryKb} KiB\n`,
      );
    }
    return 0;
  } finally {
    await judge.close();
  }
}
