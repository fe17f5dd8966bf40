/**
 * The assistant panel in chromium (ko), against real core, a real judge and the OpenAI fake: a
 * learner's failing submission offers "Help me fix this"; the first use shows the policy; the fix
 * streams in as a hint without the solution's code (the lecture is on `hints`; an edited copy of
 * the learner's code is held back), is rated, its reasons sent and the rating undone, and the
 * counter drops by one per answer. A provider failure (the
 * fake's 500) shows §8's message and keeps the counter; Esc stops a slow answer. axe-clean.
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import { testPassword, type TestChannel } from '@seodang/sdk/testing';
import { startJudgeWorker } from '../../workspace/testing/judge-worker.ts';
import { outcomeAfter, publishQuiz } from '../../workspace/testing/browser-steps.ts';
import { createLectureWithLessons, loopQuizLesson } from '@seodang/plugin-lectures/testing';
import {
  fakeAiConfig,
  fixItMarker,
  startOpenAiFake,
  type ChatBody,
  type FakeModelServer,
} from '../testing/index.ts';
import { browserSuite } from '../../../test/e2e/support/browser-suite.ts';
import { assertWcagClean } from '../../../test/e2e/support/axe.ts';
import { signIn } from '../../../test/e2e/support/sign-in.ts';
import { screenshot } from '../../../test/e2e/support/browser.ts';

const fake: FakeModelServer = await startOpenAiFake();
const worker = await startJudgeWorker();
let school: TestChannel;
let place: { lecture: number; slug: string; lesson: number; quiz: number };
/** The reference answer: it must never reach the learner's screen under `hints`. */
const solution = 'a, b = map(int, input().split())\nprint(a + b)\n';

const suite = browserSuite(test, {
  plugins: ['lectures', 'workspace', 'assessment', 'ai-assistant'],
  config: { ai: fakeAiConfig(fake, { sufficiencyCheck: false }) },
  async setup(app) {
    school = await app.createChannelWithMembers({
      slug: 'ai-e2e',
      members: {
        'ai.e2e.teacher': 'teacher',
        'ai.e2e.admin': { role: 'admin', extra: { is_main_manager: true } },
        'ai.e2e.learner': 'student',
      },
    });
    const teacher = await school.login('ai.e2e.teacher');
    const {
      lecture: sequence,
      slug,
      lessons: [lessonIndex],
    } = await createLectureWithLessons(teacher, [loopQuizLesson]);
    const quiz = await publishQuiz(app, school.host, 'ai.e2e.teacher', {
      type: 'programming',
      common: { title: '두 수의 합' },
      definition: {
        language: ['python3'],
        source: { python3: [{ name: 'main.py', content: 'a, b = map(int, input().split())\n' }] },
        inputset: ['1 2\n', '5 5\n'],
        outputset: ['3\n', '10\n'],
        testcase_type: ['open', 'hidden'],
        answer_code: solution,
        answer_language: 'python3',
      },
    });
    const attached = await teacher.put(`/api/workspace/lessons/${sequence}/${lessonIndex}/quizzes`, {
      quizzes: [quiz],
    });
    if (attached.status !== 200) throw new Error(JSON.stringify(attached.body));
    await teacher.put(`/api/lecture/${sequence}/publish`, { published: true });
    const learner = await school.login('ai.e2e.learner');
    const enrolled = await learner.post(`/api/lecture/${sequence}/enrol`);
    if (enrolled.status !== 201) throw new Error(JSON.stringify(enrolled.body));
    // The service starts off (§6): the channel's admin turns it and the assistant on.
    const admin = await school.login('ai.e2e.admin');
    for (const [res, what] of [
      [await admin.put('/api/channel/services/AI_ASSISTANT', { enabled: true }), 'service'],
      [
        await admin.put('/api/seodang-ai/channel-settings', {
          active: true,
          contentQuestion: { chatActive: true, qnaActive: true },
          codeSolution: { active: true },
          codeExplanation: { active: true },
          usageLimit: 9,
          blockedLanguages: [],
          defaultGuardrail: 'hints',
        }),
        'settings',
      ],
    ] as const)
      if (res.status !== 200) throw new Error(`${what}: ${JSON.stringify(res.body)}`);
    place = { lecture: sequence, slug, lesson: lessonIndex, quiz };
  },
});
test.after.always(async () => {
  await fake.close();
  await worker.close();
});

const url = (path: string) => `http://${school.host}:${suite.app.port}${path}`;
const left = (page: Page) =>
  page.$eval('[data-testid=ai-counter]', (el) => Number((el as HTMLElement).dataset.left));
