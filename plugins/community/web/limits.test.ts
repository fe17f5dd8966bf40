import test from 'ava';
import { commentSchema, questionSchema } from './limits.ts';

test('Q&A lengths: title 5–100, contents 10–2000, comment 5–2000', (t) => {
  t.true(questionSchema.safeParse({ title: '12345', contents: '1234567890' }).success);
  t.false(questionSchema.safeParse({ title: '1234', contents: '1234567890' }).success);
  t.false(questionSchema.safeParse({ title: 'x'.repeat(101), contents: '1234567890' }).success);
  t.false(questionSchema.safeParse({ title: '12345', contents: '123456789' }).success);
  t.false(questionSchema.safeParse({ title: '12345', contents: 'x'.repeat(2001) }).success);
  t.true(commentSchema.safeParse({ contents: '12345' }).success);
  t.false(commentSchema.safeParse({ contents: '  1234  ' }).success);
});
