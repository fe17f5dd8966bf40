import test from 'ava';
import i18next from 'i18next';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { en as enTitles } from './titles/en.ts';
import { ja as jaTitles } from './titles/ja.ts';
import { ko as koTitles } from './titles/ko.ts';

// Counts read naturally: English has a singular, Korean and Japanese a single form.
test('counted texts use plural forms', async (t) => {
  const i18n = i18next.createInstance();
  await i18n.init({
    showSupportNotice: false,
    resources: { en: { l: enTitles }, ko: { l: koTitles }, ja: { l: jaTitles } },
    ns: ['l'],
    defaultNS: 'l',
  });
  // The screens' texts join the page's, as the shell merges them.
  for (const [lng, texts] of [
    ['en', en],
    ['ko', ko],
    ['ja', ja],
  ] as const)
    i18n.addResourceBundle(lng, 'l', texts, true, false);
  const tr = (lng: string, key: string, options: Record<string, unknown>) =>
    i18n.getFixedT(lng)(key, options);
  t.is(tr('en', 'common.lessons', { count: 1 }), '1 lesson');
  t.is(tr('en', 'common.lessons', { count: 3 }), '3 lessons');
  t.is(tr('en', 'common.students', { count: 1 }), '1 student');
  t.is(tr('en', 'search.result', { count: 1, query: 'c' }), '1 result for "c"');
  t.is(tr('en', 'manage.invited', { count: 1 }), 'Invited 1 person.');
  t.is(tr('ko', 'common.lessons', { count: 1 }), '레슨 1개');
  t.is(tr('ja', 'common.lessons', { count: 2 }), '2レッスン');
});
