import test from 'ava';
import { livePromptsKept, toLivePrompt, withLivePrompt } from './live-prompts.ts';

const prompt = (responseId: string, extra = {}) => ({
  examIndex: 4,
  userId: 9,
  responseId,
  prompt: 'What is a loop?',
  status: 'streaming',
  answer: null,
  at: '2026-11-26T01:00:00.000Z',
  ...extra,
});

test('a prompt joins the feed first; its end replaces it in place with the answer', (t) => {
  let list = withLivePrompt([], prompt('a'));
  list = withLivePrompt(list, prompt('b'));
  t.deepEqual(
    list.map((p) => p.responseId),
    ['b', 'a'],
  );
  list = withLivePrompt(list, prompt('a', { status: 'ok', answer: 'A loop repeats.' }));
  t.deepEqual(
    list.map((p) => [p.responseId, p.status, p.answer]),
    [
      ['b', 'streaming', null],
      ['a', 'ok', 'A loop repeats.'],
    ],
  );
});

test('the feed keeps the newest prompts only', (t) => {
  let list = withLivePrompt([], prompt('0'));
  for (let i = 1; i <= livePromptsKept + 5; i++) list = withLivePrompt(list, prompt(String(i)));
  t.is(list.length, livePromptsKept);
  t.is(list[0]!.responseId, String(livePromptsKept + 5));
});

test('events of another exam or without the contract fields are skipped', (t) => {
  t.is(toLivePrompt(prompt('a', { examIndex: 5 }), 4), null);
  t.is(toLivePrompt({ responseId: 'a' }, 4), null);
  t.is(toLivePrompt(null, 4), null);
  t.like(toLivePrompt(prompt('a', { status: 'refused_exam' }), 4), { status: 'refused_exam', userId: 9 });
});
