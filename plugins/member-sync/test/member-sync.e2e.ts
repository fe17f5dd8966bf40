/**
 * /admin/sync in chromium, in Korean: the channel's main manager finds it from Channel management,
 * saves the fake SCIM directory with its token, tests the connection, previews the diff, applies it
 * after a confirmation that names the counts, and reads the run in the history; axe finds no WCAG
 * problem. Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import { clickText, screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { browserSuite } from '../../../test/e2e/support/browser-suite.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { startFakeScimServer, type FakeScimServer } from '../testing/index.ts';

let scim: FakeScimServer;
let channelId: number;

test.before(async () => {
  scim = await startFakeScimServer({
    people: [
      { id: 'w-1', name: '김민수', email: 'minsu@example.com', department: '개발팀' },
      { id: 'w-2', name: '신입사원', email: 'newbie@example.com', department: '영업팀' },
    ],
  });
});
test.after.always(async () => {
  await scim?.stop();
});
const web = browserSuite(test, {
  plugins: ['channel-admin', 'member-sync'],
  async setup(app) {
    const school = await app.createChannelWithMembers({
      slug: 'school',
      members: {
        boss: { role: 'admin', name: '최관리', extra: { is_main_manager: true } },
        minsu: { role: 'student', name: '김민수' },
      },
    });
    channelId = school.id;
  },
});

test('the admin sets up the directory, previews the diff and applies it', async (t) => {
  const origin = `http://school.localhost:${web.app.port}`;
  const page = await web.newPage();
  await signIn(page, `${origin}/login`, 'boss');
  await page.goto(`${origin}/admin`, { waitUntil: 'networkidle0' });
  await clickText(page, '[data-testid=admin-sync-section] a', '멤버 동기화 설정');
  await page.waitForSelector('[data-testid=sync-config]');
  await assertWcagClean(t, page, 'the sync screen, not set up');

  await page.type('[data-testid=sync-base-url]', scim.url);
  await page.type('[data-testid=sync-token]', scim.token);
  await page.click('[data-testid=sync-save]');
  await waitForText(page, '저장했습니다.');
  await waitForText(page, '저장된 토큰이 있습니다.');
  t.is(await page.$eval('[data-testid=sync-token]', (el) => (el as HTMLInputElement).value), '');
  await page.click('[data-testid=sync-test]');
  await waitForText(page, '디렉터리에 연결되었습니다.');

  await page.click('[data-testid=sync-preview]');
  await page.waitForSelector('[data-testid=sync-diff-table]');
  await waitForText(page, '추가 1명, 변경 1명, 비활성화 0명, 다시 활성화 0명');
  t.is((await page.$$('[data-testid=sync-diff-row]')).length, 2);
  await screenshot(page, 'member-sync-preview');
  await assertWcagClean(t, page, 'the sync screen with a diff');

  await page.click('[data-testid=sync-apply]');
  await page.waitForSelector('[data-testid=sync-apply-confirm]');
  await waitForText(page, '1명을 추가하고, 1명을 변경하고, 0명을 비활성화하고, 0명을 다시 활성화합니다.');
  await assertWcagClean(t, page, 'the apply confirmation');
  await page.click('[data-testid=sync-apply-ok]');
  await waitForText(page, '동기화를 적용했습니다.');
  await waitForText(page, '적용됨');

  const newbie = await web.app.core.db('users').where({ email: 'newbie@example.com' }).first('id');
  t.like(
    await web.app.core.db('channel_members').where({ channel_id: channelId, user_id: newbie.id }).first(),
    {
      state: 'joined',
      departments: '영업팀',
    },
  );
  t.deepEqual(web.problems, []);
});
