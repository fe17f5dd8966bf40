/**
 * Teachers' compiler flags and program arguments (§3 compiler_option / build_option /
 * run_option). Both travel as argv arrays and never reach a shell. Compiler flags are further
 * held to an allow-list per language: a compiler is a large attack surface (`-fplugin=`, `@file`,
 * `-B`, `-specs=`, linker scripts), so only flags that change how the learner's code is
 * compiled, not what the compiler loads or where it writes, are accepted.
 */
import { z } from 'zod';

const GCC_FLAGS = [
  /^-O[0-3s]$/,
  /^-W(?:all|extra|error|shadow|conversion|pedantic)$/,
  /^-pedantic$/,
  /^-g$/,
  /^-pthread$/,
  /^-l(?:m|pthread)$/,
  /^-D[A-Za-z_][A-Za-z0-9_]{0,63}(?:=[A-Za-z0-9_.+-]{0,64})?$/,
];

/** Allowed compiler flags per language value; a language absent here takes none. */
export const COMPILE_FLAG_RULES: Readonly<Record<string, readonly RegExp[]>> = {
  c: [...GCC_FLAGS, /^-std=(?:c|gnu)(?:89|90|99|11|17|18|2x|23)$/],
  cpp: [...GCC_FLAGS, /^-std=(?:c|gnu)\+\+(?:98|03|11|14|17|20|2a|23)$/],
  objectivec: GCC_FLAGS,
  swift: [/^-O(?:none|unchecked|size)?$/, /^-D[A-Za-z_][A-Za-z0-9_]{0,63}$/],
  csharp: [/^-optimize[+-]$/, /^-checked[+-]$/, /^-define:[A-Za-z_][A-Za-z0-9_]{0,63}$/],
  // javac: warnings, debug info and the language level; nothing that names a path or a plugin.
  java: [
    /^-g(?::none|:(?:lines|vars|source)(?:,(?:lines|vars|source)){0,2})?$/,
    /^-Xlint(?::-?[a-z-]{1,30}(?:,-?[a-z-]{1,30}){0,30})?$/,
    /^-(?:Werror|nowarn|deprecation|parameters)$/,
    /^--release=(?:8|9|1[0-9]|2[01])$/,
  ],
};

/** True when `flag` may be given to `language`'s compiler. */
export function compileFlagAllowed(language: string, flag: string): boolean {
  return (COMPILE_FLAG_RULES[language] ?? []).some((rule) => rule.test(flag));
}

/** Splits an option string as teachers type it (`-O2 -DLOCAL`) into arguments; no quoting, no shell. */
export function splitOptions(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Compiler flags of a job: appended after the language's own, so a later `-O`/`-std` wins. */
export const CompileFlags = z.array(z.string().min(1).max(200)).max(20).default([]);

/** Arguments given to the program (after its own command line); no control characters. */
export const ProgramArgs = z
  .array(
    z
      .string()
      .min(1)
      .max(200)
      .refine(
        (arg) => ![...arg].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f),
        'control characters are not allowed',
      ),
  )
  .max(20)
  .default([]);

/** For a job schema's `superRefine`: every compiler flag must be allowed for the job's language. */
export function checkCompileFlags(
  job: { language: string; compileFlags: string[] },
  ctx: z.RefinementCtx,
): void {
  job.compileFlags.forEach((flag, i) => {
    if (!compileFlagAllowed(job.language, flag)) {
      ctx.addIssue({
        code: 'custom',
        path: ['compileFlags', i],
        message: `compiler flag not allowed for ${job.language}: ${flag}`,
      });
    }
  });
}
