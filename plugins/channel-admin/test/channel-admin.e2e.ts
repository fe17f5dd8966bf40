/**
 * /admin/members in chromium, in Korean: the channel's admin finds it from Channel management,
 * accepts a join request from the approvals tab, removes a member after a confirmation that names
 * them and undoes it from the toast; axe finds no WCAG problem. Needs the web build
 * (node scripts/build-web.ts).
 */
import test from 'ava';
import { clickText, screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { browserSuite } from '../../../test/e2e/support/browser-suite.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';

let channelId: number;
const web = browserSuite(test, {
  plugins: ['channel-admin'],
  async setup(app) {
    const school = await app.createChannelWithMembers({
      slug: 'school',
      members: {
        boss: { role: 'admin', name: '최관리', extra: { is_main_manager: true } },
        minsu: { role: 'student', name: '김민수' },
        jiwoo: { role: 'student', name: '이지우', state: 'requesting' },
      },
    });
    channelId = school.id;
    await app.core.db('channels').where({ id: channelId }).update({ student_limit: 200 });
  },
});

const stateOf = async (name: string) => {
  const row = await web.app.core
    .db('channel_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where({ 'm.channel_id': channelId, 'u.name': name })
    .first('m.state');
  return row?.state ?? null;
};

test('the admin accepts a join request and undoes a removal', async (t) => {
  const origin = `http://school.localhost:${web.app.port}`;
  const page = await web.newPage();
  await signIn(page, `${origin}/login`, 'boss');
  await page.goto(`${origin}/admin`, { waitUntil: 'networkidle0' });
  await clickText(page, '[data-testid=admin-members-section] a', '회원 관리로 가기');
  await page.waitForSelector('[data-testid=members-table]');
  await waitForText(page, '학생 1 / 200');

  await page.click('[data-testid=members-approvals-tab]');
  await waitForText(page, '가입 승인 (1)');
  await page.waitForSelector('[data-testid=member-accept]');
  await page.click('[data-testid=member-accept]');
  await waitForText(page, '이지우: 승인 완료');
  await waitForText(page, '학생 2 / 200');
  t.is(await stateOf('이지우'), 'joined');

  await clickText(page, 'button', '전체 회원');
  await page.type('[data-testid=members-search]', '김민수');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=member-row]').length === 1);
  await page.click('[data-testid=member-remove]');
  await page.waitForSelector('[data-testid=member-confirm]');
  await waitForText(page, '다음 회원에게 "내보내기"을(를) 합니다: 김민수');
  await assertWcagClean(t, page, 'the removal confirmation');
  await page.click('[data-testid=member-confirm-ok]');
  await waitForText(page, '김민수을(를) 내보냈습니다.');
  t.is(await stateOf('김민수'), null);
  // The toast slides in; its button is pressed as soon as it is there.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLButtonElement>('.sd-toast__action-button')].some(
      (b) => b.innerText.trim() === '되돌리기',
    ),
  );
  await page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('.sd-toast__action-button')]
      .find((b) => b.innerText.trim() === '되돌리기')!
      .click(),
  );
  await waitForText(page, '김민수을(를) 되돌렸습니다.');
  t.is(await stateOf('김민수'), 'joined');
  await page.waitForSelector('[data-testid=member-row]');
  // The list itself, once the toasts are gone.
  await page.waitForFunction(() => !document.querySelector('.Toastify__toast'), { timeout: 10_000 });
  await assertWcagClean(t, page, '/admin/members');
  await screenshot(page, 'channel-admin-members');
  t.deepEqual(web.problems, [], 'no page errors');
});
