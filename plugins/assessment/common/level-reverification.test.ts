import test from 'ava';
import {
  canAskReverification,
  reverificationInputSchema,
  withReverification,
} from './level-reverification.ts';
import { levelVerificationStates as V } from './levels.ts';

test('a reverification can be asked only of a pass or a fail, and makes it NEED_REVERIFICATION', (t) => {
  t.deepEqual(
    [V.NOT_VERIFIED, V.VERIFIED, V.NEED_REVERIFICATION, V.VERIFICATION_FAILED].map(canAskReverification),
    [false, true, false, true],
  );
  t.is(withReverification(V.VERIFIED, true), V.NEED_REVERIFICATION);
  t.is(withReverification(V.VERIFICATION_FAILED, true), V.NEED_REVERIFICATION);
  t.is(
    withReverification(V.NOT_VERIFIED, true),
    V.NOT_VERIFIED,
    'nothing to question before an attempt is finished',
  );
  t.is(withReverification(V.VERIFIED, false), V.VERIFIED);
});

test('the request needs an examinee, a reason of at most 500 characters and a level test to take it in', (t) => {
  t.true(reverificationInputSchema.safeParse({ userId: 3, reason: ' 다시 ', retakeExamIndex: 9 }).success);
  const message = (input: object) => reverificationInputSchema.safeParse(input).error?.issues[0]?.message;
  t.is(
    message({ userId: 3, reason: '   ', retakeExamIndex: 9 }),
    'assessment.validation.reverificationReason',
  );
  t.is(
    message({ userId: 3, reason: 'x'.repeat(501), retakeExamIndex: 9 }),
    'assessment.validation.reverificationReasonLength',
  );
  t.is(message({ userId: 3, reason: '이유' }), 'assessment.validation.retakeExam');
  t.is(message({ reason: '이유', retakeExamIndex: 9 }), 'assessment.validation.reverificationUser');
});
