/** Argument parsing shared by the commands. */
import fs from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { findLanguage } from '../languages/registry.ts';
import { FileName, type LanguageValue } from '../protocol.ts';
import { CompileFlags, ProgramArgs, compileFlagAllowed, splitOptions } from '../options.ts';

/** A bad command line (exit status 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** parseArgs that throws {@link UsageError}. */
export function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** A required option. */
export function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** A positive integer option. */
export function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new UsageError(`--${name} must be a positive integer, got "${value}"`);
  return n;
}

/** A readable file's contents. */
export function readText(file: string, name: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(
      `--${name}: cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
}

/** A known language value. */
export function language(value: string | undefined): LanguageValue {
  const v = required(value, 'language');
  const lang = findLanguage(v);
  if (!lang) throw new UsageError(`unknown language "${v}" (see: seodang-judge languages)`);
  return lang.value;
}

/** Limits from --time-limit / --memory-limit. */
export function limitsFrom(values: { 'time-limit'?: string; 'memory-limit'?: string }): {
  timeLimitMs?: number;
  memoryLimitMiB?: number;
} {
  const timeLimitMs = positiveInt(values['time-limit'], 'time-limit');
  const memoryLimitMiB = positiveInt(values['memory-limit'], 'memory-limit');
  if (timeLimitMs !== undefined && (timeLimitMs < 50 || timeLimitMs > 60_000))
    throw new UsageError('--time-limit must be between 50 and 60000 ms');
  if (memoryLimitMiB !== undefined && (memoryLimitMiB < 16 || memoryLimitMiB > 4096))
    throw new UsageError('--memory-limit must be between 16 and 4096 MiB');
  return { ...(timeLimitMs ? { timeLimitMs } : {}), ...(memoryLimitMiB ? { memoryLimitMiB } : {}) };
}

/** Options of file-based tasks (§3 input_file / output_file), shared by run and grade. */
export const FILE_IO_OPTIONS = {
  'input-file': { type: 'string' },
  'output-file': { type: 'string' },
} as const;

/** `inputFile` / `outputFile` from --input-file / --output-file (plain file names). */
export function fileIoFrom(values: { 'input-file'?: string; 'output-file'?: string }): {
  inputFile?: string;
  outputFile?: string;
} {
  const out: { inputFile?: string; outputFile?: string } = {};
  for (const [option, key] of [
    ['input-file', 'inputFile'],
    ['output-file', 'outputFile'],
  ] as const) {
    const v = values[option];
    if (v === undefined) continue;
    if (!FileName.safeParse(v).success)
      throw new UsageError(`--${option} must be a plain file name (letters, digits, _ . -), got "${v}"`);
    out[key] = v;
  }
  return out;
}

/** The teacher's options (§3 compiler_option / run_option), shared by run and grade. */
export const PROGRAM_OPTIONS = { 'compile-flags': { type: 'string' }, args: { type: 'string' } } as const;

/**
 * `compileFlags` / `programArgs` from --compile-flags / --args: split on white space into argv
 * (no shell, no quoting), held to the same allow-list and rules as a job's.
 */
export function programOptionsFrom(
  values: { 'compile-flags'?: string; args?: string },
  lang: LanguageValue,
): { compileFlags?: string[]; programArgs?: string[] } {
  const out: { compileFlags?: string[]; programArgs?: string[] } = {};
  if (values['compile-flags'] !== undefined) {
    const flags = splitOptions(values['compile-flags']);
    const refused = flags.find((flag) => !compileFlagAllowed(lang, flag));
    if (refused !== undefined)
      throw new UsageError(`--compile-flags: compiler flag not allowed for ${lang}: ${refused}`);
    const checked = CompileFlags.safeParse(flags);
    if (!checked.success)
      throw new UsageError(`--compile-flags: at most 20 flags of at most 200 characters each`);
    out.compileFlags = flags;
  }
  if (values.args !== undefined) {
    const args = splitOptions(values.args);
    const checked = ProgramArgs.safeParse(args);
    if (!checked.success) {
      const at = checked.error.issues[0]?.path[0];
      throw new UsageError(
        typeof at === 'number'
          ? `--args: argument not allowed: ${JSON.stringify(args[at])} (${checked.error.issues[0].message})`
          : '--args: at most 20 arguments of at most 200 characters each',
      );
    }
    out.programArgs = args;
  }
  return out;
}

/** Prints JSON to stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
