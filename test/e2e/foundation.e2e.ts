import test from 'ava';
import type { Browser, Page } from 'puppeteer-core';
import { testPassword, type TestCore } from '@seodang/sdk/testing';
import { startApp } from './support/app.ts';
import { launchBrowser, newPage, screenshot, waitForText } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

let app: TestCore;
let browser: Browser;
let channelId: number;
const problems: string[] = [];

test.before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  channelId = await app.createChannel({
    slug: 'school',
    name: '한빛고등학교',
    organizationType: 'high_school',
  });
  const admin = await app.createUser({ userId: 'e2e_admin', name: '관리자' });
  const teacher = await app.createUser({ userId: 'e2e_teacher', name: '선생님' });
  const student = await app.createUser({ userId: 'e2e_student', name: '학생' });
  await app.createUser({ userId: 'e2e_outsider', name: '외부인' });
  await app.addMember(channelId, admin, 'admin', 'joined', { is_main_manager: true });
  await app.addMember(channelId, teacher, 'teacher');
  await app.addMember(channelId, student, 'student');
});

test.after.always(async () => {
  await browser?.close();
  await app?.stop();
});

test.afterEach((t) => {
  t.deepEqual(problems.splice(0), [], 'no page errors');
});

const url = (path: string, host?: string) =>
  host ? `http://${host}.localhost:${app.port}${path}` : `${app.url}${path}`;

const login = (page: Page, userId: string, host?: string, password = testPassword) =>
  signIn(page, url('/login', host), userId, password);

const menuTexts = (page: Page) =>
  page.$$eval('[data-testid=header-menu] li', (els) =>
    els.map((e) => (e as HTMLElement).innerText.trim()).filter(Boolean),
  );

test('sign up → log in → ask a question → see it listed', async (t) => {
  const page = await newPage(browser, problems);
  await page.goto(url('/signup'), { waitUntil: 'networkidle0' });
  // Bad input first: the form says why in Korean and nothing is created.
  await page.type('input[name=userId]', 'new user!');
  await page.type('input[name=password]', 'short');
  await page.type('input[name=name]', '새내기');
  await page.type('input[name=email]', 'not-mail');
  await page.click('[data-testid=signup-submit]');
  await waitForText(page, '이메일 형식이 올바르지 않습니다.');
  await screenshot(page, 'signup-errors');
  t.is(await app.core.db('users').where({ user_id: 'new user!' }).first(), undefined);

  for (const [field, value] of [
    ['userId', 'newbie01'],
    ['password', 'Seodang#2026'],
    ['passwordConfirm', 'Seodang#2026'],
    ['email', 'newbie@example.com'],
  ]) {
    await page.$eval(`input[name=${field}]`, (el) => ((el as HTMLInputElement).value = ''));
    await page.type(`input[name=${field}]`, value);
  }
  // The required consents and the age confirmation; marketing stays declined.
  for (const box of ['agreeTerms', 'agreePrivacy', 'ageOver14']) await page.click(`input[name=${box}]`);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('[data-testid=signup-submit]'),
  ]);
  t.truthy(await app.core.db('users').where({ user_id: 'newbie01' }).first());

  // Log out and back in through the screens.
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.goto(url('/logout'))]);
  await page.waitForFunction(
    () =>
      location.pathname === '/' &&
      document.querySelector('[data-testid=header-menu]')?.textContent?.includes('로그인'),
  );
  t.false((await app.client().get('/api/auth/me')).body.isLoggedIn);
  await login(page, 'newbie01', undefined, 'Seodang#2026');
  await page.goto(url('/qna'), { waitUntil: 'networkidle0' });
  await page.click('[data-testid=qna-ask]');
  await page.waitForSelector('input[name=title]');
  await page.type('input[name=title]', '반복문과 재귀의 차이');
  await page.type('textarea[name=contents]', '어떤 경우에 재귀를 쓰는 것이 더 좋은가요?');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
    page.click('[data-testid=qna-submit]'),
  ]);
  await page.goto(url('/qna'), { waitUntil: 'networkidle0' });
  await waitForText(page, '반복문과 재귀의 차이');
  await screenshot(page, 'qna-listed');
  t.true(
    (await page.$$eval('[data-testid=qna-item]', (els) => els.map((e) => (e as HTMLElement).innerText))).some(
      (s) => s.includes('반복문과 재귀의 차이'),
    ),
  );
});

