/**
 * The certificate page in chromium, in Korean: a visitor with no account opens /cert/{certId}, sees
 * the holder and every check with the state Valid, pastes the downloaded credential into the
 * verifier and sees it valid too; after the teacher revokes it in Manage Lecture's modal, the page
 * shows Revoked with the reason. The page in both states and the modal are axe-clean. Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import type { Browser } from 'puppeteer-core';
import {
  assertWebBuilt,
  launchBrowser,
  newPage,
  screenshot,
  waitForText,
} from '../../../test/e2e/support/browser.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
let browser: Browser;
const problems: string[] = [];

test.before(async () => {
  assertWebBuilt();
  f = await startCredentialsFixture(['lectures', 'credentials']);
  browser = await launchBrowser();
});
test.after.always(async () => {
  await browser?.close();
  await f?.app.stop();
});

test('a visitor sees a certificate valid, verifies its credential, and sees it revoked with the reason', async (t) => {
  const lecture = await f.lecture();
  const teach = await f.as('teach');
  const issued = await teach.post('/api/certificate/issue', {
    sourceKind: 'lecture',
    sourceIndex: lecture,
    userId: f.school.ids.learner,
  });
  const certId = issued.body.data.certId as string;
  const jwt = await (
    await (await f.as('anonymous')).request('GET', `/api/certificate/${certId}/credential`)
  ).text();

  const page = await newPage(browser, problems);
  await page.goto(`${f.origin}/cert/${certId}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=verify-result][data-state=valid]');
  t.is(await page.$eval('[data-testid=certificate-holder]', (el) => el.textContent), '김하준');
  await waitForText(page, '유효한 자격 증명입니다.');
  t.is((await page.$$('[data-testid^=check-]')).length, 5);
  await assertWcagClean(t, page, '/cert valid');
  await screenshot(page, 'certificate-valid');

  await page.type('[data-testid=credential-text]', jwt);
  await page.click('[data-testid=verify-submit]');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid=verify-result][data-state=valid]').length === 2,
  );

  // The teacher revokes it from Manage Lecture, giving the reason everyone will read.
  const teacher = await newPage(browser, problems);
  await signIn(teacher, `${f.origin}/login`, 'teach');
  await teacher.goto(`${f.origin}/teach/lecture/${lecture}/manage`, { waitUntil: 'networkidle0' });
  await teacher.waitForSelector('[data-testid=lecture-certificate] [data-testid=revoke-open]');
  await teacher.click('[data-testid=revoke-open]');
  await teacher.waitForSelector('[data-testid=revoke-reason]');
  await teacher.type('[data-testid=revoke-reason]', '부정행위 확인');
  await assertWcagClean(t, teacher, 'the revoke modal');
  await teacher.click('[data-testid=revoke-confirm]');
  await waitForText(teacher, '인증서를 취소했습니다.');

  await page.reload({ waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=verify-result][data-state=revoked]');
  t.regex(await page.$eval('[data-testid=revocation]', (el) => el.textContent ?? ''), /부정행위 확인/);
  await assertWcagClean(t, page, '/cert revoked');
  await screenshot(page, 'certificate-revoked');
  t.deepEqual(problems, [], 'no page errors');
});
