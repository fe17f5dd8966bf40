/**
 * The REST API type in chromium: a teacher opens a draft todo API quiz in the editor, sees a JSON
 * slip named before saving, validates and publishes it; a learner writes the server, sends a shown
 * test's requests and one of their own in the request panel and reads the responses and the
 * server's log, then submits; the verdict shows. Both screens axe-clean.
 */
import test from 'ava';
import type { Page } from 'puppeteer-core';
import {
  assertWcagClean,
  draftQuiz,
  openQuiz,
  outcomeAfter,
  quizTypeSession,
  retypeCode,
  screenshot,
  validateAndPublish,
  waitForText,
} from '../../../test/e2e/quiz-type-session.ts';
import { demoRestfulapiQuiz } from '../server/seed.ts';
import { jsDefinition, jsServer } from '../server/js-todo.ts';

const session = quizTypeSession(test, { slug: 'restapi', plugins: ['quiz-restfulapi'], judge: true });
let index: number;

test.before(async () => {
  index = await draftQuiz(session.ws.app, session.ws.host, 'teach', {
    type: 'restfulapi',
    common: demoRestfulapiQuiz.common,
    definition: jsDefinition,
  });
});

const text = (page: Page, selector: string) => page.$eval(selector, (e) => e.textContent ?? '');

test('a teacher publishes a todo API quiz; a learner sends requests in the panel, reads the log and submits', async (t) => {
  const { ws, teacher, learner } = session;
  await openQuiz(teacher, ws.origin, index, '[data-testid=rest-editor]', { edit: true });
  t.is(await teacher.$eval('[data-testid=rest-language]', (e) => (e as HTMLSelectElement).value), 'js');
  // A slip in the tests' JSON is named at once, in the author's language, and goes with it.
  const tests = '[data-testid=rest-tests]';
  await teacher.$eval(tests, (e) => {
    const area = e as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  });
  await teacher.keyboard.type(',');
  await waitForText(teacher, 'JSON 형식이 올바르지 않습니다');
  await teacher.keyboard.press('Backspace');
  await teacher.waitForFunction(() => !document.querySelector('#rest-tests-errors'));
  await assertWcagClean(t, teacher, 'the REST API editor');
  await validateAndPublish(teacher);
  await waitForText(teacher, '공개했습니다.');
  // The author's own preview reads the full definition as a learner would see it.
  await openQuiz(teacher, ws.origin, index, '[data-testid=rest-player]');
  t.regex(
    await text(teacher, '[data-testid=rest-player] > p'),
    /server\.js.*공개 테스트 3개, 숨은 테스트 1개, 최대 10점/,
  );
  t.false((await text(teacher, '[data-testid=rest-choice]')).includes('할 일 삭제'));

  await openQuiz(learner, ws.origin, index, '[data-testid=rest-player]');
  await retypeCode(learner, '[data-testid=rest-code]', jsServer());
  // A shown test's requests on a fresh server: the 404 and the server's log.
  await learner.select('[data-testid=rest-choice]', '없는 할 일');
  await learner.click('[data-testid=rest-send]');
  await learner.waitForSelector('[data-testid=rest-exchange] [data-testid=rest-status]', { timeout: 60_000 });
  t.is(await text(learner, '[data-testid=rest-exchange] [data-testid=rest-status]'), '상태 404');
  t.regex(await text(learner, '[data-testid=rest-run-status]'), /통과/);

  // One of their own: POST /todos with a body.
  await learner.select('[data-testid=rest-choice]', '');
  await learner.select('[data-testid=rest-method]', 'POST');
  await retypeCode(learner, '[data-testid=rest-path]', '/todos');
  await learner.type('[data-testid=rest-body-input]', '{"title": "산책"}');
  await learner.click('[data-testid=rest-send]');
  await learner.waitForFunction(
    () =>
      document.querySelector('[data-testid=rest-exchange] [data-testid=rest-status]')?.textContent ===
      '상태 201',
    { timeout: 60_000 },
  );
  t.regex(await text(learner, '[data-testid=rest-exchange] [data-testid=rest-body]'), /"title": "산책"/);
  t.regex(await text(learner, '[data-testid=rest-log]'), /added todo 1/);
  await assertWcagClean(t, learner, 'the REST API quiz and its request panel');

  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.waitForSelector('[data-testid=rest-review]');
  t.is((await learner.$$('[data-testid=rest-review-test]')).length, 4);
  await screenshot(learner, 'restfulapi-result');
});
