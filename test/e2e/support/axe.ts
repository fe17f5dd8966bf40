import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Lets the page's finite animations end first (a toast sliding in, a dialog fading in): axe judges
 * contrast on what is drawn, and a half-faded element fails it. Endless ones (spinners) are not
 * waited for, and a page still animating after two seconds is checked as it is.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await settleAnimations(page);
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, opts: unknown): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The WCAG 2.0–2.2 A and AA rules. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core's WCAG 2.2 AA rules in the page and returns every violation, whatever its impact,
 * except the rules named in `skip` (each caller says why it skips one).
 */
export async function wcagViolations(page: Page, skip: readonly string[] = []): Promise<AxeViolation[]> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    async (tags, skipped) => {
      const axe = (
        window as unknown as {
          axe: { run(ctx: Document, opts: unknown): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      return axe.run(document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(skipped.map((id) => [id, { enabled: false }])),
      });
    },
    wcagTags,
    [...skip],
  );
  return result.violations;
}

/** Fails the test with the rules and nodes axe found (WCAG 2.2 AA) on the page, named by `where`. */
export async function assertWcagClean(
  t: { deepEqual: (actual: unknown, expected: unknown, message?: string) => void },
  page: Page,
  where: string,
  skip: readonly string[] = [],
): Promise<void> {
  const violations = await wcagViolations(page, skip);
  t.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    [],
    where,
  );
}
