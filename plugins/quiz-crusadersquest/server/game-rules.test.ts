/** The quest's rules (harness/quest/game.py) played directly with python3, without the judge. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import { questCommands } from '../common/index.ts';

const harness = path.join(path.dirname(fileURLToPath(import.meta.url)), '../harness/quest');

/** Plays commands on a quest and returns what the game says after each, and its end. */
function play(quest: object, commands: string[]) {
  const script = `
import json, sys
sys.path.insert(0, ${JSON.stringify(harness)})
from game import Game, count_lines
quest, commands = json.loads(sys.stdin.read())
g = Game(quest)
replies = [g.command(c) for c in commands]
print(json.dumps({"replies": replies, "end": g.end, "pos": [g.x, g.y, g.dir], "steps": g.steps,
  "picked": g.picked, "events": [e["event"] for e in g.events],
  "lines": count_lines("from hero import *\\n\\n# a comment\\n  move_up()  # moves\\n   \\n")}))
`;
  return JSON.parse(
    execFileSync('python3', ['-B', '-c', script], { input: JSON.stringify([quest, commands]) }).toString(),
  );
}

const quest = (extra: object = {}) => ({
  width: 4,
  height: 3,
  cells: ['.#..', '.E*.', '....'],
  start: { x: 0, y: 0, dir: 'down' },
  goal: { x: 3, y: 0 },
  commands: [...questCommands],
  stepLimit: 20,
  ...extra,
});

test('walls and edges stop the hero, questions are free, turns change where forward goes', (t) => {
  const r = play(quest(), ['move_right', 'move_up', 'is_wall_ahead', 'turn_right', 'turn_right', 'forward']);
  t.deepEqual(r.replies.slice(2, 3), [{ value: true }]);
  t.deepEqual(r.events, ['bump', 'bump', 'turn', 'turn', 'move']);
  t.deepEqual(r.pos, [0, 1, 'down']);
  t.is(r.steps, 5, 'is_wall_ahead is not a step');
  t.is(r.lines, 2, 'blank and comment lines do not count');
});

test('walking into an enemy ends the quest; attacking it first clears the way and items need pick_up', (t) => {
  const defeated = play(quest(), ['move_down', 'move_right', 'move_right']);
  t.like(defeated.end, { kind: 'defeated' });
  t.deepEqual(defeated.replies.at(-1), { end: true }, 'no command plays after the end');

  const r = play(quest(), [
    'move_down',
    'turn_left',
    'is_enemy_ahead',
    'attack',
    'forward',
    'forward',
    'is_item_here',
    'pick_up',
    'pick_up',
    'move_right',
    'move_up',
  ]);
  t.deepEqual(r.replies[2], { value: true });
  t.deepEqual(r.events, [
    'move',
    'turn',
    'defeat',
    'move',
    'move',
    'pick',
    'nothing',
    'move',
    'move',
    'goal',
  ]);
  t.like(r, { end: { kind: 'goal' }, picked: 1 });
});

test('a command the quest does not allow ends it with an error; the step limit stops an endless walker', (t) => {
  const refused = play(quest({ commands: ['move_down'] }), ['move_down', 'move_right']);
  t.deepEqual(refused.replies[1], { error: 'move_right() is not allowed in this quest' });
  t.like(refused.end, { kind: 'not_allowed', cmd: 'move_right' });

  const walker = play(quest({ stepLimit: 3 }), ['move_down', 'move_up', 'move_down', 'move_up']);
  t.like(walker, { steps: 3, end: { kind: 'step_limit' } });

  // Without pick_up among the commands, stepping on an item takes it.
  const auto = play(
    quest({ commands: ['move_down', 'move_right', 'move_up'], cells: ['.#..', '..*.', '....'] }),
    ['move_down', 'move_right', 'move_right'],
  );
  t.is(auto.picked, 1);
});
