import test from 'ava';
import { isOwnLostSave, sameAnswer } from './lost-save.ts';

test('answers compare as JSON values, whatever the key order', (t) => {
  const code = { language: 'python3', files: [{ name: 'main.py', content: 'print(1)' }] };
  t.true(sameAnswer(code, { files: [{ content: 'print(1)', name: 'main.py' }], language: 'python3' }));
  t.true(sameAnswer({ text: 'a', extra: undefined }, { text: 'a' }));
  t.false(sameAnswer(code, { ...code, language: 'c' }));
  t.false(sameAnswer({ text: 'a' }, { text: 'a', more: 1 }));
  t.false(sameAnswer([1, 2], { 0: 1, 1: 2 }));
  t.false(sameAnswer(null, {}));
});

test("the server's copy is the tab's own lost save only one version on and with an answer it sent", (t) => {
  const sent = [{ text: 'Seo' }, { text: 'Seoul' }];
  t.true(isOwnLostSave({ version: 4, answer: { text: 'Seoul' } }, 3, sent));
  t.false(isOwnLostSave({ version: 5, answer: { text: 'Seoul' } }, 3, sent), 'another save came after');
  t.false(isOwnLostSave({ version: 4, answer: { text: 'Busan' } }, 3, sent), "another tab's answer");
  t.false(isOwnLostSave({ version: 4, answer: { text: 'Seoul' } }, 3, []), 'nothing went unanswered');
});
