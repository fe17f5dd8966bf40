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
  const { client: c, index } = await draft(app, host, teacher, quiz);
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

async function draft(
  app: TestCore,
  host: string,
  teacher: string,
  quiz: { type: string; common: Record<string, unknown>; definition: unknown },
) {
  const client = app.client({ host });
  await client.login(teacher, testPassword);
  const created = await client.post('/api/workspace/quizzes', { ...quiz, status: 0 });
  if (created.status !== 201) throw new Error(`quiz not created: ${JSON.stringify(created.body)}`);
  return { client, index: created.body.data.index as number };
}

/** Creates a draft quiz as `teacher` through the API; its index. */
export async function draftQuiz(
  app: TestCore,
  host: string,
  teacher: string,
  quiz: { type: string; common: Record<string, unknown>; definition: unknown },
): Promise<number> {
  return (await draft(app, host, teacher, quiz)).index;
}

/** The members of a quiz type's browser test: a teacher who authors and a learner who solves. */
export const quizTypeMembers = [
  { userId: 'teach', role: 'teacher' as const },
  { userId: 'learn', role: 'student' as const },
];

/** Pages signed in as the quiz type test's teacher and learner (`quizTypeMembers`). */
export async function quizTypePages(session: {
  signedIn(userId: string): Promise<Page>;
}): Promise<{ teacher: Page; learner: Page }> {
  return { teacher: await session.signedIn('teach'), learner: await session.signedIn('learn') };
}

/** Opens quiz `index` (its editor when `edit`) and waits for `ready`, the type's own part. */
export async function openQuiz(
  page: Page,
  origin: string,
  index: number,
  ready: string,
  options: { edit?: boolean } = {},
): Promise<void> {
  await page.goto(`${origin}/workspace/quiz/${index}${options.edit ? '/edit' : ''}`, {
    waitUntil: 'networkidle0',
  });
  await page.waitForSelector(ready);
}

/** In the editor: validates the reference, waits until the quiz reads validated, then publishes it. */
export async function validateAndPublish(page: Page, timeout = 60_000): Promise<void> {
  await page.click('[data-testid=author-validate]');
  await page.waitForFunction(
    () => document.querySelector('[data-testid=validated]')?.classList.contains('ws-status-1'),
    { timeout },
  );
  await page.click('[data-testid=author-publish]');
  // The quiz's status badge (not the validation's) turns published.
  await page.waitForSelector('.ws-list-head .ws-badge.ws-status-1:not([data-testid=validated])');
}

/** Replaces the text of a plain program box (`CodeArea`) with `text`, typed as a learner would. */
export async function retypeCode(page: Page, selector: string, text: string): Promise<void> {
  await page.$eval(selector, (e) => (e as HTMLTextAreaElement).select());
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}
