import test from 'ava';
import type { HTTPRequest } from 'puppeteer-core';
import { examFixture } from '@seodang/plugin-assessment/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';

// The exam control view's search asks once per keystroke; the list shows the answer to the
// latest search even when an earlier answer arrives after it.

test('an earlier search answered late does not replace the latest one', async (t) => {
  const f = await examFixture({ examinees: 3 });
  const browser = await launchBrowser();
  const problems: string[] = [];
  try {
    for (const [n, name] of ['정하준', '서하은', '김민준'].entries())
      await f.app.core
        .db('users')
        .where({ id: f.ids[`examinee${n + 1}`] })
        .update({ name });
    const page = await newPage(browser, problems);
    await signIn(page, `http://${f.host}:${f.app.port}/login`, 'watcher');
    // The answer to '하' is held until the answer to '하준' has been shown.
    let held: HTTPRequest | null = null;
    await page.setRequestInterception(true);
    page.on('request', (r: HTTPRequest) => {
      const search = new URL(r.url()).searchParams.get('search[value]');
      if (search === 'name_하') return void (held = r);
      void r.continue();
    });
    await page.goto(
      `http://${f.host}:${f.app.port}/assessment/${f.lectureSeq}/x/exam/${f.examIndex}/control`,
      { waitUntil: 'networkidle0' },
    );
    const names = () =>
      page.$$eval('[data-testid=control-row] td:first-child', (tds) => tds.map((td) => td.textContent));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=control-row]').length === 3);

    await page.type('[data-testid=control-search]', '하준');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=control-row]').length === 1);
    t.deepEqual(await names(), ['정하준']);
    while (!held) await new Promise((r) => setTimeout(r, 20));
    const late = held as HTTPRequest;
    const answered = new Promise<void>((resolve) =>
      page.on('requestfinished', (r) => {
        if (r === late) resolve();
      }),
    );
    await late.continue();
    await answered;
    // Shown, the late answer would list two examinees (정하준, 서하은) at once; it never does.
    await t.throwsAsync(
      page.waitForFunction(() => document.querySelectorAll('[data-testid=control-row]').length !== 1, {
        timeout: 1500,
        polling: 'mutation',
      }),
      { name: 'TimeoutError' },
    );
    t.deepEqual(await names(), ['정하준'], 'the list still answers 하준');
    await screenshot(page, 'supervision-control-search-latest');
    t.deepEqual(problems, []);
  } finally {
    await browser.close();
    await f.app.stop();
  }
});
