import type { Browser } from 'puppeteer-core';

/** Debian's chromium; `CHROMIUM_PATH` points elsewhere. */
const executable = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Chromium's own sandbox needs user namespaces that containers often lack; the page is isolated
// instead by a fresh incognito context per grading, blocked network and wall-time limits.
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let launching: Promise<Browser> | null = null;

/** The process's one headless chromium, started on first use and restarted if it died. */
export function sharedBrowser(): Promise<Browser> {
  // puppeteer-core is large: loaded with the first browser, not when the plugin loads.
  launching ??= import('puppeteer-core')
    .then(({ default: puppeteer }) =>
      puppeteer.launch({ executablePath: executable(), args, headless: true, pipe: true }),
    )
    .then(
      (b) => {
        b.once('disconnected', () => {
          launching = null;
        });
        return b;
      },
      (error: unknown) => {
        launching = null;
        throw error;
      },
    );
  return launching;
}

/** Closes the shared browser (plugin stop); the next grading starts a new one. */
export async function closeSharedBrowser(): Promise<void> {
  const b = launching;
  launching = null;
  if (b)
    await b.then(
      (browser) => browser.close(),
      () => {},
    );
}
