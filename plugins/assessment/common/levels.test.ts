import test from 'ava';
import { levelMessages } from './level-messages.ts';
import { examInputSchema } from './schemas.ts';
import {
  attemptFinishedAt,
  examPageTypeOnEntry,
  levelTestInputSchema,
  levelTestStateNames,
  levelValidUntil,
  levelVerification,
  levelVerificationNames,
  levelVerificationStates as V,
} from './levels.ts';

const day = 86_400_000;
const finished = new Date('2026-03-01T10:00:00Z');
const rule = { level: '3', passScore: 60, validityDays: 30 };

test('names of the §4 numbers', (t) => {
  t.deepEqual(levelTestStateNames, { 0: 'END', 1: 'ONGOING', 2: 'SCHEDULE' });
  t.deepEqual(levelVerificationNames, {
    0: 'NOT_VERIFIED',
    1: 'VERIFIED',
    2: 'NEED_REVERIFICATION',
    3: 'VERIFICATION_FAILED',
  });
});

test('not finished is NOT_VERIFIED whatever the score so far', (t) => {
  t.is(levelVerification(rule, { finishedAt: null, score: 100 }, finished.getTime()), V.NOT_VERIFIED);
  t.is(levelVerification(rule, { finishedAt: null, score: null }, finished.getTime()), V.NOT_VERIFIED);
});

test('finished: the pass score itself passes, one point less fails, no score fails', (t) => {
  const now = finished.getTime() + day;
  t.is(levelVerification(rule, { finishedAt: finished, score: 60 }, now), V.VERIFIED);
  t.is(levelVerification(rule, { finishedAt: finished, score: 59.99 }, now), V.VERIFICATION_FAILED);
  t.is(
    levelVerification(rule, { finishedAt: finished.toISOString(), score: null }, now),
    V.VERIFICATION_FAILED,
  );
});

test('a pass needs reverification once its validity has run out; a failure stays a failure; no validity never expires', (t) => {
  const until = finished.getTime() + 30 * day;
  t.is(levelValidUntil(rule, finished)?.getTime(), until);
  t.is(levelVerification(rule, { finishedAt: finished, score: 80 }, until - 1), V.VERIFIED);
  t.is(levelVerification(rule, { finishedAt: finished, score: 80 }, until), V.NEED_REVERIFICATION);
  t.is(levelVerification(rule, { finishedAt: finished, score: 10 }, until + day), V.VERIFICATION_FAILED);
  const forGood = { ...rule, validityDays: null };
  t.is(levelValidUntil(forGood, finished), null);
  t.is(levelVerification(forGood, { finishedAt: finished, score: 80 }, until + 3650 * day), V.VERIFIED);
});

test('an attempt is finished by the finish button, or by the own deadline if the examinee entered; never entered is not taken', (t) => {
  const deadline = finished.getTime();
  t.deepEqual(
    attemptFinishedAt(
      { lastFinishedTime: '2026-03-01T09:30:00Z', enteredAtLeastOnce: true, deadline },
      deadline - day,
    ),
    new Date('2026-03-01T09:30:00Z'),
  );
  t.is(attemptFinishedAt({ lastFinishedTime: null, enteredAtLeastOnce: true, deadline }, deadline - 1), null);
  t.deepEqual(
    attemptFinishedAt({ lastFinishedTime: null, enteredAtLeastOnce: true, deadline }, deadline),
    finished,
  );
  t.is(
    attemptFinishedAt({ lastFinishedTime: null, enteredAtLeastOnce: false, deadline }, deadline + day),
    null,
  );
});

test('level test input: a level name or number, an integer pass score within the exam total, an optional validity', (t) => {
  t.deepEqual(levelTestInputSchema.parse({ level: 3, passScore: 60 }), {
    level: '3',
    passScore: 60,
    validityDays: null,
  });
  t.deepEqual(levelTestInputSchema.parse({ level: ' Lv.3 ', passScore: 1, validityDays: 365 }), {
    level: 'Lv.3',
    passScore: 1,
    validityDays: 365,
  });
  const issue = (input: unknown) => levelTestInputSchema.safeParse(input).error?.issues[0]?.message;
  t.is(issue({ level: '  ', passScore: 60 }), 'assessment.validation.levelRequired');
  t.is(issue({ passScore: 60 }), 'assessment.validation.levelRequired');
  t.is(issue({ level: 'x'.repeat(21), passScore: 60 }), 'assessment.validation.levelLength');
  for (const passScore of [0, 1.5, '60', undefined])
    t.is(issue({ level: '1', passScore }), 'assessment.validation.passScore', String(passScore));
  for (const validityDays of [0, 3651, 2.5])
    t.is(
      issue({ level: '1', passScore: 1, validityDays }),
      'assessment.validation.validityDays',
      String(validityDays),
    );

  const exam = {
    title: '레벨 3',
    startAt: '2026-03-01T09:00:00Z',
    endAt: '2026-03-01T10:00:00Z',
    quizzes: [
      { quizId: '1', title: 'a', score: 40 },
      { quizId: '2', title: 'b', score: 60 },
    ],
  };
  t.true(examInputSchema.safeParse({ ...exam, levelTest: { level: '3', passScore: 100 } }).success);
  t.is(
    examInputSchema.safeParse({ ...exam, levelTest: { level: '3', passScore: 101 } }).error?.issues[0]
      ?.message,
    'assessment.validation.passScoreOverTotal',
  );
  t.is(examInputSchema.parse(exam).levelTest, undefined, 'absent: an edit leaves it as it is');
  t.is(examInputSchema.parse({ ...exam, levelTest: null }).levelTest, null, 'null: not a level test');
});

test('every level message exists in ko, en and ja', (t) => {
  const keys = Object.keys(levelMessages.ko!).sort();
  for (const locale of ['en', 'ja'] as const)
    t.deepEqual(Object.keys(levelMessages[locale]!).sort(), keys, locale);
});

test('the exam room opens on the tour (EXAM_TUTORIAL) only on the first entry; re-entries go straight to EXAM_CONTENTS', (t) => {
  t.is(examPageTypeOnEntry('EXAM_ENTER'), 'EXAM_TUTORIAL');
  t.is(examPageTypeOnEntry('EXAM_REENTER'), 'EXAM_CONTENTS');
});
