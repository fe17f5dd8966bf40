import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';
import { codeAnswer, codeFiles } from './code-answer.ts';

const rows = z.array(z.array(z.string().nullable())).max(10_000);

/** The SQL fields of §3 (spec names, `answer_lanuage` spelt so). */
export const sqlSchema = z
  .object({
    /** Schema and data of every fresh database. */
    initialProcessCode: z
      .string()
      .max(1 << 20)
      .default(''),
    answer_lanuage: z.literal('sqlite').default('sqlite'),
    /** The teacher's answer query: the expected result of tests without rows. */
    answer_code: z
      .string()
      .max(256 << 10)
      .default(''),
    /** The learner's starting query. */
    answerSource: z
      .string()
      .max(256 << 10)
      .default(''),
    preProcessCodeSet: z
      .array(z.string().max(256 << 10))
      .max(100)
      .default(['']),
    postProcessCodeSet: z
      .array(z.string().max(256 << 10))
      .max(100)
      .default(['']),
    /** Expected rows per test; null: run `answer_code` instead. */
    outputset: z.array(rows.nullable()).max(100).default([null]),
    scoreset: z.array(z.number().min(0).max(1000)).max(100).default([]),
    testcase_type: z
      .array(z.enum(['open', 'hidden']))
      .max(100)
      .default([]),
    scoringOptions: z.object({ ordered: z.boolean().default(false) }).default({ ordered: false }),
  })
  .superRefine((d, ctx) => {
    const n = Math.max(d.preProcessCodeSet.length, d.postProcessCodeSet.length, d.outputset.length);
    d.outputset.forEach((o, i) => {
      if (!o && !d.answer_code.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['outputset', i],
          message: `test #${i + 1}: give rows or an answer query`,
        });
    });
    if (n === 0) ctx.addIssue({ code: 'custom', path: ['outputset'], message: 'at least one test' });
  });
/** An SQL definition. */
export type SqlDefinition = z.infer<typeof sqlSchema>;

function sqlTests(d: SqlDefinition) {
  const n = Math.max(d.preProcessCodeSet.length, d.postProcessCodeSet.length, d.outputset.length);
  return Array.from({ length: n }, (_, i) => {
    const expectedRows = d.outputset[i];
    return {
      name: `#${i + 1}`,
      preSql: d.preProcessCodeSet[i] ?? '',
      postSql: d.postProcessCodeSet[i] ?? '',
      expected: expectedRows
        ? { kind: 'rows' as const, rows: expectedRows }
        : { kind: 'query' as const, sql: d.answer_code },
      score: d.scoreset[i] ?? 1,
      hidden: d.testcase_type[i] !== 'open',
    };
  });
}

/** `sql`: the learner's query runs on fresh SQLite databases; its rows are compared. */
export const sqlQuizType = defineQuizType({
  id: 'sql',
  label: { ko: 'SQL', en: 'SQL', ja: 'SQL' },
  schema: sqlSchema,
  answerSchema: codeAnswer,
  learnerView: (d) => ({
    language: ['sqlite'],
    initialProcessCode: d.initialProcessCode,
    answerSource: d.answerSource,
    ordered: d.scoringOptions.ordered,
    shownTests: sqlTests(d)
      .filter((t) => !t.hidden)
      .map((t) => ({
        name: t.name,
        preSql: t.preSql,
        postSql: t.postSql,
        rows: t.expected.kind === 'rows' ? t.expected.rows : null,
      })),
    hiddenTestCount: sqlTests(d).filter((t) => t.hidden).length,
  }),
  grading: {
    kind: 'judge',
    job(d, a, purpose) {
      if (purpose.mode === 'run') return null;
      const tests = sqlTests(d).filter((t) => purpose.mode !== 'test' || !t.hidden);
      if (!tests.length) return null;
      return {
        kind: 'sql',
        language: 'sqlite',
        source: a.files[0].content,
        initialSql: d.initialProcessCode,
        tests,
        ordered: d.scoringOptions.ordered,
      };
    },
  },
  checkAnswer: (_d, a) => (a.language === 'sqlite' ? undefined : 'workspace.error.language_not_allowed'),
  referenceAnswer: (d) =>
    d.answer_code.trim()
      ? { language: 'sqlite', files: [{ name: 'answer.sql', content: d.answer_code }] }
      : undefined,
  files: codeFiles,
});
