import test from 'ava';
import { accountFieldSchemas as f, isValidPassword, signupSchema, changeInfoSchema } from './account.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

test('user ID: 1–50 of Korean, Latin, digits, @ . _ -', (t) => {
  for (const v of ['a', '홍길동', 'kim.min_su-01@x', 'x'.repeat(50)]) t.true(ok(f.userId, v), v);
  for (const v of ['', 'x'.repeat(51), 'has space', 'semi;colon', '<script>']) t.false(ok(f.userId, v), v);
});

test('password: 8–30 with a letter, a digit and a special character', (t) => {
  t.true(isValidPassword('abcd123!'));
  t.true(isValidPassword('한글도됨ab1!xx'));
  t.false(isValidPassword('abc12!'), 'too short');
  t.false(isValidPassword('abcdefgh1'), 'no special');
  t.false(isValidPassword('abcdefgh!'), 'no digit');
  t.false(isValidPassword('12345678!'), 'no letter');
  t.false(isValidPassword('a1!' + 'x'.repeat(28)), 'too long');
});

test('mobile: 01[016-9] then 3–4 then 4 digits, no hyphens', (t) => {
  for (const v of ['01012345678', '0111234567', '01912345678']) t.true(ok(f.mobile, v), v);
  for (const v of ['010-1234-5678', '0121234567', '02123456789', '010123456']) t.false(ok(f.mobile, v), v);
  t.true(ok(f.mobile, ''), 'empty means not given');
});

test('phone with hyphens: three shapes', (t) => {
  for (const v of ['031-123-4567', '031-1234-5678', '02-123-4567', '02-1234-5678', '1588-1234', '1588-12345'])
    t.true(ok(f.phone, v), v);
  for (const v of ['0311234567', '1-123-4567', '02-12-4567', '1588-123']) t.false(ok(f.phone, v), v);
});

test('link: http(s) with a domain', (t) => {
  for (const v of ['https://example.com', 'http://a.b.co.kr/path?x=1', 'https://서당.한국'])
    t.true(ok(f.link, v), v);
  for (const v of ['ftp://example.com', 'https://', 'https://nodot', 'javascript:alert(1)', 'example.com'])
    t.false(ok(f.link, v), v);
});

test('email: standard format with its message key', (t) => {
  const r = f.email.safeParse('not-an-email');
  t.false(r.success);
  t.is(r.error?.issues[0].message, 'validation.email');
  t.true(ok(f.email, 'a.b+c@school.ac.kr'));
});

test('sign-up requires user ID, password and its confirmation, name, e-mail, the consents and the age', (t) => {
  const r = signupSchema.safeParse({});
  t.false(r.success);
  t.deepEqual(
    new Set(r.error?.issues.map((i) => i.path[0])),
    new Set([
      'userId',
      'password',
      'passwordConfirm',
      'name',
      'email',
      'agreeTerms',
      'agreePrivacy',
      'ageOver14',
    ]),
  );
});

test('changing the password needs the current one', (t) => {
  const r = changeInfoSchema.safeParse({ name: 'n', email: 'a@b.co', newPassword: 'abcd123!' });
  t.false(r.success);
  t.is(r.error?.issues[0].message, 'validation.currentPasswordRequired');
});
