import test from 'ava';
import { tabKeyTarget } from './tab-keys.ts';

const tabs = ['live', 'code', 'chat'] as const;

test('arrow keys move to the next and previous tab and wrap around at the ends', (t) => {
  t.is(tabKeyTarget(tabs, 'live', 'ArrowRight'), 'code');
  t.is(tabKeyTarget(tabs, 'chat', 'ArrowRight'), 'live');
  t.is(tabKeyTarget(tabs, 'live', 'ArrowLeft'), 'chat');
  t.is(tabKeyTarget(tabs, 'code', 'ArrowLeft'), 'live');
});

test('Home and End go to the first and last tab', (t) => {
  t.is(tabKeyTarget(tabs, 'code', 'Home'), 'live');
  t.is(tabKeyTarget(tabs, 'code', 'End'), 'chat');
});

test('a vertical tab list moves with the up and down arrows, and ignores left and right', (t) => {
  t.is(tabKeyTarget(tabs, 'live', 'ArrowDown', 'vertical'), 'code');
  t.is(tabKeyTarget(tabs, 'live', 'ArrowUp', 'vertical'), 'chat');
  t.is(tabKeyTarget(tabs, 'live', 'ArrowRight', 'vertical'), undefined);
});

test('other keys, and an empty list, choose nothing', (t) => {
  t.is(tabKeyTarget(tabs, 'live', 'Enter'), undefined);
  t.is(tabKeyTarget(tabs, 'live', 'ArrowDown'), undefined);
  t.is(tabKeyTarget([], 'live', 'ArrowRight'), undefined);
});