test('a non-member in a channel is sent to /unauthorized?type=not_channel_member', async (t) => {
  const page = await newPage(browser, problems);
  await page.goto(url('/qna', 'school'), { waitUntil: 'networkidle0' });
  t.true(page.url().startsWith(url('/login', 'school')), 'logged out → log in first');
  await login(page, 'e2e_outsider', 'school');
  await page.goto(url('/qna', 'school'), { waitUntil: 'networkidle0' });
  t.is(page.url(), url('/unauthorized?type=not_channel_member', 'school'));
  await page.waitForSelector('[data-testid=unauthorized-message]');
  t.is(
    await page.$eval(
      '[data-testid=unauthorized-message]',
      (e) => (e as HTMLElement).innerText.trim().length > 0,
    ),
    true,
  );
  await screenshot(page, 'unauthorized');
  // The outsider asks to join with the school's fields; the request is recorded and the screen says so.
  await page.waitForSelector('input[name=schoolGrade]');
  t.is(await page.$('input[name=univMajor]'), null, 'only the fields of a high school');
  await page.type('input[name=schoolGrade]', '2');
  await page.click('[data-testid=join-request]');
  await waitForText(page, '가입을 요청했습니다.');
  const row = await app.core
    .db('channel_members')
    .where({ channel_id: channelId })
    .join('users', 'users.id', 'channel_members.user_id')
    .where('users.user_id', 'e2e_outsider')
    .first('state', 'profile');
  t.is(row?.state, 'requesting');
  t.deepEqual(row?.profile, { schoolGrade: '2' });
  t.deepEqual(
    (await seriousViolations(page)).map((v) => v.id),
    [],
    'the join form',
  );
});

test('the header menu differs by role (admin, teacher, student, logged out)', async (t) => {
  const anon = await newPage(browser, problems);
  await anon.goto(url('/'), { waitUntil: 'networkidle0' });
  const loggedOut = await menuTexts(anon);
  t.deepEqual(loggedOut.slice(0, 5), ['공지사항', 'Q&A', '로그인', '회원가입', '문의하기']);

  const seen: Record<string, string[]> = {};
  for (const who of ['e2e_admin', 'e2e_teacher', 'e2e_student']) {
    const page = await newPage(browser, problems);
    await login(page, who, 'school');
    await page.goto(url('/', 'school'), { waitUntil: 'networkidle0' });
    seen[who] = await menuTexts(page);
    await screenshot(page, `menu-${who}`);
  }
  t.true(seen.e2e_admin.includes('채널 관리'), JSON.stringify(seen.e2e_admin));
  t.false(seen.e2e_teacher.includes('채널 관리'));
  t.false(seen.e2e_student.includes('채널 관리'));
  // Inside a channel, Notices and Q&A leave the header menu (§2).
  t.false(seen.e2e_student.includes('Q&A'));
  t.true(seen.e2e_student.includes('로그아웃'));
  t.notDeepEqual(seen.e2e_admin, seen.e2e_student);
});

