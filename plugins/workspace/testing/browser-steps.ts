// For end-to-end tests: the steps a teacher and a learner take on the workspace screens.
import type { Page } from 'puppeteer-core';
import type { TestCore } from '@seodang/sdk/testing';
import { testPassword } from '@seodang/sdk/testing';

/** Replaces the last line of the code in Monaco with `line` (Home keeps its indentation). */
export async function retypeLastLine(page: Page, line: string): Promise<void> {
  await page.click('[data-testid=code-editor] .view-lines');
  await page.keyboard.down('Control');
  await page.keyboard.press('End');
  await page.keyboard.up('Control');
  await page.keyboard.down('Shift');
  await page.keyboard.press('Home');
  await page.keyboard.up('Shift');
  await page.keyboard.type(line);
}

const resultSelector = (id: string) =>
  `[data-testid=${id}] [data-testid=result], [data-testid=${id}][data-testid=result]`;

/** Clicks `action` and waits for a new submission's final outcome in the result panel `testId`. */
export async function outcomeAfter(page: Page, action: string, testId = 'result'): Promise<string> {
  const selector = resultSelector(testId);
  const before = await page.evaluate(
    (sel) => document.querySelector<HTMLElement>(sel)?.dataset.index ?? null,
    selector,
  );
  await page.click(action);
  const handle = await page.waitForFunction(
    (sel, old) => {
      const el = document.querySelector<HTMLElement>(sel);
      return el && el.dataset.index !== old && el.dataset.outcome !== 'PENDING' ? el.dataset.outcome : null;
    },
    { timeout: 60_000 },
    selector,
    before,
  );
  return handle.jsonValue() as Promise<string>;
}

/**
 * Creates a quiz as `teacher` through the API and publishes it; a quiz with a reference answer is
 * validated by the judge first (publishing needs it).
 */
export async function publishQuiz(
  app: TestCore,
  host: string,
  teacher: string,
  quiz: { type: string; common: Record<string, unknown>; definition: unknown },
): Promise<number> {
  const c = app.client({ host });
  await c.login(teacher, testPassword);
  const created = await c.post('/api/workspace/quizzes', { ...quiz, status: 0 });
  if (created.status !== 201) throw new Error(`quiz not created: ${JSON.stringify(created.body)}`);
  const index = created.body.data.index as number;
  let published = await c.put(`/api/workspace/quizzes/${index}`, { ...quiz, status: 1 });
  if (published.body?.err?.code === 'not_validated') {
    await c.post(`/api/workspace/quizzes/${index}/validate`);
    // The judge works in the background; the quiz reads validated once the reference passed.
    for (let i = 0; i < 240 && !(await c.get(`/api/workspace/quizzes/${index}`)).body.data.validated; i += 1)
      await new Promise((r) => setTimeout(r, 250));
    published = await c.put(`/api/workspace/quizzes/${index}`, { ...quiz, status: 1 });
  }
  if (published.status !== 200) throw new Error(`quiz not published: ${JSON.stringify(published.body)}`);
  return index;
}
