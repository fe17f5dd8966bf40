import test from 'ava';
import { blockLabel, blockName, loadBlockMessages } from './block-names.ts';

test('the green flag hat reads as Scratch words it in Korean, English and Japanese', async (t) => {
  const ko = await loadBlockMessages('ko');
  const en = await loadBlockMessages('en');
  const ja = await loadBlockMessages('ja');
  t.is(blockLabel('event_whenflagclicked', ko, 'ko'), '초록 깃발을 클릭했을 때 (event_whenflagclicked)');
  t.is(blockName('event_whenflagclicked', en, 'en'), 'when green flag clicked');
  t.is(blockName('event_whenflagclicked', ja, 'ja'), '緑の旗 が押されたとき');
});

test('inputs read as "…", and pictures as words', async (t) => {
  const ko = await loadBlockMessages('ko');
  const en = await loadBlockMessages('en');
  t.is(blockName('motion_movesteps', ko, 'ko'), '… 만큼 움직이기');
  t.is(blockName('motion_turnright', en, 'en'), 'turn right … degrees');
  t.is(blockName('motion_turnleft', ko, 'ko'), '왼쪽 방향으로 … 도 돌기');
});

test('opcodes whose keys differ from them still find their names', async (t) => {
  const en = await loadBlockMessages('en');
  t.is(blockName('operator_add', en, 'en'), '… + …');
  t.is(blockName('control_repeat_until', en, 'en'), 'repeat until …');
  t.is(blockName('control_if_else', en, 'en'), 'if … then … else');
  t.is(blockName('sound_seteffectto', en, 'en'), 'set … effect to …');
});

test('a block without a text of its own, or an unknown one, shows its opcode alone', async (t) => {
  const ko = await loadBlockMessages('ko');
  t.is(blockName('data_variable', ko, 'ko'), null);
  t.is(blockLabel('data_variable', ko, 'ko'), 'data_variable');
  t.is(blockLabel('pen_penDown', ko, 'ko'), 'pen_penDown');
  t.is(blockLabel('nothing', ko, 'ko'), 'nothing');
  t.is(blockLabel('motion_movesteps', null, 'ko'), 'motion_movesteps', 'before the names have loaded');
});

test('a regional or other language takes its own or the Korean catalogue', async (t) => {
  t.is(blockName('motion_movesteps', await loadBlockMessages('en-US'), 'en-US'), 'move … steps');
  t.is(blockName('motion_movesteps', await loadBlockMessages('fr'), 'fr'), '… 만큼 움직이기');
});
