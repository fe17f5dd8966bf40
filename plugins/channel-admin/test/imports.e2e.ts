/**
 * The CSV bulk invite on /admin/invitations in chromium, in Korean: the admin uploads a class
 * list saved in CP949 with two bad rows, follows the check, sees each row's error, skips the bad
 * rows and invites the rest, whose mails the status line then counts; axe finds no WCAG problem.
 * Needs the web build (node scripts/build-web.ts).
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

const web = browserSuite(test, { plugins: ['channel-admin'] });

test('the admin uploads a CP949 class list, skips its two bad rows and invites the rest', async (t) => {
  const school = await web.app.createChannelWithMembers({
    slug: 'school',
    name: '서당초등학교',
    members: { boss: { role: 'admin', extra: { is_main_manager: true } } },
  });
  const csv = [
    '이메일,이름,그룹,본인 정보 수정 허용,학년도,학년,반,번호',
    'first@example.com,강민준,1학년 2반,N,2026,1,2,1',
    'second.example.com,김서아,1학년 2반,N,2026,1,2,2',
    'first@example.com,박도현,1학년 2반,N,2026,1,2,3',
    'third@example.com,이똠방,1학년 2반,Y,2026,1,2,4',
  ].join('\r\n');
  const file = join(mkdtempSync(join(tmpdir(), 'seodang-import-')), '1학년-2반.csv');
  writeFileSync(file, iconv.encode(csv, 'cp949'));

  const origin = `http://school.localhost:${web.app.port}`;
  const page = await web.newPage();
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'ko' });
  await signIn(page, `${origin}/login`, 'boss');
  await page.goto(`${origin}/admin/invitations`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=import-section]');
  const input = (await page.$('[data-testid=import-file]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await page.click('[data-testid=import-section] button[type=submit]');
  await waitForText(page, '전체 4행 · 정상 2행 · 오류 2행');
  await page.waitForSelector('[data-testid=import-row-invalid]');
  const errors = await page.$$eval('[data-testid=import-row-error]', (cells) =>
    cells.map((c) => c.textContent),
  );
  t.deepEqual(errors, ['정상', '이메일 형식이 올바르지 않습니다.', '표 안에서 이메일이 중복됩니다.', '정상']);
  t.truthy(await page.$('[data-testid=import-errors-csv]'));
  await assertWcagClean(t, page, 'the import preview');

  await page.click('[data-testid=import-commit]');
  await waitForText(page, '2명을 초대했습니다. 건너뛴 행: 2');
  // The mails go out from a job after the commit; the status line follows it.
  await waitForText(page, '초대 메일 발송: 2 / 2');
  await screenshot(page, 'import-committed');
  const invited = await web.app.core
    .db('channel_invitations')
    .where({ channel_id: school.id, kind: 'email' })
    .orderBy('email')
    .pluck('email');
  t.deepEqual(invited, ['first@example.com', 'third@example.com']);
  t.deepEqual(web.problems, []);
});
