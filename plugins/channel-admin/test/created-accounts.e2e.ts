/**
 * Made accounts in chromium, in Korean: the admin makes a picture-password pupil on
 * /admin/invitations and reads the sequence off the once-only sheet; the pupil logs in on the
 * channel's login screen by choosing the pictures with the keyboard; axe finds no WCAG problem on
 * either screen. Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import { picturePasswordLabels, picturePasswordPictures } from '@seodang/sdk/common';
import { screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { browserSuite } from '../../../test/e2e/support/browser-suite.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';

const web = browserSuite(test, { plugins: ['channel-admin'] });

test('an admin makes a picture-password pupil, who then logs in with the pictures', async (t) => {
  await web.app.createChannelWithMembers({
    slug: 'school',
    name: '서당초등학교',
    members: { boss: { role: 'admin', extra: { is_main_manager: true } } },
  });
  const origin = `http://school.localhost:${web.app.port}`;

  const admin = await web.newPage();
  await admin.setExtraHTTPHeaders({ 'Accept-Language': 'ko' });
  await signIn(admin, `${origin}/login?next=/admin/invitations`, 'boss');
  await admin.waitForSelector('[data-testid=created-accounts-section]');
  await admin.type('[data-testid=create-accounts-rows]', 'pic01, 김사진, 1학년 2반');
  await admin.click('[data-testid=create-accounts-submit]');
  await admin.waitForSelector('[data-testid=credential-sheet]');
  await waitForText(admin, '이 정보는 지금 한 번만 보여 드립니다.');
  await screenshot(admin, 'created-accounts-sheet');
  await assertWcagClean(t, admin, 'the credential sheet');
  const labels = await admin.$$eval(
    '[data-testid=credential-table] .sd-picture-sequence__item span',
    (spans) => spans.map((s) => s.textContent ?? ''),
  );
  const sequence = labels.map((label) =>
    picturePasswordPictures.findIndex((p) => picturePasswordLabels.ko[p] === label),
  );
  t.is(sequence.length, 4);
  t.false(sequence.includes(-1));
  const invites = await admin.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === 'invite',
    ),
  );
  t.like(invites[0], { inviteCategory: 'createAccount', channelName: '서당초등학교' });
  await admin.click('[data-testid=credential-close]');
  await admin.waitForSelector('[data-testid=created-accounts] td');

  const pupil = await web.newPage();
  await pupil.setExtraHTTPHeaders({ 'Accept-Language': 'ko' });
  await pupil.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await pupil.click('[data-testid=picture-login-switch]');
  await pupil.waitForSelector('[data-testid=picture-login]');
  await pupil.type('[data-testid=picture-login] input', 'pic01');
  // From the keyboard: focus the first picture, walk with the arrows, choose with Enter.
  for (const place of sequence) {
    await pupil.focus(`[data-testid=picture-${picturePasswordPictures[0]}]`);
    const [right, down] = [place % 3, Math.floor(place / 3)];
    for (let i = 0; i < right; i++) await pupil.keyboard.press('ArrowRight');
    for (let i = 0; i < down; i++) await pupil.keyboard.press('ArrowDown');
    await pupil.keyboard.press('Enter');
  }
  await waitForText(pupil, '4개 골랐어요');
  await assertWcagClean(t, pupil, 'the picture login');
  await screenshot(pupil, 'picture-login');
  await Promise.all([
    pupil.waitForNavigation({ waitUntil: 'networkidle0' }),
    pupil.click('[data-testid=picture-submit]'),
  ]);
  const me = await pupil.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));
  t.like(me, { isLoggedIn: true, userData: { userId: 'pic01' } });
  t.deepEqual(web.problems, []);
});
