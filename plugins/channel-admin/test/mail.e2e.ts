/**
 * /admin/mail in chromium, in Korean: the channel's admin sees the mail with its state and the
 * SMTP server's reply, filters the bounced ones and sends one again; axe finds no WCAG problem.
 * Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import { mailRef } from '@seodang/sdk';
import { clickText, screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { browserSuite } from '../../../test/e2e/support/browser-suite.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';

const web = browserSuite(test, { plugins: ['channel-admin'], mail: true });

test('an admin sees the channel’s mail, filters the bounced and sends one again', async (t) => {
  const school = await web.app.createChannelWithMembers({
    slug: 'school',
    name: '서당초등학교',
    members: { boss: { role: 'admin', extra: { is_main_manager: true } } },
  });
  const mail = web.app.core.service(mailRef);
  web.catcher.failFor('gone@example.com', 'reject', 1);
  for (const to of ['kim@example.com', 'gone@example.com'])
    await mail.queue(web.app.core.db, {
      to,
      subject: '서당초등학교 채널에 초대합니다',
      text: '초대',
      kind: 'invitation',
      channelId: school.id,
      locale: 'ko',
    });
  await web.catcher.waitFor(1);
  for (let i = 0; i < 200; i++) {
    const rows = await web.app.core.db('mail_outbox').where({ channel_id: school.id, status: 'queued' });
    if (!rows.length) break;
    await new Promise((r) => setTimeout(r, 25));
  }

  const origin = `http://school.localhost:${web.app.port}`;
  const page = await web.newPage();
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'ko' });
  await signIn(page, `${origin}/login`, 'boss');
  // The way in: Channel management's section.
  await page.goto(`${origin}/admin`, { waitUntil: 'networkidle0' });
  await clickText(page, '[data-testid=admin-mail-section] a', '메일 보기');
  await page.waitForSelector('[data-testid=mail-screen]');
  await waitForText(page, '550 5.1.1 Mailbox unavailable');
  await waitForText(page, '전송됨');
  await assertWcagClean(t, page, '/admin/mail');

  await page.select('[data-testid=mail-status-filter]', 'bounced');
  await page.waitForFunction(() => !document.body.innerText.includes('kim@example.com'));
  t.true(page.url().endsWith('/admin/mail?status=bounced'));
  const before = web.catcher.messages.length;
  await clickText(page, 'button', '다시 보내기');
  await waitForText(page, 'gone@example.com에게 다시 보냅니다.');
  await web.catcher.waitFor(before + 1);
  await screenshot(page, 'admin-mail');
  t.deepEqual(web.problems, []);
});
