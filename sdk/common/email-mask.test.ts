import test from 'ava';
import { maskEmail } from './email-mask.ts';

test('a listed e-mail keeps two characters of its local part and its domain', (t) => {
  t.is(maskEmail('minsu@example.com'), 'mi***@example.com');
  t.is(maskEmail('abc@x.kr'), 'a***@x.kr');
  t.is(maskEmail('ab@x.kr'), 'a***@x.kr');
  t.is(maskEmail('a@x.kr'), '***@x.kr');
  t.is(maskEmail('김민수@example.com'), '김***@example.com');
  t.is(maskEmail('not-an-address'), '***');
});
