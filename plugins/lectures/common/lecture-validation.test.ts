import test from 'ava';
import {
  lectureFormSchema,
  lectureIssues,
  validateLecture,
  type LectureInput,
} from './lecture-validation.ts';
import { lectureMessages } from './messages.ts';

const now = new Date('2025-06-01T12:00:00+09:00');
const valid: LectureInput = {
  subject: '파이썬 기초',
  description: '처음 배우는 파이썬',
  isFree: false,
  price: '30000',
  tags: [],
  contents: '<p>소개</p>',
};
const codeOf = (patch: Partial<LectureInput>) => validateLecture({ ...valid, ...patch }, now);
const ko = (key: string) => lectureMessages.ko[key];

test('a valid lecture is normal (0)', (t) => {
  t.deepEqual(codeOf({}), { code: 0, name: 'normal' });
  t.is(codeOf({ isFree: true, price: null }).code, 0);
});

test('name: empty or blank is 1, more than 60 characters is 2', (t) => {
  t.is(codeOf({ subject: '' }).code, 1);
  t.is(codeOf({ subject: '   ' }).code, 1);
  t.is(codeOf({ subject: '가'.repeat(60) }).code, 0);
  t.is(codeOf({ subject: '가'.repeat(61) }).code, 2);
});

test('one-line description of 100 characters or more is 13', (t) => {
  t.is(codeOf({ description: 'a'.repeat(99) }).code, 0);
  t.is(codeOf({ description: 'a'.repeat(100) }).code, 13);
});

test('price: required when paid (3), an integer (4), ignored when free', (t) => {
  t.is(codeOf({ price: '' }).code, 3);
  t.is(codeOf({ price: null }).code, 3);
  t.is(codeOf({ price: '12.5' }).code, 4);
  t.is(codeOf({ price: 'abc' }).code, 4);
  t.is(codeOf({ price: -100 }).code, 4);
  t.is(codeOf({ price: 15000 }).code, 0);
  t.is(codeOf({ isFree: true, price: 'abc' }).code, 0);
});

test('discount: rate required (5), integer 0..100 (6)', (t) => {
  t.is(codeOf({ useDiscount: true, discount: '' }).code, 5);
  t.is(codeOf({ useDiscount: true, discount: '10.5' }).code, 6);
  t.is(codeOf({ useDiscount: true, discount: '101' }).code, 6);
  t.is(codeOf({ useDiscount: true, discount: '-1' }).code, 6);
  t.is(codeOf({ useDiscount: true, discount: '0' }).code, 0);
  t.is(codeOf({ useDiscount: true, discount: 100 }).code, 0);
  t.is(codeOf({ useDiscount: false, discount: 'x' }).code, 0);
});

test('discount dates: optional, end not before now nor before start (9), format (10)', (t) => {
  t.is(codeOf({ useDiscount: true, discount: 20 }).code, 0);
  t.is(codeOf({ useDiscount: true, discount: 20, discountDueDate: '2025-05-31' }).code, 9);
  t.is(
    codeOf({ useDiscount: true, discount: 20, discountDueDate: '2025-06-01' }).code,
    0,
    'a bare end day lasts until its end',
  );
  const beforeStart = codeOf({
    useDiscount: true,
    discount: 20,
    discountStartDate: '2025-07-10',
    discountDueDate: '2025-07-01',
  });
  t.is(beforeStart.code, 9);
  t.is(
    ko((beforeStart as { messageKey: string }).messageKey),
    '할인 종료 날짜는 할인 시간보다 작을 수 없습니다.',
  );
  t.is(codeOf({ useDiscount: true, discount: 20, discountStartDate: '2025/07/01' }).code, 10);
  t.is(codeOf({ useDiscount: true, discount: 20, discountDueDate: '2025-02-30' }).code, 10);
});

test('intro video must be a video-sharing or video-file URL (7)', (t) => {
  t.is(codeOf({ introVideoUrl: 'https://www.youtube.com/watch?v=abc123' }).code, 0);
  t.is(codeOf({ introVideoUrl: 'https://youtu.be/abc123' }).code, 0);
  t.is(codeOf({ introVideoUrl: 'https://vimeo.com/76979871' }).code, 0);
  t.is(codeOf({ introVideoUrl: 'https://cdn.example.com/intro.mp4' }).code, 0);
  t.is(codeOf({ introVideoUrl: 'https://example.com/page.html' }).code, 7);
  t.is(codeOf({ introVideoUrl: 'javascript:alert(1)' }).code, 7);
  t.is(codeOf({ introVideoUrl: 'not a url' }).code, 7);
  t.is(codeOf({ introVideoUrl: '' }).code, 0);
});

