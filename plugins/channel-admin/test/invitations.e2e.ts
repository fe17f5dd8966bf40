/**
 * /invite/{token} in chromium, in Korean: a learner opens an invitation link while logged out,
 * signs up from it and lands joined in the channel; the data layer says it was a link; axe finds
 * no WCAG problem. Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import { screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { browserSuite } from '../../../test/e2e/support/browser-suite.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';

const web = browserSuite(test, { plugins: ['channel-admin'] });

test('a learner opens an invitation link logged out, signs up and lands joined', async (t) => {
  const school = await web.app.createChannelWithMembers({
    slug: 'school',
    name: '서당초등학교',
    members: { boss: { role: 'admin', extra: { is_main_manager: true } } },
  });
  const admin = await school.login('boss', { locale: 'ko' });
  const { url } = (await admin.post('/api/channel/invitation-links', { maxUses: 30 })).body.data;
  const path = new URL(url).pathname;
  const origin = `http://school.localhost:${web.app.port}`;

  const page = await web.newPage();
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'ko' });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=invite-screen]');
  await waitForText(page, '가입하고 참여하기');
  await assertWcagClean(t, page, 'the invitation page, logged out');

  // The sign-up screen opens in the app, with the way back to this page.
  await page.click('.ca-invite-actions a');
  await page.waitForSelector('input[name=userId]');
  for (const [field, value] of [
    ['userId', 'pupil01'],
    ['password', 'Seodang#2026'],
    ['passwordConfirm', 'Seodang#2026'],
    ['name', '박학생'],
    ['email', 'pupil01@example.com'],
  ])
    await page.type(`input[name=${field}]`, value);
  for (const box of ['agreeTerms', 'agreePrivacy', 'ageOver14']) await page.click(`input[name=${box}]`);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('[data-testid=signup-submit]'),
  ]);
  await waitForText(page, '채널에 가입했습니다.');
  await screenshot(page, 'invitation-joined');
  await assertWcagClean(t, page, 'the invitation page, joined');

  const pupil = await web.app.core.db('users').where({ user_id: 'pupil01' }).first('id');
  t.like(
    await web.app.core.db('channel_members').where({ channel_id: school.id, user_id: pupil.id }).first(),
    {
      state: 'joined',
      role: 'student',
    },
  );
  const invites = await page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => e.event === 'invite',
    ),
  );
  t.like(invites[0], { inviteCategory: 'link' });
  t.deepEqual(web.problems, []);
});
