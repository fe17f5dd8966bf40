import { z } from 'zod';

/** Input above this many bytes is cut in what learners see (§9: "Test-case input above 10 KB may have some records left out"). */
export const shownInputLimit = 10 * 1024;

/** The spec's parallel test-case arrays and compare options (§3 programming fields). */
export const codeTestShape = {
  inputset: z
    .array(z.string().max(4 << 20))
    .max(500)
    .default([]),
  /** Expected output per test (used when the test has no regex). */
  outputset: z
    .array(z.string().max(4 << 20))
    .max(500)
    .default([]),
  /** A regular expression per test; non-empty replaces the expected output. */
  regexset: z.array(z.string().max(10_000).nullable()).max(500).default([]),
  scoreset: z.array(z.number().min(0).max(1000)).max(500).default([]),
  /** 'open' tests are shown to learners and used by "test"; 'hidden' never leave the server. */
  testcase_type: z
    .array(z.enum(['open', 'hidden']))
    .max(500)
    .default([]),
  mark_trim: z.boolean().default(false),
  mark_line_trim: z.boolean().default(true),
  mark_all_trim: z.boolean().default(false),
  mark_delete_comma: z.boolean().default(false),
  mark_delete_period: z.boolean().default(false),
  mark_ignore_capital: z.boolean().default(false),
  showMarkOptions: z.boolean().default(false),
  /** Show each test's score to learners. */
  show_tc_scoreset: z.boolean().default(true),
};

type CodeTests = { [K in keyof typeof codeTestShape]: z.infer<(typeof codeTestShape)[K]> };

/** A test case as the judge protocol takes it. */
export interface JudgeTestCase {
  name: string;
  input: string;
  expected: { kind: 'text'; text: string } | { kind: 'regex'; pattern: string; flags: string };
  score: number;
  hidden: boolean;
}

/** Every test of a definition, named #1, #2, … */
export function testsOf(d: CodeTests): JudgeTestCase[] {
  return d.inputset.map((input, i) => {
    const regex = d.regexset[i];
    return {
      name: `#${i + 1}`,
      input,
      expected: regex
        ? { kind: 'regex', pattern: regex, flags: '' }
        : { kind: 'text', text: d.outputset[i] ?? '' },
      score: d.scoreset[i] ?? 1,
      hidden: d.testcase_type[i] !== 'open',
    };
  });
}

/** The judge's compare options from the mark_* fields. */
export function compareOf(d: CodeTests) {
  return {
    trim: d.mark_trim,
    lineTrim: d.mark_line_trim,
    allTrim: d.mark_all_trim,
    deleteComma: d.mark_delete_comma,
    deletePeriod: d.mark_delete_period,
    ignoreCase: d.mark_ignore_capital,
  };
}

/** Checks that the parallel arrays line up; for `superRefine`. */
export function checkTestArrays(d: CodeTests, ctx: z.RefinementCtx): void {
  const n = d.inputset.length;
  for (const key of ['outputset', 'regexset', 'scoreset', 'testcase_type'] as const) {
    if (d[key].length > n)
      ctx.addIssue({ code: 'custom', path: [key], message: `${key} has more entries than inputset` });
  }
  d.regexset.forEach((r, i) => {
    if (!r) return;
    try {
      new RegExp(r);
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['regexset', i],
        message: `test #${i + 1}: invalid regular expression`,
      });
    }
  });
}

/** What learners may see of the tests: open tests in full (long inputs cut), hidden ones as a count. */
export function learnerTests(d: CodeTests) {
  const all = testsOf(d);
  return {
    shownTests: all
      .filter((t) => !t.hidden)
      .map((t) => ({
        name: t.name,
        input: t.input.length > shownInputLimit ? t.input.slice(0, shownInputLimit) : t.input,
        inputTruncated: t.input.length > shownInputLimit,
        expected: t.expected.kind === 'text' ? t.expected.text : null,
        ...(d.show_tc_scoreset ? { score: t.score } : {}),
      })),
    hiddenTestCount: all.filter((t) => t.hidden).length,
    compare: compareOf(d),
  };
}
