import test from 'ava';
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
  t.deepEqual(keys(en), keys(ko));
  t.deepEqual(keys(ja), keys(ko));
});

test('the server messages exist in ko, en and ja', (t) => {
  t.deepEqual(Object.keys(workspaceMessages.en).sort(), Object.keys(workspaceMessages.ko).sort());
  t.deepEqual(Object.keys(workspaceMessages.ja).sort(), Object.keys(workspaceMessages.ko).sort());
});
