import test from 'ava';
import { batches, parseAccountLines } from './account-lines.ts';

test('lines with commas or tabs become accounts; mistakes are named by line', (t) => {
  const { accounts, errors } = parseAccountLines(
    'kim01, 김하나, 1학년 2반\n\nlee01\t이둘\nbad id!, 누구\npark01,',
  );
  t.deepEqual(accounts, [
    { userId: 'kim01', name: '김하나', group: '1학년 2반' },
    { userId: 'lee01', name: '이둘', group: null },
  ]);
  t.deepEqual(errors, [
    { line: 4, messageKey: 'validation.userId' },
    { line: 5, messageKey: 'validation.name' },
  ]);
});

test('60 accounts go as 25, 25 and 10', (t) => {
  t.deepEqual(
    batches(
      Array.from({ length: 60 }, (_, i) => i),
      25,
    ).map((b) => b.length),
    [25, 25, 10],
  );
});