const lastTurn = (page: Page, status: string) =>
  page.waitForSelector(`[data-testid=ai-turn]:last-child[data-status=${status}]`, { timeout: 20_000 });

test.serial('a learner asks for a fix, rates it, meets a provider failure and stops an answer', async (t) => {
  const page = await suite.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, url('/login'), 'ai.e2e.learner', testPassword);
  // The lesson player offers the assistant too (lesson.aside).
  await page.goto(url(`/lecture/${place.lecture}/${place.slug}/lesson/${place.lesson}`), {
    waitUntil: 'networkidle0',
  });
  await page.waitForSelector('[data-testid=ai-open]');
  const returnTo = `/lecture/${place.lecture}/${place.slug}/lesson/${place.lesson}`;
  await page.goto(url(`/workspace/quiz/${place.quiz}?returnTo=${encodeURIComponent(returnTo)}`), {
    waitUntil: 'networkidle0',
  });
  await page.waitForSelector('[data-testid=code-editor] .view-lines');

  // The starter code prints nothing: a wrong answer, and the way to ask for help under it.
  t.is(await outcomeAfter(page, '[data-testid=action-submit]'), 'WRONG_TESTCASES');
  await (await page.waitForSelector('[data-testid=ai-help-fix]'))!.click();
  await page.waitForSelector('[data-testid=ai-policy]');
  t.regex(await page.$eval('[data-testid=ai-policy]', (el) => (el as HTMLElement).innerText), /90일 뒤 삭제/);
  await page.click('[data-testid=ai-policy-accept]');

  // The fix streams in once the policy is accepted, as a hint: the solution's code never shows.
  const answered = await lastTurn(page, 'done');
  t.truthy(answered);
  const answer = await page.$eval(
    '[data-testid=ai-turn]:last-child [data-testid=ai-answer]',
    (el) => (el as HTMLElement).innerText,
  );
  t.false(answer.includes('print(a + b)'), answer);
  t.true((fake.requests.at(-1)!.body as ChatBody).stream, 'the model was asked for a stream');
  t.is(await left(page), 8, 'the counter dropped by one');
  t.regex(
    await page.$eval('[data-testid=ai-counter]', (el) => el.textContent ?? ''),
    /^남은 질문 8\/9 · 00:00 초기화$/,
  );
  t.regex(await page.$eval('[data-testid=ai-live]', (el) => el.textContent ?? ''), /답변이 완료/);

  // 👍, a reason, then undo.
  await page.click('[data-testid=ai-rate-up]');
  await page.waitForSelector('[data-testid=ai-rate-up][aria-pressed=true]');
  await page.click('.ai-review__why input[type=checkbox]');
  await page.click('.ai-review__why button[type=submit]');
  await page.waitForFunction(() => document.body.innerText.includes('의견을 보냈습니다.'));
  await page.click('[data-testid=ai-rate-undo]');
  await page.waitForSelector('[data-testid=ai-rate-up][aria-pressed=false]');
  // The kit's success toast is not the panel's to judge: checked once it has gone.
  await page.waitForFunction(() => !document.querySelector('.sd-toast__message'), { timeout: 15_000 });
  await assertWcagClean(t, page, 'the panel with a rated answer');

  // The model is made to write an edited copy of the learner's code: under hints it is held back.
  // The assistant reads the learner's saved code on the server: save it first.
  await page.click('[data-testid=action-save]');
  await page.waitForSelector('[data-testid=save-state].ws-save-saved');
  await page.type('[data-testid=ai-prompt]', `${fixItMarker} 고친 코드를 보여 주세요.`);
  await page.click('[data-testid=ai-fix]');
  await lastTurn(page, 'done');
  const held = await page.$eval('[data-testid=ai-turn]:last-child [data-testid=ai-answer]', (el) => ({
    text: (el as HTMLElement).innerText,
    code: el.querySelectorAll('pre').length,
  }));
  t.is(held.code, 0, held.text);
  t.true(held.text.includes('선생님이 정한 답변 수준에 따라 코드 일부를 보여 주지 않았습니다.'), held.text);
  t.is(await left(page), 7);

  // The provider fails (500, then 500 again on the client's one retry): §8's message, nothing charged.
  fake.script({ status: 500 }, { status: 500 });
  await page.type('[data-testid=ai-prompt]', '반복문은 언제 쓰나요?');
  await page.click('[data-testid=ai-send]');
  await lastTurn(page, 'error');
  t.is(
    await page.$eval('[data-testid=ai-turn]:last-child [data-testid=ai-error]', (el) => el.textContent),
    '답변 생성 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  );
  t.is(await left(page), 7, 'a failed answer costs nothing');

  // A slow answer is stopped with Esc once its first words came.
  fake.script({ chunkSize: 2, chunkDelayMs: 300 });
  await page.type('[data-testid=ai-prompt]', '조금 더 자세히 알려 주세요.');
  await page.click('[data-testid=ai-send]');
  await page.waitForSelector('[data-testid=ai-stop]');
  await page.waitForFunction(
    () => !!document.querySelector('[data-testid=ai-turn]:last-child .ai-answer__text')?.textContent,
  );
  await page.keyboard.press('Escape');
  await lastTurn(page, 'stopped');
  t.falsy(await page.$('[data-testid=ai-stop]'));
  await assertWcagClean(t, page, 'the panel after a failure and a stop');
  await screenshot(page, 'ai-panel-ko-light-1280');
  // A new chat starts empty; the history brings the lesson's earlier answers back.
  await page.click('[data-testid=ai-new-chat]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=ai-turn]'));
  await page.click('[data-testid=ai-history]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=ai-turn]').length === 4);
  t.deepEqual(
    await page.$$eval('[data-testid=ai-turn]', (els) => els.map((e) => (e as HTMLElement).dataset.status)),
    ['done', 'done', 'error', 'stopped'],
  );
  // A drawer at phone width, in the dark theme.
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.setViewport({ width: 390, height: 844 });
  await screenshot(page, 'ai-panel-ko-dark-390');
  await assertWcagClean(t, page, 'the drawer at 390 px, dark');
  t.deepEqual(
    suite.problems.filter((p) => !/502|500/.test(p)),
    [],
    'no page errors',
  );
});

