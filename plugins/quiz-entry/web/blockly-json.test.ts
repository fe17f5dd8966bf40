/** Scripts to Blockly's JSON and back: the same blocks, literals as shadows, locks as flags. */
import test from 'ava';
import { mazeReference } from '../server/seed.ts';
import { fromBlockly, toBlockly } from './blockly-json.ts';

test('a script goes to Blockly and comes back the same, its locked block with the flags off', (t) => {
  const scripts = mazeReference.objects[0]!.scripts;
  const state = toBlockly(scripts);
  const top = state.blocks[0]!;
  t.like(top, { type: 'when_run_button_click', deletable: false, movable: false, editable: false });
  // Sequences chain through `next`; a number in a slot is its shadow.
  t.is(top.next?.block?.type, 'repeat_basic');
  t.deepEqual(top.next?.block?.inputs?.COUNT, {
    shadow: { type: 'number', id: scripts[0]![1]!.inputs!.COUNT!.id, fields: { NUM: 10 } },
  });
  t.deepEqual(fromBlockly(state), scripts);
});

test('an empty slot gets its default shadow, and a reporter keeps one under it', (t) => {
  const state = toBlockly([
    [
      { id: 'a', type: 'move_direction' },
      { id: 'b', type: 'dialog', inputs: { TEXT: { id: 'c', type: 'get_canvas_input_value' } } },
    ],
  ]);
  const move = state.blocks[0]!;
  t.like(move.inputs?.VALUE?.shadow, { type: 'number', fields: { NUM: 10 } });
  const say = move.next!.block!;
  t.is(say.inputs?.TEXT?.block?.type, 'get_canvas_input_value');
  t.like(say.inputs?.TEXT?.shadow, { type: 'text', fields: { TEXT: '안녕!' } });
  const back = fromBlockly(state)[0]!;
  t.is(back[1]!.inputs!.TEXT!.type, 'get_canvas_input_value');
  t.is(back[0]!.inputs!.VALUE!.fields!.NUM, 10);
});
