import test from 'ava';
import { hasMemoText, memoDraftKey, memoQuizIndex, memoSaveLine, startingMemos } from './memo-state.ts';

const draft = (quizId: string, text: string, dirty: boolean) => ({
  key: memoDraftKey(7, 3, quizId),
  text,
  dirty,
  at: 1,
});

test("the room starts from the server's memos, and from the journal where typing never reached the server", (t) => {
  const server = [
    { quizId: 'a', text: 'server a', updatedAt: '' },
    { quizId: 'b', text: 'server b', updatedAt: '' },
  ];
  const { texts, unsent } = startingMemos(['a', 'b', 'c'], server, [
    draft('a', 'typed offline', true),
    draft('b', 'old copy', false),
    undefined,
  ]);
  t.deepEqual(texts, { a: 'typed offline', b: 'server b', c: '' });
  t.deepEqual(unsent, ['a'], 'only the unsent draft is sent again');
});

test("the memo follows the selected quiz while isUseAutoProblem is on, the examinee's pick when off", (t) => {
  t.is(memoQuizIndex(true, 2, 0), 2);
  t.is(memoQuizIndex(false, 2, 0), 0);
});

test('a memo is a memo when it has text; the save line shows saving, then a failure or saved', (t) => {
  t.false(hasMemoText('  \n'));
  t.true(hasMemoText('x'));
  t.is(memoSaveLine({ isSaving: true, showSaveText: true, failure: { kind: 'offline' } }), 'saving');
  t.is(
    memoSaveLine({ isSaving: false, showSaveText: false, failure: { kind: 'refused', message: 'paused' } }),
    'refused',
  );
  t.is(memoSaveLine({ isSaving: false, showSaveText: true, failure: null }), 'saved');
  t.is(memoSaveLine({ isSaving: false, showSaveText: false, failure: null }), null);
  t.is(memoDraftKey(7, 3, 'q1'), '7:3:q1');
});
