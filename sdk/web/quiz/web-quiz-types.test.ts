import test from 'ava';
import { webQuizLayout, webQuizType, webQuizTypeLabel } from './define-web-quiz-type.ts';
import { defineWebQuizTypes, loadWebQuizTypes, setWebQuizTypesLoader } from './web-quiz-types.ts';

const part = () => Promise.resolve({ default: () => null });
const texts = { ko: { a: '가' }, en: { a: 'A' }, ja: { a: 'あ' } };

test.serial('a quiz-types module registers each of its types with its label', (t) => {
  const def = defineWebQuizTypes({
    id: 'quiz-sample',
    i18n: { namespace: 'quiz-sample', resources: texts },
    types: [{ id: 'sample', label: { ko: '예시', en: 'Sample' }, Editor: part, Player: part }],
  });
  t.is(def.id, 'quiz-sample');
  t.truthy(webQuizType('sample'));
  t.is(webQuizTypeLabel('sample', 'en'), 'Sample');
  t.is(webQuizTypeLabel('sample', 'ja'), '예시', 'Korean stands in for a missing language');
});

test.serial('a type sits beside the statement unless it asks for the full width', (t) => {
  defineWebQuizTypes({
    id: 'quiz-layouts',
    types: [
      { id: 'layout-split', Editor: part, Player: part },
      { id: 'layout-wide', layout: 'wide', Editor: part, Player: part },
    ],
  });
  t.is(webQuizLayout(webQuizType('layout-split')), 'split');
  t.is(webQuizLayout(webQuizType('layout-wide')), 'wide');
  t.is(webQuizLayout(webQuizType('layout-unknown')), 'split', 'an unknown type keeps the default');
});

test.serial('a module with a bad id or a missing language is refused', (t) => {
  t.throws(() => defineWebQuizTypes({ id: 'Bad Id', types: [] }), { message: /invalid plugin id/ });
  t.throws(
    () =>
      defineWebQuizTypes({
        id: 'quiz-x',
        i18n: { namespace: 'quiz-x', resources: { ...texts, ja: undefined as never } },
        types: [],
      }),
    { message: /missing ja translations/ },
  );
});

test.serial('without a shell the load resolves at once; with one it runs once per page', async (t) => {
  setWebQuizTypesLoader(null);
  await t.notThrowsAsync(loadWebQuizTypes());
  let calls = 0;
  setWebQuizTypesLoader(async () => {
    calls += 1;
  });
  await Promise.all([loadWebQuizTypes(), loadWebQuizTypes()]);
  await loadWebQuizTypes();
  t.is(calls, 1);
  setWebQuizTypesLoader(null);
});

test.serial('a failed load is retried on the next call', async (t) => {
  let calls = 0;
  setWebQuizTypesLoader(async () => {
    calls += 1;
    if (calls === 1) throw new Error('offline');
  });
  await t.throwsAsync(loadWebQuizTypes(), { message: 'offline' });
  await t.notThrowsAsync(loadWebQuizTypes());
  await loadWebQuizTypes();
  t.is(calls, 2);
  setWebQuizTypesLoader(null);
});
