import test from 'ava';
import { estimateTokens, trimHistory } from './tokens.ts';
import type { AiMessage } from './provider.ts';

test('tokens are counted with cl100k_base', (t) => {
  t.is(estimateTokens(''), 0);
  t.is(estimateTokens('hello world'), 2);
  t.true(estimateTokens('반복문이 왜 아홉 번만 도나요?') > 5);
});

const turn = (role: AiMessage['role'], words: number): AiMessage => ({
  role,
  content: Array.from({ length: words }, (_, i) => `word${i}`).join(' '),
});

test('trimHistory keeps the newest turns that fit, starting with a question', (t) => {
  const history = [
    turn('user', 50),
    turn('assistant', 50),
    turn('user', 50),
    turn('assistant', 50),
    turn('user', 10),
  ];
  const cost = (m: AiMessage) => estimateTokens(m.content) + 4;
  const all = history.reduce((sum, m) => sum + cost(m), 0);
  t.deepEqual(trimHistory(history, all), history);
  // Room for the last three: they start with a user turn.
  const lastThree = cost(history[2]) + cost(history[3]) + cost(history[4]);
  t.deepEqual(trimHistory(history, lastThree), history.slice(2));
  // Room for the last two only: an answer without its question is dropped.
  t.deepEqual(trimHistory(history, lastThree - 1), history.slice(4));
  // The question asked now is kept even over the budget.
  t.deepEqual(trimHistory(history, 1), history.slice(4));
  t.deepEqual(trimHistory([], 100), []);
});
