/**
 * The machine-learning type in chromium: a teacher opens a draft iris quiz in the editor, sees its
 * judge, validates and publishes it; a learner opens the data tab, writes a classifier and submits
 * it; the verdict, the metric and the plot show. Both screens axe-clean.
 */
import test from 'ava';
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
import { demoAimlQuiz } from '../server/seed.ts';

const session = quizTypeSession(test, { slug: 'aiml', plugins: ['quiz-aiml'], judge: true });
let index: number;

test.before(async () => {
  // The teacher's draft, as the demo seed writes it.
  index = await draftQuiz(session.ws.app, session.ws.host, 'teach', {
    type: 'aiml',
    common: demoAimlQuiz.common,
    definition: demoAimlQuiz.definition,
  });
});

// Short enough to type; no line needs indenting.
const PROGRAM = [
  'import pandas as pd',
  'import matplotlib.pyplot as plt',
  'from sklearn.neighbors import KNeighborsClassifier',
  "d = pd.read_csv('iris.csv')",
  'k = d[d.species.notna()]',
  'a = d[d.species.isna()]',
  'c = list(d.columns[:4])',
  'p = KNeighborsClassifier().fit(k[c], k.species).predict(a[c])',
  "open('predictions.txt', 'w').write(chr(10).join(p))",
  'plt.scatter(k.petal_length, k.petal_width)',
  "plt.savefig('plot.png')",
].join('\n');

test('a teacher validates and publishes an iris quiz; a learner submits a classifier and sees the metric and plot', async (t) => {
  const { ws, teacher, learner } = session;
  await openQuiz(teacher, ws.origin, index, '[data-testid=aiml-editor]', { edit: true });
  t.is(
    await teacher.$eval('[data-testid=aiml-environment]', (e) => (e as HTMLSelectElement).value),
    'python3-ml',
  );
  t.true(
    (await teacher.$eval('[data-testid=aiml-judge-code]', (e) => (e as HTMLTextAreaElement).value)).includes(
      'predictions',
    ),
  );
  // An output named as the input is refused before saving, in the author's language.
  await teacher.$eval('[data-testid=aiml-output-name]', (e) => (e as HTMLInputElement).select());
  await teacher.type('[data-testid=aiml-output-name]', 'iris.csv');
  await waitForText(teacher, '출력 파일은 입력 파일과 이름이 달라야 합니다.');
  await teacher.$eval('[data-testid=aiml-output-name]', (e) => (e as HTMLInputElement).select());
  await teacher.type('[data-testid=aiml-output-name]', 'predictions.txt');
  await teacher.waitForFunction(() => !document.querySelector('[data-testid=aiml-problems]'));
  await assertWcagClean(t, teacher, 'the aiml editor');
  await validateAndPublish(teacher);
  await waitForText(teacher, '공개했습니다.');

  await openQuiz(learner, ws.origin, index, '[data-testid=aiml-player]');
  // The bookmarks open main.py and iris.csv as tabs; the data tab shows the shown file only.
  const tabs = await learner.$$eval('[data-testid=aiml-tabs] [role=tab]', (es) =>
    es.map((e) => e.textContent),
  );
  t.deepEqual(tabs, ['main.py', 'iris.csv']);
  await learner.focus('[data-testid=aiml-tabs] [role=tab][aria-selected=true]');
  await learner.keyboard.press('ArrowRight');
  await learner.waitForSelector('[data-testid=aiml-data]');
  t.true(
    (await learner.$eval('[data-testid=aiml-data]', (e) => e.textContent ?? '')).startsWith('sepal_length'),
  );
  await learner.keyboard.press('ArrowLeft');
  await learner.waitForSelector('[data-testid=aiml-code]');
  await retypeCode(learner, '[data-testid=aiml-code]', PROGRAM);
  t.is(await outcomeAfter(learner, '[data-testid=action-submit]'), 'RIGHT');
  await learner.waitForSelector('[data-testid=aiml-review] [data-testid=aiml-metric]');
  t.regex(
    await learner.$eval('[data-testid=aiml-metric]', (e) => e.textContent ?? ''),
    /^정확도 = (1|0\.9\d*) · 10 \/ 10점$/,
  );
  await learner.waitForSelector('[data-testid=aiml-plot]');
  t.is(await learner.$eval('[data-testid=aiml-plot]', (e) => (e as HTMLImageElement).naturalWidth > 0), true);
  await assertWcagClean(t, learner, 'the aiml quiz and its result');
  await screenshot(learner, 'aiml-result');
});
