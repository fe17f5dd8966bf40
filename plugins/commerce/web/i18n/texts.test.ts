import test from 'ava';
import * as main from './ko.ts';
import * as mainEn from './en.ts';
import * as mainJa from './ja.ts';

// Every module of commerce's texts (the page-wide ones and each screen area's) has the same keys
// in Korean, English and Japanese, apart from plural forms (English `_one`).
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix.replace(/_(one|other)$/, '')];
const same = (a: string[]) => [...new Set(a)].sort();

const modules = ['eager', 'checkout', 'refunds', 'manage', 'revenue'];

test('each text module has the same keys in ko, en and ja', async (t) => {
  t.deepEqual(same(keysOf(mainEn.en)), same(keysOf(main.ko)), 'web/i18n en');
  t.deepEqual(same(keysOf(mainJa.ja)), same(keysOf(main.ko)), 'web/i18n ja');
  for (const folder of modules) {
    const [ko, en, ja] = await Promise.all(
      ['ko', 'en', 'ja'].map(async (l) => (await import(`./${folder}/${l}.ts`))[l] as unknown),
    );
    t.deepEqual(same(keysOf(en)), same(keysOf(ko)), `${folder} en`);
    t.deepEqual(same(keysOf(ja)), same(keysOf(ko)), `${folder} ja`);
  }
});

test('the page-wide module holds the route titles and /admin sections; the screen areas do not repeat them', async (t) => {
  const eager = keysOf((await import('./eager/ko.ts')).ko);
  for (const folder of ['checkout', 'refunds', 'manage']) {
    const area = keysOf((await import(`./${folder}/ko.ts`)).ko);
    t.deepEqual(
      area.filter((k) => eager.includes(k)),
      [],
      `${folder} repeats a page-wide text`,
    );
  }
  t.true(eager.includes('refunds.title.payments') && eager.includes('manage.section.link'));
});
