/** Turns the protocol's limits into sandbox limits for test runs and for compilation. */
import type { Limits } from '../protocol.ts';
import type { LanguageDef } from '../languages/registry.ts';
import type { SandboxLimits } from '../sandbox/types.ts';

const MIB = 1 << 20;

/** Limits of one test run. */
export function testRunLimits(l: Limits, lang?: LanguageDef): SandboxLimits {
  return {
    // The stack may use all the memory (deep recursion is legitimate), unless the runtime
    // touches its whole stack at start-up (Ruby), which would count against memory.
    stackBytes: lang?.stackMiB ? lang.stackMiB * MIB : l.memoryLimitMiB * MIB,
    cpuMs: l.timeLimitMs,
    wallMs: l.wallTimeLimitMs ?? l.timeLimitMs * 2 + 1000,
    memoryBytes: l.memoryLimitMiB * MIB,
    outputBytes: l.outputLimitBytes,
    fileSizeBytes: 16 * MIB,
    pids: l.processLimit,
    tmpBytes: 64 * MIB,
  };
}

/** Bytes of compiler output kept; a compiler printing more is stopped (COMPILE_ERROR). */
export const COMPILE_OUTPUT_LIMIT = 64 << 10;

/** Limits of compilation: generous but finite (a compile that never ends is a COMPILE_ERROR). */
export function compileLimits(lang: LanguageDef): SandboxLimits {
  const cpuMs = lang.compileCpuMs ?? 30_000;
  return {
    cpuMs,
    wallMs: cpuMs * 2,
    memoryBytes: (lang.compileMemoryMiB ?? 1024) * MIB,
    outputBytes: COMPILE_OUTPUT_LIMIT,
    fileSizeBytes: 256 * MIB,
    pids: 256,
    stackBytes: 256 * MIB,
    tmpBytes: 512 * MIB,
  };
}
