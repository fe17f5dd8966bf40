import test from 'ava';
import {
  applicationInput,
  dDay,
  isFinished,
  isProceeding,
  periodPhase,
  postingInput,
  recruitmentMessages,
} from './index.ts';

const valid = { title: '백엔드 인턴', company: '한빛소프트', employmentType: 'INTERN', positions: 1 };
const firstMessage = (input: unknown) => {
  const r = postingInput.safeParse(input);
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

test('every message is there in ko, en and ja, and the title messages are spec §5’s', (t) => {
  const keys = (locale: 'ko' | 'en' | 'ja') => Object.keys(recruitmentMessages[locale]).sort();
  t.deepEqual(keys('en'), keys('ko'));
  t.deepEqual(keys('ja'), keys('ko'));
  t.is(recruitmentMessages.ko['recruitment.validation.titleEmpty'], '공고 제목을 입력해주세요.');
  t.is(recruitmentMessages.ko['recruitment.validation.titleTooLong'], '공고 제목은 60자가 넘을 수 없습니다.');
});

test('the title: required, blank counts as empty, at most 60 characters (60 passes, 61 fails)', (t) => {
  t.is(firstMessage(valid), null);
  t.deepEqual(firstMessage({ ...valid, title: '   ' }), ['title:recruitment.validation.titleEmpty']);
  t.deepEqual(firstMessage({ ...valid, title: undefined }), ['title:recruitment.validation.titleEmpty']);
  t.is(firstMessage({ ...valid, title: '가'.repeat(60) }), null);
  t.deepEqual(firstMessage({ ...valid, title: '가'.repeat(61) }), [
    'title:recruitment.validation.titleTooLong',
  ]);
  t.is(postingInput.parse({ ...valid, title: '  공고  ' }).title, '공고');
});

test('the other fields: description under 100, company 1–60, positions 1–999, salary order, ≤ 10 skills, contacts', (t) => {
  t.is(firstMessage({ ...valid, description: 'x'.repeat(99) }), null);
  t.deepEqual(firstMessage({ ...valid, description: 'x'.repeat(100) }), [
    'description:recruitment.validation.descriptionTooLong',
  ]);
  t.deepEqual(firstMessage({ ...valid, company: ' ' }), ['company:recruitment.validation.company']);
  t.deepEqual(firstMessage({ ...valid, company: 'c'.repeat(61) }), [
    'company:recruitment.validation.company',
  ]);
  t.deepEqual(firstMessage({ ...valid, employmentType: 'FOREVER' }), [
    'employmentType:recruitment.validation.employmentType',
  ]);
  for (const positions of [0, 1000, 1.5]) t.truthy(firstMessage({ ...valid, positions }), String(positions));
  t.is(firstMessage({ ...valid, positions: 999 }), null);
  t.is(firstMessage({ ...valid, salaryMin: 3_000_000, salaryMax: 3_000_000 }), null);
  t.deepEqual(firstMessage({ ...valid, salaryMin: 3_000_001, salaryMax: 3_000_000 }), [
    'salaryMax:recruitment.validation.salaryOrder',
  ]);
  t.deepEqual(firstMessage({ ...valid, salaryMin: 1.5 }), ['salaryMin:recruitment.validation.salary']);
  const skills = Array.from({ length: 10 }, (_, i) => `s${i}`);
  t.is(firstMessage({ ...valid, skills }), null);
  t.deepEqual(firstMessage({ ...valid, skills: [...skills, 's10'] }), [
    'skills:recruitment.validation.skills',
  ]);
  t.deepEqual(firstMessage({ ...valid, skills: ['Go', 'go'] }), [
    'skills:recruitment.validation.skillsRepeated',
  ]);
  t.deepEqual(firstMessage({ ...valid, contactEmail: 'nope' }), [
    'contactEmail:recruitment.validation.email',
  ]);
  t.deepEqual(firstMessage({ ...valid, contactPhone: '0212345678' }), [
    'contactPhone:recruitment.validation.phone',
  ]);
  t.is(
    firstMessage({ ...valid, contactPhone: '02-123-4567', contactLink: 'https://example.com/jobs' }),
    null,
  );
  t.deepEqual(firstMessage({ ...valid, contactLink: 'ftp://example.com' }), [
    'contactLink:recruitment.validation.link',
  ]);
  t.deepEqual(firstMessage({ ...valid, openAt: '2027-01-02T00:00:00Z', closeAt: '2027-01-01T00:00:00Z' }), [
    'closeAt:recruitment.validation.periodOrder',
  ]);
  t.is(firstMessage({ ...valid, introduction: 'a'.repeat(1_048_576) }), null);
  t.deepEqual(firstMessage({ ...valid, introduction: '가'.repeat(349_526) }), [
    'introduction:recruitment.validation.introductionTooLong',
  ]);
});

test('an application: cover message ≤ 2,000, a §5 mobile number, a §5 link', (t) => {
  t.true(applicationInput.safeParse({ coverMessage: 'x'.repeat(2000), mobile: '01012345678' }).success);
  t.false(applicationInput.safeParse({ coverMessage: 'x'.repeat(2001) }).success);
  t.false(applicationInput.safeParse({ mobile: '010-1234-5678' }).success);
  t.false(applicationInput.safeParse({ mobile: '01212345678' }).success);
  t.true(applicationInput.safeParse({ mobile: '0161234567', portfolioLink: 'https://github.com/x' }).success);
  t.false(applicationInput.safeParse({ portfolioLink: 'github.com/x' }).success);
  t.like(applicationInput.parse({ mobile: '', portfolioLink: '' }), { mobile: null, portfolioLink: null });
});

test('§4 event period: open only, both, close only, none; D-day and finished', (t) => {
  const at = (s: string) => new Date(s);
  const now = at('2027-03-10T03:00:00Z'); // 12:00 in Korea
  t.true(isProceeding({ openAt: '2027-03-10T03:00:00Z', closeAt: null }, now));
  t.false(isProceeding({ openAt: '2027-03-10T03:00:01Z', closeAt: null }, now));
  t.true(isProceeding({ openAt: '2027-03-01T00:00:00Z', closeAt: '2027-03-10T03:00:01Z' }, now));
  t.false(isProceeding({ openAt: '2027-03-01T00:00:00Z', closeAt: '2027-03-10T03:00:00Z' }, now));
  t.true(isProceeding({ openAt: null, closeAt: '2027-03-12T00:00:00Z' }, now));
  t.true(isProceeding({ openAt: null, closeAt: null }, now));
  t.is(dDay({ openAt: null, closeAt: null }, now), null);
  t.is(dDay({ openAt: null, closeAt: '2027-03-12T14:00:00Z' }, now), 2); // 03-12 23:00 in Korea
  t.is(dDay({ openAt: null, closeAt: '2027-03-12T16:00:00Z' }, now), 3); // already 03-13 in Korea
  t.true(isFinished({ openAt: null, closeAt: '2027-03-10T02:00:00Z' }, now));
  t.false(isFinished({ openAt: '2027-03-11T00:00:00Z', closeAt: '2027-03-20T00:00:00Z' }, now));
  t.is(periodPhase({ openAt: '2027-03-11T00:00:00Z', closeAt: '2027-03-20T00:00:00Z' }, now), 'scheduled');
  t.is(periodPhase({ openAt: null, closeAt: '2027-03-10T02:00:00Z' }, now), 'finished');
  t.is(periodPhase({ openAt: null, closeAt: null }, now), 'proceeding');
});
