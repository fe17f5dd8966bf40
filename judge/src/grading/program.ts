/** A learner's program: sources written to a work dir and compiled once, then run per test. */
import { compile } from './compile.ts';
import { createWorkDir, removeWorkDir, writeFiles } from './workspace.ts';
import { testRunLimits } from './limits.ts';
import { SANDBOX_ENV } from './environment.ts';
import { withFileIo, type FileIo } from './file-io.ts';
import type { CompileInfo, Limits, SourceFile } from '../protocol.ts';
import type { LanguageContext, LanguageDef } from '../languages/registry.ts';
import type { SandboxDriver, SandboxResult } from '../sandbox/types.ts';

/** Everything the graders share. */
export interface JudgeEnv {
  driver: SandboxDriver;
  /** language value → toolchain version (from the root filesystem stamp). */
  versions: Record<string, string>;
  /** Disable the compile cache (benchmarks). */
  noCompileCache?: boolean;
}

/** A compiled (or failed) program with its work dir. */
export interface Program {
  lang: LanguageDef;
  ctx: LanguageContext;
  workDir: string;
  compile: CompileInfo;
  /** Removes the work dir. */
  dispose(): void;
}

/** Writes the sources and compiles them. */
export async function buildProgram(
  env: JudgeEnv,
  lang: LanguageDef,
  source: string,
  extra: SourceFile[],
  limits: Limits,
  override?: {
    files?: Record<string, string>;
    sourceFile?: string;
    compileArgv?: (ctx: LanguageContext) => string[];
    compileFlags?: string[];
  },
): Promise<Program> {
  const file = override?.sourceFile ?? lang.sourceFile(source);
  const ctx: LanguageContext = {
    file,
    mainClass: lang.mainClass?.(source) ?? 'Main',
    memoryMiB: limits.memoryLimitMiB,
  };
  const files: Record<string, string> = {
    ...Object.fromEntries(extra.map((f) => [f.name, f.content])),
    ...override?.files,
    [file]: source,
  };
  // The teacher's flags (already held to the language's allow-list by the protocol) go last, so they win.
  const flags = override?.compileFlags ?? [];
  const baseCompile = override?.compileArgv ?? lang.compile?.bind(lang);
  const compileArgv =
    flags.length && baseCompile
      ? (c: LanguageContext) => [...baseCompile(c), ...flags]
      : override?.compileArgv;
  const workDir = createWorkDir();
  try {
    writeFiles(workDir, files);
    const info = await compile({
      driver: env.driver,
      lang,
      ctx,
      workDir,
      files,
      toolchainVersion: env.versions[lang.value] ?? '',
      argv: compileArgv?.(ctx),
      noCache: env.noCompileCache,
    });
    return { lang, ctx, workDir, compile: info, dispose: () => removeWorkDir(workDir) };
  } catch (err) {
    removeWorkDir(workDir);
    throw err;
  }
}

/**
 * Runs the program once with the given stdin (the work dir is read-only). For a file-based task
 * (`io`), stdin becomes the input file and the output file comes back as stdout; the teacher's
 * `programArgs` follow the program's own command line as separate arguments.
 */
export function runProgram(
  env: JudgeEnv,
  program: Program,
  stdin: string,
  limits: Limits,
  argv?: string[],
  io: FileIo & { programArgs?: string[] } = {},
): Promise<SandboxResult> {
  return env.driver.run({
    argv: withFileIo([...(argv ?? program.lang.run(program.ctx)), ...(io.programArgs ?? [])], io),
    env: { ...SANDBOX_ENV, ...program.lang.env },
    cwd: '/tmp',
    stdin,
    limits: testRunLimits(limits, program.lang),
    workDir: program.workDir,
    workDirWritable: false,
  });
}

/** Heap exhaustion reported by managed runtimes counts as MEMORY_LIMIT, like an OOM kill. */
const HEAP_EXHAUSTED =
  /java\.lang\.OutOfMemoryError|JavaScript heap out of memory|MemoryError|System\.OutOfMemoryException|failed to allocate memory|Cannot allocate memory|cannot allocate vector|Allowed memory size of \d+ bytes exhausted|Out of memory/;

/** How a run ended, before comparing its output. */
export type RunEnd = 'OK' | 'TIMEOUT' | 'MEMORY_LIMIT' | 'OUTPUT_SIZE' | 'RUNTIME_ERROR';

/** Classifies a sandbox result. */
export function runEnd(r: SandboxResult): RunEnd {
  if (r.outputLimit) return 'OUTPUT_SIZE';
  if (r.memoryLimit) return 'MEMORY_LIMIT';
  if (r.timeLimit) return 'TIMEOUT';
  if (r.exitCode !== 0) {
    return HEAP_EXHAUSTED.test(r.stderr.subarray(-4096).toString('utf8')) ? 'MEMORY_LIMIT' : 'RUNTIME_ERROR';
  }
  return 'OK';
}