test('period in days must be a positive integer (8)', (t) => {
  t.is(codeOf({ periodType: 'days', periodDays: '30' }).code, 0);
  t.is(codeOf({ periodType: 'days', periodDays: '' }).code, 8);
  t.is(codeOf({ periodType: 'days', periodDays: '1.5' }).code, 8);
  t.is(codeOf({ periodType: 'days', periodDays: 0 }).code, 8);
  t.is(codeOf({ periodType: 'unlimited', periodDays: 'x' }).code, 0);
});

test('period by dates: a date required (12), format (10), close not before open (11)', (t) => {
  t.is(codeOf({ periodType: 'dates' }).code, 12);
  t.is(codeOf({ periodType: 'dates', openDate: '2025-09-01' }).code, 0);
  t.is(codeOf({ periodType: 'dates', closeDate: '2025-12-31' }).code, 0);
  t.is(codeOf({ periodType: 'dates', openDate: '01-09-2025' }).code, 10);
  t.is(codeOf({ periodType: 'dates', openDate: '2025-09-02', closeDate: '2025-09-01' }).code, 11);
  t.is(codeOf({ periodType: 'dates', openDate: '2025-09-01', closeDate: '2025-09-01' }).code, 0);
});

test('at most 10 tags; contents at most 1,048,576 bytes', (t) => {
  t.is(codeOf({ tags: Array.from({ length: 10 }, (_, i) => `t${i}`) }).code, 0);
  const tags = codeOf({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) });
  t.is(tags.name, 'tagsExceed');
  t.is(tags.code, null);
  t.is(codeOf({ contents: 'a'.repeat(1_048_576) }).code, 0);
  // 349,526 Hangul syllables are 1,048,578 bytes in UTF-8.
  t.is(codeOf({ contents: '가'.repeat(349_526) }).name, 'contentsTooLarge');
});

test('codes come in the spec order and every message exists in ko, en and ja', (t) => {
  const all = lectureIssues(
    {
      subject: '',
      description: 'x'.repeat(120),
      isFree: false,
      price: '',
      useDiscount: true,
      discount: '',
      introVideoUrl: 'x',
      periodType: 'days',
      periodDays: 'x',
      tags: [],
      contents: '',
    },
    now,
  );
  t.deepEqual(
    all.map((i) => i.code),
    [1, 13, 3, 5, 7, 8],
  );
  for (const i of all)
    for (const lng of ['ko', 'en', 'ja'] as const)
      t.truthy(lectureMessages[lng][i.messageKey], `${lng} ${i.messageKey}`);
});

test('the Korean messages are the spec texts', (t) => {
  const texts: Record<string, string> = {
    nameEmpty: '강좌명을 입력해주세요.',
    nameExceedLength: '강좌명은 60자가 넘을 수 없습니다.',
    descriptionExceedLength: '한 줄 설명은 100자가 넘을 수 없습니다.',
    priceEmpty: '가격을 입력해주세요.',
    priceNotInteger: '가격을 정수로 입력해주세요.',
    periodNotInteger: '날짜를 정수로 입력해주세요.',
    discountEmpty: '할인율을 입력해주세요.',
    discountNotInteger: '할인율을 0과 100 사이의 정수로 입력해주세요.(%)',
    discountDueDateLessThanNow: '할인 종료 날짜는 현재 시간보다 작을 수 없습니다.',
    dateFormatNotCorrect: '날짜를 형식에 맞게 입력해 주세요.',
    closeDateCanNotLessThanOpen: '종료 날짜는 시작 날짜보다 작을 수 없습니다.',
    enterPeriodDate: '기간을 입력해 주세요.',
    isNotValidVideo: '유효하지 않은 동영상 URL입니다.',
  };
  for (const [name, text] of Object.entries(texts)) t.is(ko(`lectures.validation.${name}`), text);
  t.is(lectureMessages.en['lectures.validation.nameEmpty'], 'Please enter the lecture title.');
  t.is(lectureMessages.en['lectures.validation.isNotValidVideo'], 'Invalid video URL.');
});

test('the shared zod schema puts each rule on its field with the message key', (t) => {
  const result = lectureFormSchema.safeParse({ ...valid, subject: '', price: '1.5' });
  t.false(result.success);
  const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
  t.deepEqual(issues, [
    ['subject', 'lectures.validation.nameEmpty'],
    ['price', 'lectures.validation.priceNotInteger'],
  ]);
  t.true(lectureFormSchema.safeParse(valid).success);
});