test.serial(
  "a teacher widens the lecture to fixes; the admin's report counts the learner's calls",
  async (t) => {
    const page = await suite.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, url('/login'), 'ai.e2e.teacher', testPassword);
    await page.goto(url(`/teach/lecture/${place.lecture}/manage`), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=ai-lecture-save]');
    await page.click('[data-testid=ai-guardrail-fixes]');
    await page.click('[data-testid=ai-lecture-save]');
    await page.waitForFunction(() => document.body.innerText.includes('AI 도우미 설정을 저장했습니다.'));
    const teacher = await school.login('ai.e2e.teacher');
    t.is(
      (await teacher.get(`/api/seodang-ai/lectures/${place.lecture}/settings`)).body.data.settings.guardrail,
      'fixes',
    );
    await page.$eval('[data-testid=ai-lecture-section]', (el) => el.scrollIntoView());
    await screenshot(page, 'ai-lecture-section-ko-light-1280');
    // The lecture's report: its learners' questions, each with the answer to open.
    await page.click('[data-testid=ai-lecture-report] > summary');
    await page.waitForSelector('[data-testid=ai-register-table] tbody tr details');
    const asked = await page.$$eval('[data-testid=ai-register-table] summary', (els) =>
      els.map((e) => e.textContent),
    );
    t.true(asked.includes('채점 결과의 오류를 고칠 수 있게 도와주세요.'), asked.join(' | '));

    const admin = await suite.newPage();
    await admin.setViewport({ width: 1280, height: 900 });
    await signIn(admin, url('/login'), 'ai.e2e.admin', testPassword);
    await admin.goto(url('/admin'), { waitUntil: 'networkidle0' });
    await admin.waitForSelector('[data-testid=ai-provider-status][data-provider=openai]');
    await admin.waitForSelector('[data-testid=ai-report-table] tbody tr');
    const calls = await admin.$$eval('[data-testid=ai-report-days] tbody tr td:nth-child(2)', (tds) =>
      tds.reduce((n, td) => n + Number((td as HTMLElement).innerText.replace(/\D/g, '')), 0),
    );
    t.true(calls >= 3, `the learner's fix, failure and stopped answer are counted (${calls})`);
    await admin.waitForSelector('[data-testid=ai-register-table] tbody tr');
    await admin.$eval('[data-testid=ai-report]', (el) => el.scrollIntoView());
    await screenshot(admin, 'ai-admin-report-ko-light-1280');
    await assertWcagClean(t, admin, 'the admin section with the report');
    await admin.setViewport({ width: 390, height: 844 });
    await admin.$eval('[data-testid=ai-admin-section]', (el) => el.scrollIntoView());
    await screenshot(admin, 'ai-admin-section-ko-light-390');
    t.false(
      await admin.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      'nothing overflows the phone width',
    );
    t.deepEqual(
      suite.problems.filter((p) => !/502|500/.test(p)),
      [],
      'no page errors',
    );
  },
);
