/**
 * The public main page's JavaScript stays within its budget (200 KB gzipped) with every plugin
 * installed: a plugin that adds to every page (texts, slots, a big import in its `./plugin`
 * module) instead of to its own screens fails here. Measured in chromium against core itself,
 * logged out, in Korean. `test/bench/main-page-js.ts` prints the same figure file by file.
 */
import test from 'ava';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { discoverPlugins } from '@seodang/config';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { assertWebBuilt, launchBrowser, newPage } from './support/browser.ts';

const budget = 200 * 1024;

let app: TestCore;
let browser: Browser;

test.before(async () => {
  assertWebBuilt();
  app = await startTestCore({ plugins: discoverPlugins() });
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

test('the main page loads at most 200 KB of gzipped JavaScript', async (t) => {
  const page = await newPage(browser, []);
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/javascript/.test(response.headers()['content-type'] ?? '') && !url.endsWith('.js')) return;
    try {
      scripts.set(url, gzipSync(await response.buffer(), { level: 9 }).length);
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  await page.goto(`http://localhost:${app.port}/`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid="header-menu"] li');
  const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  const largest = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([url, n]) => `${(n / 1024).toFixed(1)} KB ${new URL(url).pathname}`);
  t.log(`${(total / 1024).toFixed(1)} KB in ${scripts.size} files; largest: ${largest.join(', ')}`);
  // Plugins' remote modules really were loaded (the figure is not of a page without them).
  t.true([...scripts.keys()].some((url) => url.includes('/plugins/')));
  t.true(total <= budget, `the main page loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript`);
});
