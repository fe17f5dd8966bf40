import test from 'ava';
import i18next from 'i18next';
import { ko } from './ko.ts';
import { en } from './en.ts';
import { ja } from './ja.ts';
import { workspaceMessages } from '../../common/messages.ts';

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
