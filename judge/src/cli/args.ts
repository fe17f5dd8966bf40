/** Argument parsing shared by the commands. */
import fs from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { findLanguage } from '../languages/registry.ts';
import { FileName, type LanguageValue } from '../protocol.ts';

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
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive integer, got "${value}"`);
  return n;
}

/** A readable file's contents. */
export function readText(file: string, name: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(`--${name}: cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
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
export function limitsFrom(values: { 'time-limit'?: string; 'memory-limit'?: string }): { timeLimitMs?: number; memoryLimitMiB?: number } {
  const timeLimitMs = positiveInt(values['time-limit'], 'time-limit');
  const memoryLimitMiB = positiveInt(values['memory-limit'], 'memory-limit');
  if (timeLimitMs !== undefined && (timeLimitMs < 50 || timeLimitMs > 60_000)) throw new UsageError('--time-limit must be between 50 and 60000 ms');
  if (memoryLimitMiB !== undefined && (memoryLimitMiB < 16 || memoryLimitMiB > 4096)) throw new UsageError('--memory-limit must be between 16 and 4096 MiB');
  return { ...(timeLimitMs ? { timeLimitMs } : {}), ...(memoryLimitMiB ? { memoryLimitMiB } : {}) };
}

/** Options of file-based tasks (§3 input_file / output_file), shared by run and grade. */
export const FILE_IO_OPTIONS = { 'input-file': { type: 'string' }, 'output-file': { type: 'string' } } as const;

/** `inputFile` / `outputFile` from --input-file / --output-file (plain file names). */
export function fileIoFrom(values: { 'input-file'?: string; 'output-file'?: string }): { inputFile?: string; outputFile?: string } {
  const out: { inputFile?: string; outputFile?: string } = {};
  for (const [option, key] of [['input-file', 'inputFile'], ['output-file', 'outputFile']] as const) {
    const v = values[option];
    if (v === undefined) continue;
    if (!FileName.safeParse(v).success) throw new UsageError(`--${option} must be a plain file name (letters, digits, _ . -), got "${v}"`);
    out[key] = v;
  }
  return out;
}

/** Prints JSON to stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
