import test from 'ava';
import type { Submission } from '../api.ts';
import { assistResultOf } from './assist-result.ts';
import { lessonOfReturnTo } from '../lesson/return-to.ts';

const submission = (over: Partial<Submission>) =>
  ({ index: 7, kind: 'submit', status: 'done', outcome: 'WRONG', ...over }) as Submission;

test('a finished wrong submission is a failing result for the assist slots', (t) => {
  t.deepEqual(assistResultOf(submission({})), {
    kind: 'submit',
    submissionIndex: 7,
    verdict: 'WRONG',
    failing: true,
  });
  t.false(assistResultOf(submission({ outcome: 'RIGHT' }))!.failing);
  t.is(assistResultOf(submission({ status: 'pending' })), null);
  t.is(assistResultOf(submission({ kind: 'validate' })), null);
});

test('the lesson is read from a lesson player path only', (t) => {
  t.deepEqual(lessonOfReturnTo('/lecture/3/python/lesson/12'), { lectureIndex: 3, lessonIndex: 12 });
  t.deepEqual(lessonOfReturnTo('/teach/lecture/3/manage?lesson=12'), {
    lectureIndex: null,
    lessonIndex: null,
  });
  t.deepEqual(lessonOfReturnTo(null), { lectureIndex: null, lessonIndex: null });
});
