import test from 'ava';
import { findLockedRanges, lockedBlocks } from './locked-code.ts';

const starter = 'name = input()\nprint(name)\n# end';
const blocks = lockedBlocks(starter, [
  { startLine: 1, endLine: 1 },
  { startLine: 3, endLine: 3 },
]);

test('locked blocks are found where they moved to', (t) => {
  t.deepEqual(findLockedRanges(starter, blocks), [
    { startLine: 1, endLine: 1 },
    { startLine: 3, endLine: 3 },
  ]);
  t.deepEqual(findLockedRanges('import sys\nname = input()\nx = 1\nprint(x)\n# end\n', blocks), [
    { startLine: 2, endLine: 2 },
    { startLine: 5, endLine: 5 },
  ]);
});

test('a locked line with something typed before or after it on the same line counts as changed', (t) => {
  t.is(findLockedRanges('xname = input()\nprint(name)\n# end', blocks), null);
  t.is(findLockedRanges('name = input(); import os\nprint(name)\n# end', blocks), null);
  t.is(findLockedRanges('name = input()\nprint(name)\n# end and more', blocks), null);
  // The same text elsewhere on whole lines still satisfies it.
  t.deepEqual(findLockedRanges('xname = input()\nname = input()\n# end', blocks), [
    { startLine: 2, endLine: 2 },
    { startLine: 3, endLine: 3 },
  ]);
});
