import test from 'ava';
import type { Browser } from 'puppeteer-core';
import type { TestCore } from '@seodang/sdk/testing';
import { startDemoOidc, type DemoOidc } from '../../core/src/accounts/oauth/testing/demo-oidc.ts';
import { startApp } from './support/app.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';

let app: TestCore;
let demo: DemoOidc;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  app = await startApp();
  demo = await startDemoOidc({ redirectUris: [`http://localhost:${app.port}/api/auth/oauth/oidc/callback`] });
  // The demo's client knows core's port only once core listens; core reads providers lazily.
  app.core.config.oauth.providers.oidc = {
    clientId: demo.clientId,
    clientSecret: demo.clientSecret,
    issuer: demo.issuer,
    name: 'Demo sign-in',
  };
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await demo?.stop();
  await app?.stop();
});

test('sign up and log in with the demo OpenID provider from the login screen (ko)', async (t) => {
  const page = await newPage(browser, problems);
  await page.goto(`http://localhost:${app.port}/login?next=%2Fqna`, { waitUntil: 'networkidle0' });
  const button = await page.waitForSelector('[data-testid=social-oidc]', { visible: true, timeout: 30_000 });
  t.is(await button!.evaluate((el) => (el as HTMLElement).innerText.trim()), 'Demo sign-in(으)로 계속하기');
  t.deepEqual(await seriousViolations(page), []);
  await screenshot(page, 'social-login-buttons');
  await Promise.all([page.waitForNavigation(), button!.click()]);
  t.true(page.url().startsWith(demo.issuer), 'on the provider');
  await page.waitForSelector('input[name=login]');
  await page.type('input[name=login]', 'demo-learner');
  await page.type('input[name=password]', 'any');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('button[type=submit]'),
  ]);
  // A new person agrees to the terms before the account is made.
  await page.waitForSelector('[data-testid=social-signup]', { visible: true, timeout: 30_000 });
  t.deepEqual(await seriousViolations(page), []);
  for (const box of ['agreeTerms', 'agreePrivacy', 'ageOver14']) await page.click(`input[name=${box}]`);
  await page.click('[data-testid=social-signup-submit]');
  await page.waitForFunction(() => location.pathname === '/qna', { timeout: 30_000 });
  const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));
  t.true(me.isLoggedIn);
  t.is(me.userData.userId, 'demo-learner_oidc');
  t.deepEqual(problems.splice(0), [], 'no page errors');
});
