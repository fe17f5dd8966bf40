import test from 'ava';
import { consentVersions } from '@seodang/sdk/common';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;
test.before(async () => {
  t0 = await startTestCore();
});
test.after.always(async () => {
  await t0?.stop();
});

const form = (n: string, extra: Record<string, unknown> = {}) => ({
  userId: `consent_${n}`,
  password: 'abcd123!',
  passwordConfirm: 'abcd123!',
  name: 'n',
  email: `consent_${n}@example.com`,
  agreeTerms: true,
  agreePrivacy: true,
  ageOver14: true,
  ...extra,
});

test('a sign-up stores the terms, privacy and age consents with their versions and time', async (t) => {
  const before = Date.now();
  const res = await t0.client().post('/api/auth/signup', form('a', { agreeMarketing: true }));
  t.is(res.status, 201);
  const user = await t0.core.db('users').where({ user_id: 'consent_a' }).first();
  const rows = await t0.core.db('user_consents').where({ user_id: user.id }).orderBy('kind');
  t.deepEqual(
    rows.map((r) => [r.kind, r.version]),
    [
      ['age14', consentVersions.terms],
      ['marketing', consentVersions.marketing],
      ['privacy', consentVersions.privacy],
      ['terms', consentVersions.terms],
    ],
  );
  for (const r of rows) t.true(new Date(r.agreed_at).getTime() >= before - 1000);
});

test('marketing is optional and not recorded when declined', async (t) => {
  const res = await t0.client().post('/api/auth/signup', form('b'));
  t.is(res.status, 201);
  const user = await t0.core.db('users').where({ user_id: 'consent_b' }).first();
  const kinds = (await t0.core.db('user_consents').where({ user_id: user.id })).map((r) => r.kind);
  t.false(kinds.includes('marketing'));
  t.is(kinds.length, 3);
});

test('a missing required consent, age confirmation or a mismatched confirmation is refused in each language', async (t) => {
  const cases: [Record<string, unknown>, string, Record<string, string>][] = [
    [
      { agreeTerms: false },
      'agreeTerms',
      {
        ko: '이용약관에 동의해주세요.',
        en: 'Please agree to the terms of use.',
        ja: '利用規約に同意してください。',
      },
    ],
    [
      { agreePrivacy: undefined },
      'agreePrivacy',
      {
        ko: '개인정보 수집 및 이용에 동의해주세요.',
        en: 'Please agree to the collection and use of personal information.',
        ja: '個人情報の収集・利用に同意してください。',
      },
    ],
    [
      { ageOver14: false },
      'ageOver14',
      {
        ko: '만 14세 이상만 가입할 수 있습니다.',
        en: 'You must be 14 or older to sign up.',
        ja: '14歳以上の方のみ登録できます。',
      },
    ],
    [
      { passwordConfirm: 'abcd123?' },
      'passwordConfirm',
      {
        ko: '비밀번호가 일치하지 않습니다.',
        en: 'The passwords do not match.',
        ja: 'パスワードが一致しません。',
      },
    ],
  ];
  for (const [change, field, messages] of cases)
    for (const [locale, message] of Object.entries(messages)) {
      const res = await t0.client({ locale }).post('/api/auth/signup', form(`bad_${field}`, change));
      t.is(res.status, 400, `${field} ${locale}`);
      t.is(res.body.err.code, 'validation');
      t.true(JSON.stringify(res.body).includes(message), `${field} ${locale}: ${JSON.stringify(res.body)}`);
    }
  t.is(await t0.core.db('users').where('user_id', 'like', 'consent_bad_%').first(), undefined);
});
