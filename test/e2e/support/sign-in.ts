import type { Page } from 'puppeteer-core';
import { testPassword } from '@seodang/sdk/testing';
import { screenshot } from './browser.ts';

/**
 * Signs `userId` in on the login screen at `loginUrl` (a full URL, with `?next=` when wanted) and
 * waits for the page it leads to. The login screen is loaded on demand, so on a busy machine it
 * can appear after the network has gone quiet: wait for the form itself, and say what was shown
 * instead when it never comes.
 */
export async function signIn(
  page: Page,
  loginUrl: string,
  userId: string,
  password = testPassword,
): Promise<void> {
  await page.goto(loginUrl, { waitUntil: 'networkidle0' });
  await page
    .waitForSelector('input[name=userId]', { visible: true, timeout: 30_000 })
    .catch(async (e: unknown) => {
      await screenshot(page, `sign-in-failed-${userId}`);
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 300));
      throw new Error(`${(e as Error).message} at ${page.url()}; the page showed: ${shown}`);
    });
  await page.type('input[name=userId]', userId);
  await page.type('input[name=password]', password);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('[data-testid=login-submit]'),
  ]);
}
