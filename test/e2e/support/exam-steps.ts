import type { Page } from 'puppeteer-core';
import { screenshot } from './browser.ts';

const click = (page: Page, testId: string) =>
  page.waitForSelector(`[data-testid=${testId}]:not([disabled])`, { visible: true }).then((h) => h!.click());

/**
 * Takes a signed-in examinee from the exam's address through the waiting room into the exam:
 * notice, device checks (webcam, then the screen when the exam asks for it), pledge, entry, and
 * past the room's tour on a first entry.
 * `screenshotAs` names a picture of the waiting room once the devices are checked; `keepTour`
 * leaves the tour open for a test of the tour itself.
 */
export async function passWaitingRoom(
  page: Page,
  examUrl: string,
  opts: { screen?: boolean; screenshotAs?: string; keepTour?: boolean } = {},
): Promise<void> {
  await page.goto(examUrl, { waitUntil: 'networkidle0' });
  await click(page, 'notice-ok');
  // The device list: open the webcam's check (the modal then advances to the next unchecked
  // device by itself). Its Next button stays disabled until every required device is checked.
  await page.waitForSelector('[data-testid=device-webcam] button');
  await page.$$eval('[data-testid=device-webcam] button', (b) => (b[0] as HTMLButtonElement).click());
  await click(page, 'device-test');
  await click(page, 'device-confirm');
  if (opts.screen) {
    await page.waitForSelector('[data-testid=preview-screen]');
    await click(page, 'device-test');
    await click(page, 'device-confirm');
  }
  await page.waitForSelector('[data-testid=device-modal]', { hidden: true });
  if (opts.screenshotAs) await screenshot(page, opts.screenshotAs);
  await click(page, 'devices-ok');
  await click(page, 'agree');
  await click(page, 'enter-exam');
  await page.waitForSelector('[data-testid=exam-room]');
  if (!opts.keepTour) await skipExamTour(page);
}

/**
 * The first entry opens the room's tour (EXAM_TUTORIAL): skip it with its own button, as a
 * returning examinee would, and wait for the room itself. A re-entry has no tour: nothing to do.
 */
export async function skipExamTour(page: Page): Promise<void> {
  if (!(await page.$('[data-testid=exam-tutorial]'))) return;
  await click(page, 'tour-skip');
  await page.waitForSelector('[data-testid=exam-tutorial]', { hidden: true });
  await page.waitForSelector('[data-testid=exam-room][data-page=EXAM_CONTENTS]');
}
