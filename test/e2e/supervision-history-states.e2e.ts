import test from 'ava';
import type { HTTPRequest } from 'puppeteer-core';
import { examFixture } from '@seodang/plugin-assessment/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

// The access-history panel while its history loads and when the load fails: loading, then the
// error with a retry, never 'no history yet' for a history it has not seen.

test('the access-history panel shows loading, then a failed load with a retry, and only then its empty state', async (t) => {
  const f = await examFixture({ examinees: 1 });
  const browser = await launchBrowser();
  const problems: string[] = [];
  try {
    const page = await newPage(browser, problems);
    await signIn(page, `http://${f.host}:${f.app.port}/login`, 'watcher');
    let mode: 'fail' | 'hold' | 'pass' = 'fail';
    let held: HTTPRequest | null = null;
    await page.setRequestInterception(true);
    page.on('request', (r: HTTPRequest) => {
      if (!r.url().includes('/access-history')) return void r.continue();
      if (mode === 'fail')
        return void r.respond({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ err: { code: 'internal', message: '기록을 불러오지 못했습니다.' } }),
        });
      if (mode === 'hold') return void (held = r);
      void r.continue();
    });
    await page.goto(
      `http://${f.host}:${f.app.port}/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/control-room`,
      { waitUntil: 'networkidle0' },
    );
    await page.click('[data-testid=history-toggle]');

    // The load fails: the panel says so, with a retry, and claims no empty history.
    await page.waitForSelector('[data-testid=history-panel] [data-testid=error-state]');
    t.is(
      await page.$eval('[data-testid=history-panel] [data-testid=error-state] p', (e) => e.textContent),
      '기록을 불러오지 못했습니다.',
    );
    t.is(await page.$('[data-testid=history-empty]'), null);
    await screenshot(page, 'supervision-history-load-failed');

    // Retried while the server is slow: loading, still no empty state.
    mode = 'hold';
    await page.click('[data-testid=history-panel] [data-testid=error-state] button');
    await page.waitForSelector('[data-testid=history-panel] [data-testid=loading]');
    t.is(await page.$('[data-testid=history-empty]'), null);

    // The history arrives: an exam nobody entered has none.
    mode = 'pass';
    while (!held) await new Promise((r) => setTimeout(r, 20));
    await (held as HTTPRequest).continue();
    await page.waitForSelector('[data-testid=history-empty][data-state=EMPTY_RESULT]');
    t.is(await page.$('[data-testid=history-panel] [data-testid=loading]'), null);
    t.deepEqual(
      problems.filter((p) => !/status of 500/.test(p)),
      [],
    );
  } finally {
    await browser.close();
    await f.app.stop();
  }
});
