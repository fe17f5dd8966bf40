import test from 'ava';
import i18next from 'i18next';
import { loadLocale, registerNamespace } from './locale-bundles.ts';

test.before(async () => {
  await i18next.init({
    lng: 'ko',
    fallbackLng: 'ko',
    resources: {},
    partialBundledLanguages: true,
    showSupportNotice: false,
  });
});

test.serial('fetches only the language asked for (and ko, the fallback), once', async (t) => {
  const fetched: string[] = [];
  const loader = (lng: string, text: string) => () => {
    fetched.push(lng);
    return Promise.resolve({ hello: text });
  };
  registerNamespace('demo', {
    ko: loader('ko', '안녕'),
    en: loader('en', 'Hello'),
    ja: loader('ja', 'こんにちは'),
  });
  await loadLocale('ko', ['demo']);
  t.deepEqual(fetched, ['ko']);
  t.is(i18next.t('demo:hello'), '안녕');
  t.false(i18next.hasResourceBundle('en', 'demo'));

  await loadLocale('en', ['demo']);
  await loadLocale('en', ['demo']);
  t.deepEqual(fetched, ['ko', 'en']);
  t.is(i18next.getFixedT('en')('demo:hello'), 'Hello');
});

test.serial('plain objects work too, and texts already there are kept', async (t) => {
  i18next.addResourceBundle('ja', 'plain', { term: { student: '受験者' } }, true, true);
  registerNamespace('plain', {
    ko: { term: { student: '학생' } },
    en: { term: { student: 'student' } },
    ja: { term: { student: '学生' }, other: 'x' },
  });
  await loadLocale('ja', ['plain']);
  const ja = i18next.getFixedT('ja');
  t.is(ja('plain:term.student'), '受験者');
  t.is(ja('plain:other'), 'x');
});

test.serial('a failed fetch is retried on the next call', async (t) => {
  let attempts = 0;
  const flaky = () =>
    ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: 'ok' });
  registerNamespace('flaky', { ko: flaky, en: flaky, ja: flaky });
  await t.throwsAsync(loadLocale('ko', ['flaky']));
  await loadLocale('ko', ['flaky']);
  t.is(attempts, 2);
  t.is(i18next.t('flaky:ok'), 'ok');
});

test.serial('an on-demand namespace stays out of a language switch until a screen asks for it', async (t) => {
  const fetched: string[] = [];
  const loader = (lng: string) => () => {
    fetched.push(lng);
    return Promise.resolve({ title: `screen-${lng}` });
  };
  registerNamespace(
    'screens-only',
    { ko: loader('ko'), en: loader('en'), ja: loader('ja') },
    { onDemand: true },
  );
  await loadLocale('ja');
  t.deepEqual(fetched, []);
  t.false(i18next.hasResourceBundle('ja', 'screens-only'));

  await loadLocale('ja', ['screens-only']);
  t.deepEqual(fetched, ['ja', 'ko']);
  // Asked for once, it now follows every switch.
  await loadLocale('en');
  t.deepEqual(fetched, ['ja', 'ko', 'en']);
  t.is(i18next.getFixedT('en')('screens-only:title'), 'screen-en');
});
