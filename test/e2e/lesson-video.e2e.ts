/**
 * A lecture's video from a sharing site: when the site cannot be reached (a school network that
 * blocks it, no connection), the player says so and offers the video's own page and a retry;
 * when it answers, a poster with a play button loads the site's player only once pressed.
 * The browser's requests to the video site are answered by the test, so the result does not
 * depend on this machine's network.
 */
import test from 'ava';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

let app: TestCore;
let browser: Browser;
let lecturePath: string;
const problems: string[] = [];
const videoUrl = 'https://www.youtube.com/watch?v=rfscVS0vtbw';

test.before(async () => {
  if (!existsSync(fileURLToPath(new URL('../../dist/web-plugins/remoteEntry.js', import.meta.url)))) {
    throw new Error('dist/web-plugins is missing: build the web app first (node scripts/build-web.ts)');
  }
  app = await startTestCore({ plugins: ['lectures'] });
  browser = await launchBrowser();
  await app.createUser({ userId: 'video_teacher', isTeacher: true });
  const teacher = app.client();
  await teacher.login('video_teacher', testPassword);
  const created = await teacher.post('/api/lecture', {
    subject: '영상으로 배우는 파이썬',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'programming-fundamentals',
    tags: [],
    introVideoUrl: videoUrl,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  await teacher.put(`/api/lecture/${created.body.data.sequence}/publish`, { published: true });
  lecturePath = `/lecture/${created.body.data.sequence}/${created.body.data.slug}`;
});
test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});
test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

/** A page whose requests to other hosts go to `answer` instead of the network. */
async function pageWithVideoSite(
  answer: (r: HTTPRequest) => Promise<void>,
): Promise<{ page: Page; asked: string[] }> {
  const page = await newPage(browser, problems);
  const asked: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (r) => {
    if (new URL(r.url()).port === String(app.port)) return void r.continue();
    asked.push(r.url());
    void answer(r);
  });
  return { page, asked };
}

async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.serial(
  'an unreachable video site: a message, the video page to try, a retry; nothing of the site is framed',
  async (t) => {
    const { page, asked } = await pageWithVideoSite((r) => r.abort('namenotresolved'));
    await page.goto(`${app.url}${lecturePath}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=video-unreachable]');
    t.is(
      await page.$eval('[data-testid=video-unreachable] a', (a) => (a as HTMLAnchorElement).href),
      videoUrl,
    );
    t.is(await page.$('.lc-video iframe'), null);
    await screenshot(page, 'lesson-video-unreachable');
    const before = asked.length;
    await page.click('[data-testid=video-unreachable] button');
    await waitUntil(() => asked.length > before);
    await page.waitForSelector('[data-testid=video-unreachable]');
    t.true(asked.length > before, 'the retry asks the site again');
    t.true(
      asked.every((u) => u.startsWith('https://i.ytimg.com/')),
      asked.join(', '),
    );
    await page.close();
  },
);

test.serial('a reachable video site: its player loads only when play is pressed', async (t) => {
  const { page, asked } = await pageWithVideoSite(async (r) =>
    r.url().startsWith('https://i.ytimg.com/')
      ? r.respond({ status: 200, contentType: 'image/png', body: onePixelPng })
      : r.respond({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  await page.goto(`${app.url}${lecturePath}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=video-play]:not([disabled])');
  t.is(await page.$('.lc-video iframe'), null, 'no third-party page before play');
  t.false(asked.some((u) => u.startsWith('https://www.youtube.com/')));
  await page.click('[data-testid=video-play]');
  const src = await page.$eval('.lc-video iframe', (f) => (f as HTMLIFrameElement).src);
  t.true(src.startsWith('https://www.youtube.com/embed/rfscVS0vtbw'), src);
  await page.close();
});
