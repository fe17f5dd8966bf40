import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';
import { checkCodeAnswer, codeAnswer, codeFiles, programOf, starterFiles } from './code-answer.ts';

const unitLanguage = z.enum(['java', 'python', 'python3', 'js']);

/** The unit-test fields of §3 (spec names). */
export const unittestSchema = z.object({
  language: z.array(unitLanguage).min(1).max(4),
  source: z.record(z.string(), starterFiles).default({}),
  /** The teacher's test files (JUnit 4, pytest/unittest, node:test); `shown` ones are visible and used by "test". */
  library_files: z
    .array(
      z.object({
        name: z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/),
        content: z.string().max(1 << 20),
        shown: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(20),
  /** Points per test name (default 1 each). */
  scores: z.record(z.string(), z.number().min(0).max(1000)).default({}),
  answer_code: z
    .string()
    .max(1 << 20)
    .default(''),
  answer_language: unitLanguage.optional(),
  answer_options: z.string().max(500).default(''),
  answer_build_option: z.string().max(500).default(''),
  answer_run_option: z.string().max(500).default(''),
  answer_java_main_class: z.string().max(100).default(''),
  validate_build_option: z.string().max(500).default(''),
  validate_run_option: z.string().max(500).default(''),
  /** Time limit of the test run, ms. */
  mark_time_limit: z.number().int().min(50).max(60_000).default(5000),
});
/** A unit-test definition. */
export type UnittestDefinition = z.infer<typeof unittestSchema>;

/** `unittest`: the teacher's unit tests run against the learner's code (module `solution`). */
export const unittestQuizType = defineQuizType({
  id: 'unittest',
  label: { ko: '유닛 테스트', en: 'Unit test', ja: '単体テスト' },
  schema: unittestSchema,
  answerSchema: codeAnswer,
  learnerView: (d) => ({
    language: d.language,
    source: d.source,
    mark_time_limit: d.mark_time_limit,
    shownTestFiles: d.library_files.filter((f) => f.shown).map((f) => ({ name: f.name, content: f.content })),
    hiddenTestFileCount: d.library_files.filter((f) => !f.shown).length,
  }),
  grading: {
    kind: 'judge',
    job(d, a, purpose) {
      const program = programOf(a, { timeLimitMs: d.mark_time_limit, memoryLimitMiB: 512 });
      if (purpose.mode === 'run') return { kind: 'run', ...program, stdin: purpose.stdin };
      const testFiles = d.library_files
        .filter((f) => purpose.mode !== 'test' || f.shown)
        .map((f) => ({ name: f.name, content: f.content }));
      if (!testFiles.length) return null;
      return { kind: 'unittest', ...program, testFiles, sourceName: 'solution', scores: d.scores };
    },
  },
  checkAnswer: (d, a) => checkCodeAnswer(d.language, d.source, a),
  referenceAnswer: (d) =>
    d.answer_code.trim()
      ? {
          language: d.answer_language ?? d.language[0],
          files: [
            {
              name: d.source[d.answer_language ?? d.language[0]]?.[0]?.name ?? 'solution',
              content: d.answer_code,
            },
          ],
        }
      : undefined,
  files: codeFiles,
});
