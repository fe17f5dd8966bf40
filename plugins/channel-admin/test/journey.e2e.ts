/**
 * Issue 16's journey in chromium, in Korean, from nothing to a joined pupil: a site admin creates
 * a channel on the public /admin; its main manager uploads a class list saved in CP949 with two
 * bad rows on /admin/invitations, skips them and invites the rest; a pupil opens the invitation in
 * the local mail viewer (/dev/mail), follows its link, signs up (e-mail prefilled, consents,
 * password confirmation) and lands joined; the manager then finds the pupil joined on
 * /admin/members and the join on /admin/log. Needs the web build (node scripts/build-web.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import iconv from 'iconv-lite';
import type { ElementHandle } from 'puppeteer-core';
import { screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { browserSuite } from '../../../test/e2e/support/browser-suite.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';

const catcherDir = mkdtempSync(join(tmpdir(), 'seodang-journey-mail-'));
// The local mail catcher with its folder, as under `npm start`: /dev/mail reads it.
const web = browserSuite(test, {
  plugins: ['channel-admin'],
  config: { env: 'development', mailCatcherDir: catcherDir },
  mail: { catcher: { dir: catcherDir } },
  async setup(app) {
    await app.createUser({ userId: 'site.root', isSiteAdmin: true });
    await app.createUser({ userId: 'hanbit.head', name: '한교장' });
  },
});

test('a site admin makes a channel, its manager imports a class list, a pupil joins from the mail', async (t) => {
  // 1. The site admin creates the channel with its main manager.
  const root = await web.newPage();
  await root.setCookie({ name: 'sd_locale', value: 'ko', url: web.app.url });
  await signIn(root, `${web.app.url}/login?next=/admin`, 'site.root');
  await root.goto(`${web.app.url}/admin`, { waitUntil: 'networkidle0' });
  await root.waitForSelector('[data-testid=site-channels] form', { timeout: 30_000 });
  await root.type('#site-name', '한빛 고등학교');
  await root.type('#site-slug', 'hanbit');
  await root.type('#site-mainManager', 'hanbit.head');
  await root.click('[data-testid=site-channels] form button[type=submit]');
  await waitForText(root, '채널을 만들었습니다.');
  const channel = await web.app.core.db('channels').where({ slug: 'hanbit' }).first('id');
  t.truthy(channel);
  await root.close();

  // 2. Its manager uploads the class list in CP949 with two bad rows, skips them, invites the rest.
  const csv = [
    '이메일,이름,그룹,본인 정보 수정 허용,학년도,학년,반,번호',
    'dohyun@example.com,박도현,1학년 3반,N,2026,1,3,1',
    'seoa.example.com,김서아,1학년 3반,N,2026,1,3,2',
    'dohyun@example.com,이중복,1학년 3반,N,2026,1,3,3',
    'ddom@example.com,이똠방,1학년 3반,Y,2026,1,3,4',
  ].join('\r\n');
  const file = join(mkdtempSync(join(tmpdir(), 'seodang-journey-')), '1학년-3반.csv');
  writeFileSync(file, iconv.encode(csv, 'cp949'));
  const origin = `http://hanbit.localhost:${web.app.port}`;
  const manager = await web.newPage();
  await manager.setCookie({ name: 'sd_locale', value: 'ko', url: origin });
  await signIn(manager, `${origin}/login`, 'hanbit.head');
  await manager.goto(`${origin}/admin/invitations`, { waitUntil: 'networkidle0' });
  await manager.waitForSelector('[data-testid=import-section]', { timeout: 30_000 });
  const input = (await manager.$('[data-testid=import-file]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await manager.click('[data-testid=import-section] button[type=submit]');
  await waitForText(manager, '전체 4행 · 정상 2행 · 오류 2행', 30_000);
  await manager.click('[data-testid=import-commit]');
  await waitForText(manager, '2명을 초대했습니다. 건너뛴 행: 2');
  await waitForText(manager, '초대 메일 발송: 2 / 2', 30_000);

  // 3. The pupil finds the invitation in the local mail viewer and follows its link. The screen
  // above counts the mails queued; the mail job delivers them a moment later, so the viewer is
  // looked at again until the pupil's is there (or 30 s have passed).
  const pupil = await web.newPage();
  await pupil.setCookie({ name: 'sd_locale', value: 'ko', url: origin });
  const pupilMails = async () => {
    await pupil.goto(`${web.app.url}/dev/mail`, { waitUntil: 'networkidle0' });
    return pupil.$$eval('a[href^="/dev/mail/"]', (links) =>
      links
        .filter((a) => a.closest('tr')?.textContent?.includes('ddom@example.com'))
        .map((a) => a.getAttribute('href')),
    );
  };
  let mailLink = await pupilMails();
  for (const until = Date.now() + 30_000; mailLink.length === 0 && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    mailLink = await pupilMails();
  }
  t.is(mailLink.length, 1, 'one mail for the pupil');
  await pupil.goto(`${web.app.url}${mailLink[0]}`, { waitUntil: 'networkidle0' });
  const frame = pupil.frames().find((f) => f !== pupil.mainFrame());
  t.truthy(frame, 'the mail opens in its sandboxed frame');
  const inviteUrl = await frame!.$eval('a[href*="/invite/"]', (a) => a.getAttribute('href')!);
  t.regex(inviteUrl, /^http:\/\/hanbit\.localhost:\d+\/invite\/[A-Za-z0-9_-]{43}$/);
  await pupil.goto(inviteUrl, { waitUntil: 'networkidle0' });
  await pupil.waitForSelector('[data-testid=invite-screen]');
  await waitForText(pupil, '한빛 고등학교');

  // 4. Signs up from it: the e-mail comes from the invitation, the consents and the confirmation.
  await pupil.click('.ca-invite-actions a');
  await pupil.waitForSelector('input[name=userId]');
  t.is(await pupil.$eval('input[name=email]', (i) => (i as HTMLInputElement).value), 'ddom@example.com');
  for (const [field, value] of [
    ['userId', 'ddombang'],
    ['password', 'Seodang#2026'],
    ['passwordConfirm', 'Seodang#2026'],
  ])
    await pupil.type(`input[name=${field}]`, value);
  await pupil.$eval('input[name=name]', (i) => ((i as HTMLInputElement).value = ''));
  await pupil.type('input[name=name]', '이똠방');
  for (const box of ['agreeTerms', 'agreePrivacy', 'ageOver14']) await pupil.click(`input[name=${box}]`);
  await Promise.all([
    pupil.waitForNavigation({ waitUntil: 'networkidle0' }),
    pupil.click('[data-testid=signup-submit]'),
  ]);
  await waitForText(pupil, '채널에 가입했습니다.');
  await screenshot(pupil, 'journey-pupil-joined');
  const account = await web.app.core
    .db('users')
    .where({ user_id: 'ddombang' })
    .first('id', 'email', 'email_verified_at');
  t.is(account.email, 'ddom@example.com');
  t.truthy(account.email_verified_at, 'following the mailed link verified the address');
  t.like(
    await web.app.core.db('channel_members').where({ channel_id: channel.id, user_id: account.id }).first(),
    {
      state: 'joined',
      role: 'student',
    },
  );

  // 5. The manager sees the pupil joined, and the join in the action log.
  await manager.goto(`${origin}/admin/members`, { waitUntil: 'networkidle0' });
  await manager.waitForSelector('[data-testid=member-row]', { timeout: 30_000 });
  const rows = await manager.$$eval('[data-testid=member-row]', (trs) =>
    trs.map((tr) => (tr as HTMLElement).innerText),
  );
  t.true(
    rows.some((r) => r.includes('이똠방') && r.includes('ddombang')),
    rows.join('\n'),
  );
  await assertWcagClean(t, manager, 'the members list with the new pupil');
  await manager.goto(`${origin}/admin/log`, { waitUntil: 'networkidle0' });
  await manager.waitForSelector('[data-testid=action-log-row]', { timeout: 30_000 });
  const log = await manager.$$eval('[data-testid=action-log-row]', (trs) =>
    trs.map((tr) => (tr as HTMLElement).innerText),
  );
  t.true(
    log.some((r) => r.includes('이똠방')),
    log.join('\n'),
  );
  await screenshot(manager, 'journey-action-log');
  t.deepEqual(web.problems, []);
});
