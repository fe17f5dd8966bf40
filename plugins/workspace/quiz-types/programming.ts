import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';
import { checkTestArrays, codeTestShape, compareOf, learnerTests, testsOf } from './code-tests.ts';
import { checkCodeAnswer, codeAnswer, codeFiles, programOf, runJobOf, starterFiles } from './code-answer.ts';
import { languageValue } from './languages.ts';
import { fileIoJob, fileIoShape } from '../common/file-io.ts';
import { checkProgramOptions, programOptionsJob } from '../common/program-options.ts';

/** The programming fields of §3 (spec names) that this type uses. */
export const programmingShape = {
  /** Languages the learner may choose. */
  language: z.array(languageValue).min(1).max(15),
  /** Starter code per language (multi-file; locked ranges). */
  source: z.record(z.string(), starterFiles).default({}),
  /** Compiler flags (both lists go to the compiler; see the judge's allow-list per language). */
  build_option: z.string().max(500).default(''),
  compiler_option: z.string().max(500).default(''),
  /** Arguments given to the program. */
  run_option: z.string().max(500).default(''),
  /** The same, for validating the reference answer (empty: the learner's ones). */
  answer_build_option: z.string().max(500).default(''),
  answer_compiler_option: z.string().max(500).default(''),
  answer_run_option: z.string().max(500).default(''),
  /** File-based tasks: the program reads input_file and writes output_file instead of stdin/stdout. */
  ...fileIoShape,
  /** CPU time limit of each test, ms. */
  run_time_limit: z.number().int().min(50).max(60_000).default(2000),
  /** Memory limit of each test, MiB. */
  run_memory_limit: z.number().int().min(16).max(4096).default(256),
  ...codeTestShape,
  answer_code: z
    .string()
    .max(1 << 20)
    .default(''),
  answer_language: languageValue.optional(),
  use_language_option_validate: z.boolean().default(true),
  validate_time_limit: z.number().int().min(50).max(60_000).default(2000),
  validate_memory_limit: z.number().int().min(16).max(4096).default(256),
  show_submit_res_usage: z.boolean().default(true),
  show_run_res_usage: z.boolean().default(true),
};

/** The programming definition schema. */
export const programmingSchema = z
  .object(programmingShape)
  .superRefine(checkTestArrays)
  .superRefine(checkProgramOptions);
/** A programming definition. */
export type ProgrammingDefinition = z.infer<typeof programmingSchema>;

/** Builds the judge job of a programming-like quiz; `append` is extra code after the learner's (functional harness). */
export function programmingJob(
  d: ProgrammingDefinition,
  a: z.infer<typeof codeAnswer>,
  purpose: Parameters<typeof runJobOf>[0],
  append = '',
) {
  const validating = purpose.mode === 'validate';
  const limits = validating
    ? { timeLimitMs: d.validate_time_limit, memoryLimitMiB: d.validate_memory_limit }
    : { timeLimitMs: d.run_time_limit, memoryLimitMiB: d.run_memory_limit };
  const program = {
    ...programOf(a, limits, append),
    ...fileIoJob(d),
    ...programOptionsJob(d, a.language, validating),
  };
  if (purpose.mode === 'run') return runJobOf(purpose, program);
  const tests = testsOf(d).filter((t) => purpose.mode !== 'test' || !t.hidden);
  if (!tests.length) return null;
  return { kind: 'grade', ...program, tests, compare: compareOf(d) };
}

/** The learner's part of a programming-like definition. */
export function programmingLearnerView(d: ProgrammingDefinition) {
  return {
    language: d.language,
    source: d.source,
    run_time_limit: d.run_time_limit,
    run_memory_limit: d.run_memory_limit,
    showMarkOptions: d.showMarkOptions,
    show_submit_res_usage: d.show_submit_res_usage,
    show_run_res_usage: d.show_run_res_usage,
    input_file: d.input_file,
    output_file: d.output_file,
    ...learnerTests(d),
  };
}

/** The reference answer of a programming-like definition, when the teacher gave one. */
export function programmingReference(d: ProgrammingDefinition) {
  if (!d.answer_code.trim()) return undefined;
  const language = d.answer_language ?? d.language[0];
  const name = d.source[language]?.[0]?.name ?? 'main';
  return { language, files: [{ name, content: d.answer_code }] };
}

/** `programming`: a program reads stdin and prints; graded by the judge against input/output tests. */
export const programmingQuizType = defineQuizType({
  id: 'programming',
  label: { ko: '프로그래밍', en: 'Programming', ja: 'プログラミング' },
  schema: programmingSchema,
  answerSchema: codeAnswer,
  learnerView: programmingLearnerView,
  grading: { kind: 'judge', job: (d, a, purpose) => programmingJob(d, a, purpose) },
  checkAnswer: (d, a) => checkCodeAnswer(d.language, d.source, a),
  referenceAnswer: programmingReference,
  files: codeFiles,
});
