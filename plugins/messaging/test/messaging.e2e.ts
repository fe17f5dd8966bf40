/**
 * /teach/message in chromium, in Korean: the teacher writes a mail template with {{name}}, saves
 * it, previews each learner's copy and sends it, and the catcher holds one mail per learner with
 * their name; a learner opens a notice at /message/{sequence} and the teacher's history shows it
 * read. axe finds no WCAG problem. Needs the web build (node scripts/build-web.ts).
 */
import test from 'ava';
import { screenshot, waitForText } from '../../../test/e2e/support/browser.ts';
import { browserSuite } from '../../../test/e2e/support/browser-suite.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { makeMessagingSchool, type MessagingSchool } from '../testing/fixture.ts';

let f: MessagingSchool;
const web = browserSuite(test, {
  plugins: ['lectures', 'community', 'messaging'],
  mail: true,
  setup: async (app) => {
    f = await makeMessagingSchool(app);
  },
});

test('a {{name}} mail previewed and sent reaches each learner by name; a read notice shows read', async (t) => {
  const origin = `http://${f.school.host}:${web.app.port}`;
  const page = await web.newPage();
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'ko' });
  await signIn(page, `${origin}/login`, 'teach');
  await page.goto(`${origin}/teach/message`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid=message-template-editor]');

  await page.type('[data-testid=message-template-name]', '수업 안내');
  await page.type('[data-testid=message-template-headline]', '{{lectureName}} 안내');
  await page.type('[data-testid=message-template-message]', '<p>{{name}} 학생, 안녕하세요.</p>');
  await page.click('[data-testid=message-template-save]');
  await waitForText(page, '템플릿을 저장했습니다.');
  await page.waitForSelector('[data-testid=message-template-save]:disabled');

  await page.select('[data-testid=message-recipients]', String(f.lecture));
  await page.click('[data-testid=message-preview]');
  await waitForText(page, '받는 사람별 미리 보기 (3명)');
  t.deepEqual(
    (
      await page.$$eval('[data-testid=message-preview-copy] > div > p', (els) =>
        els.map((e) => e.textContent),
      )
    ).sort(),
    ['Lee Seoyeon 학생, 안녕하세요.', '佐藤 학생, 안녕하세요.', '김민수 학생, 안녕하세요.'].sort(),
  );
  await assertWcagClean(t, page, '/teach/message');

  const before = web.catcher.messages.length;
  await page.click('[data-testid=message-send]');
  await waitForText(page, '3명에게 보냈습니다.');
  const mails = (await web.catcher.waitFor(before + 3)).slice(before);
  t.deepEqual(mails.map((m) => [m.to[0], m.subject, /(\S+) 학생, 안녕하세요/.exec(m.text)?.[1]]).sort(), [
    ['kim@example.com', '파이썬 기초 안내', '김민수'],
    ['lee@example.com', '파이썬 기초 안내', 'Seoyeon'],
    ['sato@example.com', '파이썬 기초 안내', '佐藤'],
  ]);

  // A notice: the learner opens their copy, and the teacher's history shows it read.
  const teacher = await f.as('teach');
  const notice = await teacher.post('/api/message/send', {
    type: 'notice',
    template: { title: '과제 안내', message: '<p>{{name}} 학생, 과제를 내 주세요.</p>' },
    to: { kind: 'lecture', index: f.lecture },
    idempotencyKey: 'e2e-notice-1',
  });
  const sequence = notice.body.result.sequence as number;
  // The notices go out in a background job; wait until it has run.
  for (let i = 0; i < 200; i++) {
    const detail = (await teacher.get(`/api/message/history/${sequence}`)).body.data;
    if (detail.states.queued === 0) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const learner = await web.newPage();
  await learner.setExtraHTTPHeaders({ 'Accept-Language': 'ko' });
  await signIn(learner, `${origin}/login`, 'kim');
  await learner.goto(`${origin}/message/${sequence}`, { waitUntil: 'networkidle0' });
  await waitForText(learner, '김민수 학생, 과제를 내 주세요.');

  await page.reload({ waitUntil: 'networkidle0' });
  await page.click('[data-testid=message-tab-notice]');
  await page.waitForSelector('[data-testid=message-history-notice] [data-testid=message-history-open]');
  await page.click('[data-testid=message-history-notice] [data-testid=message-history-open]');
  await page.waitForSelector('[data-testid=message-recipient-row]');
  const states = await page.$$eval('[data-testid=message-recipient-row]', (rows) =>
    rows.map((r) => [r.children[0].textContent, r.children[1].textContent]),
  );
  t.deepEqual(Object.fromEntries(states), { 'Lee Seoyeon': '보냄', 佐藤: '보냄', 김민수: '읽음' });
  await assertWcagClean(t, page, '/teach/message detail');
  await screenshot(page, 'teach-message');
  t.deepEqual(web.problems, []);
});
