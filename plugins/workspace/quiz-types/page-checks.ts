import { z } from 'zod';
import type { GradeResult } from '@seodang/sdk/common';

/** A teacher's check of a web-page quiz: JavaScript run inside the learner's page. */
export const pageCheck = z.object({
  name: z.string().min(1).max(200),
  /** A function body (may `await`); `assert(ok, message)` is given. Passes unless it throws or returns false. */
  code: z
    .string()
    .min(1)
    .max(64 << 10),
  score: z.number().min(0).max(1000).default(1),
  /** Hidden checks never reach the learner: neither their code nor their name. */
  hidden: z.boolean().default(false),
});
/** A page check. */
export type PageCheckDefinition = z.infer<typeof pageCheck>;

/** The checks and their wall-time limits, shared by `html_css_js` and `web`. */
export const pageChecksFields = {
  checks: z.array(pageCheck).min(1).max(50),
  /** Per check (and for the page's load), ms. */
  checkTimeLimitMs: z.number().int().min(100).max(10_000).default(2000),
  /** The whole grading, ms. */
  totalTimeLimitMs: z.number().int().min(500).max(60_000).default(15_000),
};

/** What a learner sees of the checks: shown ones by name and code, hidden ones only counted. */
export const learnerChecks = (checks: readonly PageCheckDefinition[]) => ({
  shownChecks: checks.filter((c) => !c.hidden).map((c) => ({ name: c.name, code: c.code, score: c.score })),
  hiddenCheckCount: checks.filter((c) => c.hidden).length,
  score: checks.reduce((s, c) => s + c.score, 0),
});

/**
 * Grades a page by the teacher's checks in a real headless browser on the server. The browser
 * step is imported on first use, so this module stays free of puppeteer where it is not graded.
 */
export async function gradePage(
  html: string,
  d: { checks: PageCheckDefinition[]; checkTimeLimitMs: number; totalTimeLimitMs: number },
): Promise<GradeResult> {
  const { runPageChecks } = await import('../server/browser/run-page-checks.ts');
  const results = await runPageChecks(html, d.checks, {
    checkTimeoutMs: d.checkTimeLimitMs,
    totalTimeoutMs: d.totalTimeLimitMs,
  });
  let hiddenNo = 0;
  const details = d.checks.map((c, i) => ({
    // A hidden check's name can give its test away: learners see it numbered.
    name: c.hidden ? `hidden #${++hiddenNo}` : c.name,
    correct: results[i].passed,
    score: results[i].passed ? c.score : 0,
  }));
  const feedback = d.checks
    .flatMap((c, i) => (!c.hidden && !results[i].passed ? [`${c.name}: ${results[i].message}`] : []))
    .join('\n');
  const maxScore = d.checks.reduce((s, c) => s + c.score, 0);
  const score = details.reduce((s, x) => s + x.score, 0);
  return {
    score,
    maxScore,
    correct: details.every((x) => x.correct),
    details,
    ...(feedback ? { feedback } : {}),
  };
}