test('a channel admin hides a header item for everyone in the channel, and shows it again', async (t) => {
  const teacher = await newPage(browser, problems);
  await login(teacher, 'e2e_teacher', 'school');
  await teacher.goto(url('/admin', 'school'), { waitUntil: 'networkidle0' });
  t.is(await teacher.$('[data-testid=menu-restrictions]'), null, 'only admins manage the channel');

  const admin = await newPage(browser, problems);
  await login(admin, 'e2e_admin', 'school');
  await admin.goto(url('/admin', 'school'), { waitUntil: 'networkidle0' });
  await admin.waitForSelector('[data-testid=menu-restrictions-summary]');
  await waitForText(admin, '모든 메뉴가 보입니다.');
  t.true((await menuTexts(admin)).includes('정보 수정'));
  t.true(
    await admin.$eval('[data-testid=menu-restrictions-save]', (b) => (b as HTMLButtonElement).disabled),
    'nothing to save yet',
  );

  await admin.click('[data-testid=menu-restriction-editProfile]');
  await waitForText(admin, '1개 메뉴를 숨깁니다.');
  await admin.click('[data-testid=menu-restrictions-save]');
  await waitForText(admin, '메뉴 설정을 저장했습니다.');
  // The admin's own header follows at once; a member's follows on the next page.
  await admin.waitForFunction(
    () => !document.querySelector('[data-testid=header-menu]')?.textContent?.includes('정보 수정'),
  );
  await screenshot(admin, 'admin-menu-restrictions');
  // The toast's colours are the spec's own; the screen is checked once it has gone (3 s).
  await admin.waitForFunction(() => !document.querySelector('.sd-toast'), { timeout: 10_000 });
  t.deepEqual(
    (await seriousViolations(admin)).map(
      (v) => `${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    [],
    'admin screen',
  );
  t.deepEqual((await app.core.db('channels').where({ id: channelId }).first()).menu_restrictions, [
    'editProfile',
  ]);
  const student = await newPage(browser, problems);
  await login(student, 'e2e_student', 'school');
  await student.goto(url('/', 'school'), { waitUntil: 'networkidle0' });
  const studentMenu = await menuTexts(student);
  t.false(studentMenu.includes('정보 수정'), JSON.stringify(studentMenu));
  t.true(studentMenu.includes('로그아웃'));

  // In English, and back to every item shown.
  await admin.select('[data-testid=language-switch]', 'en');
  await waitForText(admin, '1 menu item is hidden.');
  await admin.click('[data-testid=menu-restriction-editProfile]');
  await admin.click('[data-testid=menu-restrictions-save]');
  await waitForText(admin, 'Menu settings saved.');
  await admin.waitForFunction(() =>
    document.querySelector('[data-testid=header-menu]')?.textContent?.includes('Edit profile'),
  );
  t.deepEqual((await app.core.db('channels').where({ id: channelId }).first()).menu_restrictions, []);
  await admin.select('[data-testid=language-switch]', 'ko');
});

test('edit profile saves and says so in a toast (top-right, success colour)', async (t) => {
  const page = await newPage(browser, problems);
  await login(page, 'e2e_student', 'school');
  await page.goto(url('/change_info', 'school'), { waitUntil: 'networkidle0' });
  await page.$eval('input[name=name]', (el) => ((el as HTMLInputElement).value = ''));
  await page.type('input[name=name]', '새이름');
  await page.click('[data-testid=change-info-submit]');
  await waitForText(page, '정보를 저장했습니다.');
  // It slides in from the right; wait for it to settle inside the viewport.
  await page.waitForFunction(() => {
    const box = document.querySelector('.sd-toast--success')?.getBoundingClientRect();
    return !!box && box.right <= window.innerWidth && box.left > window.innerWidth / 2;
  });
  await screenshot(page, 'change-info-toast');
  const toast = await page.$eval('.sd-toast--success', (el) => {
    const box = el.getBoundingClientRect();
    return {
      right: Math.round(window.innerWidth - box.right),
      top: Math.round(box.top),
      background: getComputedStyle(el).backgroundColor,
    };
  });
  t.true(
    toast.top >= 0 && toast.top < 100 && toast.right >= 0 && toast.right < 100,
    `top-right: ${JSON.stringify(toast)}`,
  );
  t.is(toast.background, 'rgb(0, 168, 129)');
  t.is((await app.core.db('users').where({ user_id: 'e2e_student' }).first()).name, '새이름');

  // The channel profile below: the high school's fields, saved on their own.
  await page.type('[data-testid=channel-profile] input[name=schoolClass]', '3');
  await page.click('[data-testid=channel-profile-submit]');
  await waitForText(page, '채널 회원 정보를 저장했습니다.');
  const member = await app.core
    .db('channel_members')
    .join('users', 'users.id', 'channel_members.user_id')
    .where({ channel_id: channelId, 'users.user_id': 'e2e_student' })
    .first('profile');
  t.is(member?.profile.schoolClass, '3');
  t.deepEqual(
    (await seriousViolations(page)).map((v) => v.id),
    [],
    'the channel profile form',
  );

  // Once the channel manages its members' info, the values are read-only and it says so.
  const membership = () =>
    app.core
      .db('channel_members')
      .where({ channel_id: channelId })
      .whereIn('user_id', app.core.db('users').where({ user_id: 'e2e_student' }).select('id'));
  await membership().update({ can_change_own_info: false });
  await page.reload({ waitUntil: 'networkidle0' });
  await waitForText(page, '이 채널은 회원 정보를 직접 관리합니다.');
  t.is(await page.$('[data-testid=channel-profile] input'), null, 'no field to edit');
  t.regex(await page.$eval('[data-testid=channel-profile]', (e) => (e as HTMLElement).innerText), /반\s+3/);
  t.deepEqual(
    (await seriousViolations(page)).map((v) => v.id),
    [],
    'the read-only channel profile',
  );
  await membership().update({ can_change_own_info: null });
});

test('the language switch changes the interface at once and sticks', async (t) => {
  const page = await newPage(browser, problems);
  await page.goto(url('/login'), { waitUntil: 'networkidle0' });
  await waitForText(page, '로그인');
  await page.select('[data-testid=language-switch]', 'en');
  await waitForText(page, 'Log in');
  await page.reload({ waitUntil: 'networkidle0' });
  await waitForText(page, 'Log in');
  t.is(await page.$eval('html', (e) => e.getAttribute('lang')), 'en');
  await page.select('[data-testid=language-switch]', 'ja');
  await waitForText(page, 'ログイン');
  await screenshot(page, 'language-ja');
  t.pass();
});

test('accessibility: no serious axe violations on the main screens', async (t) => {
  const page = await newPage(browser, problems);
  for (const path of ['/', '/login', '/signup', '/qna', '/notice']) {
    await page.goto(url(path), { waitUntil: 'networkidle0' });
    const violations = await seriousViolations(page);
    t.deepEqual(
      violations.map(
        (v) => `${path}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
      [],
      path,
    );
  }
  await login(page, 'e2e_student', 'school');
  await page.goto(url('/qna', 'school'), { waitUntil: 'networkidle0' });
  t.deepEqual(
    (await seriousViolations(page)).map((v) => v.id),
    [],
    'channel Q&A',
  );
});
