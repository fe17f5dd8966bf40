import test from 'ava';
import { scoreError, shownScoreError } from './score-error.ts';

test('score fetch failure: the server message, else the error message, else the default; shown with the displayed fallback', (t) => {
  // What the API client throws for `{ err: { code, message } }`: an Error whose message is the server's.
  const server = Object.assign(new Error('점수를 불러올 수 없습니다.'), {
    code: 'scores_unavailable',
    status: 503,
  });
  t.is(scoreError(server), '점수를 불러올 수 없습니다.');
  t.is(scoreError(new TypeError('Network down')), 'Network down');
  t.is(scoreError(new Error('')), 'Failed to fetch scoreData');
  t.is(scoreError('nothing'), 'Failed to fetch scoreData');
  t.is(shownScoreError(scoreError(server)), '점수를 불러올 수 없습니다.');
  t.is(shownScoreError(scoreError(null)), 'Failed to fetch scores');
  t.is(shownScoreError(''), 'Failed to fetch scores');
});
