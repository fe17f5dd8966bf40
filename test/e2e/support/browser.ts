import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Launches Debian's chromium headless with the flags this machine needs (and a fake camera);
 * `extension`: an unpacked extension's folder to load (the board bridge's).
 */
export async function launchBrowser(options: { extension?: string } = {}): Promise<Browser> {
  const { extension } = options;
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ...(extension ? { ignoreDefaultArgs: ['--disable-extensions'] } : {}),
    args: [
      ...(extension ? [`--disable-extensions-except=${extension}`, `--load-extension=${extension}`] : []),
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      // Screen sharing picks the whole screen without a chooser.
      '--auto-select-desktop-capture-source=Entire screen',
      // Channels live on <slug>.localhost; chromium resolves *.localhost to loopback itself.
    ],
  });
}

/**
 * A fresh page (own cookies) that fails the test on any page error or failed same-origin request.
 * `sharedContext`: in the browser's own profile instead, where extensions run (a fresh context is
 * incognito-like and has none).
 */
export async function newPage(
  browser: Browser,
  problems: string[],
  options: { sharedContext?: boolean } = {},
): Promise<Page> {
  const page = options.sharedContext
    ? await browser.newPage()
    : await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 860 });
  // A page that guards leaving (the exam room) asks before a reload or navigation: a test that
  // reloads or navigates means it.
  page.on('dialog', (d) => {
    if (d.type() === 'beforeunload') void d.accept().catch(() => undefined);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${(e as Error).message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error' || /status of 40[134]/.test(m.text())) return;
    // Another site that cannot be reached (a video host) is the page's to handle, not an error of ours.
    const from = m.location().url;
    if (
      m.text().startsWith('Failed to load resource') &&
      from &&
      new URL(from).host !== new URL(page.url()).host
    )
      return;
    problems.push(`console: ${m.text()}`);
  });
  return page;
}

/** Keeps a screenshot under test/e2e/screenshots (ignored by git). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(dirname(`${screenshotDir}${name}`), { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png` });
}

/** Waits until the page shows the text somewhere in the body. */
export async function waitForText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);
}

/** Clicks the first element of a kind whose visible text is exactly (or includes) `text`. */
export async function clickText(page: Page, selector: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (sel, t) =>
      [...document.querySelectorAll<HTMLElement>(sel)].find(
        (el) => el.innerText.trim() === t || el.innerText.trim().includes(t),
      ) ?? null,
    { timeout: 10_000 },
    selector,
    text,
  );
  await (handle.asElement() as unknown as { click(): Promise<void> }).click();
}

/**
 * Clicks an element after bringing it to the middle of the window: a click where it already is
 * could land on a sticky bar covering it (the quiz editor's save bar), which a person would scroll past.
 */
export async function clickInMiddle(page: Page, selector: string): Promise<void> {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
  await page.click(selector);
}

/** Throws unless the web app was built: browser tests serve `dist/`. */
export function assertWebBuilt(): void {
  if (!existsSync(fileURLToPath(new URL('../../../dist/web-plugins/remoteEntry.js', import.meta.url))))
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
}

/** The `ecommerce` payloads of the page's data-layer entries named `event` (analytics). */
export function dataLayerEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      ((window as { dataLayer?: { event?: string; ecommerce?: Record<string, unknown> }[] }).dataLayer ?? [])
        .filter((e) => e.event === name)
        .map((e) => e.ecommerce ?? {}),
    event,
  );
}
