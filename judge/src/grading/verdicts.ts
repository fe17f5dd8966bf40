/** Overall status and scores from per-test results. */
import type { TestResult, Verdict } from '../protocol.ts';

/** ACCEPTED when every test passed, else the verdict of the first failing test in order. */
export function overall(tests: TestResult[]): {
  status: Verdict;
  score: number;
  maxScore: number;
  failingTests: string[];
} {
  const failing = tests.filter((t) => t.verdict !== 'ACCEPTED' && t.verdict !== 'SKIPPED');
  return {
    status: failing[0]?.verdict ?? (tests.length > 0 ? 'ACCEPTED' : 'INTERNAL_ERROR'),
    score: tests.reduce((s, t) => s + t.score, 0),
    maxScore: tests.reduce((s, t) => s + t.maxScore, 0),
    failingTests: failing.map((t) => t.name),
  };
}
