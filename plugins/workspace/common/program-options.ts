import type { z } from 'zod';
import { compileFlagAllowed, splitOptions } from '@seodang/judge/protocol';

/**
 * §3 build_option / compiler_option / run_option (and the answer_* ones used when validating the
 * reference answer): free text as teachers type it, split on whitespace into the judge's argv
 * arrays. Compiler flags follow the judge's allow-list per language.
 */
export interface ProgramOptionFields {
  build_option: string;
  compiler_option: string;
  run_option: string;
  answer_build_option: string;
  answer_compiler_option: string;
  answer_run_option: string;
}

const compileKeys = [
  'build_option',
  'compiler_option',
  'answer_build_option',
  'answer_compiler_option',
] as const;
const runKeys = ['run_option', 'answer_run_option'] as const;

/** The message key of the first problem with the option fields for `languages`, or undefined. */
export function programOptionProblem(
  d: Partial<ProgramOptionFields>,
  languages: readonly string[],
): { key: keyof ProgramOptionFields; message: string } | undefined {
  for (const key of compileKeys) {
    // A flag is fine when some language of the quiz takes it; it is then given to those languages only.
    if (splitOptions(d[key] ?? '').some((flag) => !languages.some((l) => compileFlagAllowed(l, flag)))) {
      return { key, message: 'workspace.validation.compilerOption' };
    }
  }
  for (const key of runKeys) {
    const args = splitOptions(d[key] ?? '');
    if (args.length > 20 || args.some((a) => a.length > 200))
      return { key, message: 'workspace.validation.runOption' };
  }
  return undefined;
}

/** For the definition schema's `superRefine`. */
export function checkProgramOptions(
  d: ProgramOptionFields & { language: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  const problem = programOptionProblem(d, d.language);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message });
}

/** The judge job's `compileFlags` / `programArgs` for `language`; validation uses the answer_* fields when given. */
export function programOptionsJob(d: ProgramOptionFields, language: string, validating: boolean) {
  const pick = (own: string, answer: string) => (validating && answer.trim() ? answer : own);
  const compileFlags = [
    ...splitOptions(pick(d.build_option, d.answer_build_option)),
    ...splitOptions(pick(d.compiler_option, d.answer_compiler_option)),
  ].filter((flag) => compileFlagAllowed(language, flag));
  const programArgs = splitOptions(pick(d.run_option, d.answer_run_option));
  return { ...(compileFlags.length ? { compileFlags } : {}), ...(programArgs.length ? { programArgs } : {}) };
}
