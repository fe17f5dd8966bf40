import test from 'ava';
import { commentSchema, questionSchema, noticeSchema, notificationSchema } from './schemas.ts';

test('Q&A lengths: title 5–100, contents 10–2000, comment 5–2000 (trimmed)', (t) => {
  t.true(questionSchema.safeParse({ title: '12345', contents: '1234567890' }).success);
  t.false(questionSchema.safeParse({ title: '1234', contents: '1234567890' }).success);
  t.false(questionSchema.safeParse({ title: 'x'.repeat(101), contents: '1234567890' }).success);
  t.false(questionSchema.safeParse({ title: '12345', contents: '123456789' }).success);
  t.false(questionSchema.safeParse({ title: '12345', contents: 'x'.repeat(2001) }).success);
  t.true(commentSchema.safeParse({ contents: '12345' }).success);
  t.false(commentSchema.safeParse({ contents: '  1234  ' }).success);
  t.is(
    questionSchema.safeParse({ title: '1', contents: '1234567890' }).error?.issues[0].message,
    'community.validation.title',
  );
});

test('notices and notifications', (t) => {
  t.false(noticeSchema.safeParse({ title: '', contents: 'x' }).success);
  t.true(notificationSchema.safeParse({ title: 't', message: 'm', target: 'all' }).success);
  t.false(
    notificationSchema.safeParse({ title: 't', message: 'm', target: 'all', link: 'javascript:alert(1)' })
      .success,
  );
  t.false(notificationSchema.safeParse({ title: 't', message: 'm', target: [] }).success);
});
