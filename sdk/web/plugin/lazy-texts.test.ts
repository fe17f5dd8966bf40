import test from 'ava';
import i18next from 'i18next';
import { defineLazyTexts, loadUsedTexts, withTexts } from './lazy-texts.ts';

await i18next.init({ lng: 'en', fallbackLng: 'ko', resources: {}, showSupportNotice: false });

/** A text group whose loaders count their calls, like chunks fetched over the network. */
function countedTexts(namespace: string) {
  const fetched: string[] = [];
  const texts = defineLazyTexts(namespace, {
    ko: () => (fetched.push('ko'), Promise.resolve({ hello: '안녕하세요', only: { ko: '한국어만' } })),
    en: () => (fetched.push('en'), Promise.resolve({ hello: 'Hello' })),
    ja: () => (fetched.push('ja'), Promise.resolve({ hello: 'こんにちは' })),
  });
  return { texts, fetched };
}

test.serial('a screen loader brings its texts in the page language and Korean, once', async (t) => {
  await i18next.changeLanguage('en');
  const { texts, fetched } = countedTexts('screens-a');
  t.false(texts.loaded('en'));
  const load = withTexts(() => Promise.resolve({ default: 'screen' }), texts);
  t.deepEqual(await load(), { default: 'screen' });
  t.true(texts.loaded('en'));
  t.is(i18next.t('screens-a:hello'), 'Hello');
  // Korean is the fallback language, so a text English lacks still reads.
  t.is(i18next.t('screens-a:only.ko'), '한국어만');
  await load();
  t.deepEqual(fetched.sort(), ['en', 'ko']);
});

test.serial('nothing is fetched before a screen asks', (t) => {
  const { fetched } = countedTexts('screens-b');
  t.deepEqual(fetched, []);
  t.is(i18next.t('screens-b:hello'), 'hello');
});

test.serial('a language switch fetches the groups screens have used, and only those', async (t) => {
  await i18next.changeLanguage('en');
  const used = countedTexts('screens-c');
  const unused = countedTexts('screens-d');
  await withTexts(() => Promise.resolve(null), used.texts)();
  await loadUsedTexts('ja');
  t.true(used.texts.loaded('ja'));
  t.true(used.fetched.includes('ja'));
  t.deepEqual(unused.fetched, []);
  await i18next.changeLanguage('ja');
  t.is(i18next.t('screens-c:hello'), 'こんにちは');
});

test.serial('a failed fetch is tried again by the next screen', async (t) => {
  let attempts = 0;
  const texts = defineLazyTexts('screens-e', {
    ko: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ a: '가' })),
    en: () => Promise.resolve({ a: 'A' }),
    ja: () => Promise.resolve({ a: 'ア' }),
  });
  const load = withTexts(() => Promise.resolve(1), texts);
  await t.throwsAsync(load(), { message: 'offline' });
  t.false(texts.loaded('ko'));
  await load();
  t.true(texts.loaded('ko'));
  t.is(attempts, 2);
});

test.serial('texts already there (the assessment-only wording) are not overwritten', async (t) => {
  i18next.addResourceBundle('en', 'screens-f', { hello: 'Examinee hello' }, true, true);
  const { texts } = countedTexts('screens-f');
  await texts.load('en');
  await i18next.changeLanguage('en');
  t.is(i18next.t('screens-f:hello'), 'Examinee hello');
});
