import test from 'ava';
import i18next from 'i18next';
import { ko as screensKo } from './ko.ts';
import { en as screensEn } from './en.ts';
import { ja as screensJa } from './ja.ts';
import { ko as titlesKo } from './titles/ko.ts';
import { en as titlesEn } from './titles/en.ts';
import { ja as titlesJa } from './titles/ja.ts';
import { workspaceMessages } from '../../common/messages.ts';

/** The namespace as i18next holds it once a screen has opened: titles and screen texts, merged deeply. */
function merged(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const here = out[k];
    out[k] =
      here && v && typeof here === 'object' && typeof v === 'object'
        ? merged(here as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}
const ko = merged(titlesKo, screensKo);
const en = merged(titlesEn, screensEn);
const ja = merged(titlesJa, screensJa);

test('the route titles are not repeated in the screen texts', (t) => {
  for (const [titles, screens] of [
    [titlesKo, screensKo],
    [titlesEn, screensEn],
    [titlesJa, screensJa],
  ] as const) {
    const screenKeys = new Set(keys(screens));
    t.deepEqual(
      keys(titles).filter((k) => screenKeys.has(k)),
      [],
    );
  }
});

/** Every leaf key of a nested text object, dotted. */
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();

test('the workspace screens have every text in ko, en and ja', (t) => {
  // English adds the singular (`x_one`) next to each counted text (`x_other`).
  const singulars = keys(en).filter((k) => k.endsWith('_one'));
  t.deepEqual(
    keys(en).filter((k) => !k.endsWith('_one')),
    keys(ko),
  );
  for (const k of singulars) t.true(keys(ko).includes(k.replace(/_one$/, '_other')), k);
  t.deepEqual(keys(ja), keys(ko));
});

test('counted texts read naturally in English', async (t) => {
  const i18n = i18next.createInstance();
  await i18n.init({ showSupportNotice: false, resources: { en: { w: en }, ja: { w: ja } }, defaultNS: 'w' });
  const en1 = i18n.getFixedT('en');
  t.is(en1('problem.hidden', { count: 1 }), 'Also graded with 1 hidden test case.');
  t.is(en1('problem.hidden', { count: 3 }), 'Also graded with 3 hidden test cases.');
  t.is(en1('author.zipLoaded', { count: 1 }), '1 test added.');
  t.is(i18n.getFixedT('ja')('problem.hidden', { count: 2 }), '非公開のテストケース2件でも採点します。');
});

test('the server messages exist in ko, en and ja', (t) => {
  t.deepEqual(Object.keys(workspaceMessages.en).sort(), Object.keys(workspaceMessages.ko).sort());
  t.deepEqual(Object.keys(workspaceMessages.ja).sort(), Object.keys(workspaceMessages.ko).sort());
});
