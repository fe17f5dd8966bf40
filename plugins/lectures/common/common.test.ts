import test from 'ava';
import { buildCategoryList, categoryLabel, parseCategoryValue } from './categories.ts';
import { curriculumCodeOf, defaultCurriculumCodeMap, isValidCurriculumMap } from './curriculum-codes.ts';
import { lockedLessonIndexes, lessonInputSchema } from './lesson.ts';
import { indexTokens, tsQueryText } from './search-tokens.ts';
import { parseLectureDate } from './dates.ts';

test('category tree: spec values, All first under each top, counts attached', (t) => {
  const list = buildCategoryList({ programming: 7, 'programming.algorithm': 3 });
  t.deepEqual(
    list.map((c) => c.value),
    ['programming', 'business', 'design'],
  );
  t.is(list[0].children!.length, 17);
  t.is(list[1].children!.length, 7);
  t.is(list[2].children!.length, 6);
  t.is(list[0].children![0].label.en, 'All');
  t.is(list[0].children![0].count, 7);
  t.is(list[0].children!.find((c) => c.value === 'programming.algorithm')!.count, 3);
  t.is(list[0].hierarchy, 1);
  t.is(list[0].children![1].hierarchy, 2);
  t.deepEqual(Object.keys(list[0].label), ['default', 'ko', 'en', 'ja']);
});

test('category values parse as first or first.second', (t) => {
  t.deepEqual(parseCategoryValue('programming'), { first: 'programming', second: null });
  t.deepEqual(parseCategoryValue('design.ux-ui'), { first: 'design', second: 'ux-ui' });
  t.is(parseCategoryValue('design.algorithm'), null);
  t.is(parseCategoryValue('cooking'), null);
  t.is(categoryLabel('programming.databases', 'ko'), 'DB');
  t.is(categoryLabel('business', 'ja'), 'ビジネス');
});

test('curriculum codes: configurable name → code mapping', (t) => {
  t.is(curriculumCodeOf('도입'), '#A01');
  t.is(curriculumCodeOf('프로젝트'), '#E06');
  t.is(curriculumCodeOf('보충 자료'), '@@@6');
  t.is(curriculumCodeOf('없는 단계'), null);
  t.is(curriculumCodeOf('도입', { 도입: '#E01' }), '#E01');
  t.true(isValidCurriculumMap(defaultCurriculumCodeMap));
  t.false(isValidCurriculumMap({ 도입: '#Z99' }));
  t.is(new Set(Object.values(defaultCurriculumCodeMap)).size, 17);
});

test('sequential lessons lock after the first incomplete one', (t) => {
  const lessons = [
    { index: 1, complete: true },
    { index: 2, complete: false },
    { index: 3, complete: false },
    { index: 4, complete: true },
  ];
  t.deepEqual([...lockedLessonIndexes(lessons, true)], [3, 4]);
  t.is(lockedLessonIndexes(lessons, false).size, 0);
});

test('quiz lessons need a language', (t) => {
  t.false(lessonInputSchema.safeParse({ title: '반복문 퀴즈', type: 'quiz' }).success);
  t.true(
    lessonInputSchema.safeParse({ title: '반복문 퀴즈', type: 'quiz', quizLanguage: 'python3' }).success,
  );
  t.true(lessonInputSchema.safeParse({ title: '소개', type: 'tutorial' }).success);
  // §3 "Block-coding languages".
  t.true(
    lessonInputSchema.safeParse({ title: '고양이 10걸음', type: 'quiz', quizLanguage: 'scratch' }).success,
  );
});

test('Korean search: words plus bigrams, so particles do not hide a word', (t) => {
  t.deepEqual(indexTokens('파이썬으로 배우는 AI'), [
    '파이썬으로',
    '파이',
    '이썬',
    '썬으',
    '으로',
    '배우는',
    '배우',
    '우는',
    'ai',
  ]);
  t.is(tsQueryText('파이썬 Basics'), "('파이썬' | ('파이' & '이썬')) & 'basics':*");
  t.is(tsQueryText('웹 개발'), "'웹':* & '개발'");
  t.is(tsQueryText("it's"), "'it':* & 's':*");
  t.is(tsQueryText('  !!  '), null);
});

test('form dates are Korean time unless they carry a zone', (t) => {
  t.is(parseLectureDate('2025-06-01')!.toISOString(), '2025-05-31T15:00:00.000Z');
  t.is(parseLectureDate('2025-06-01', 'end')!.toISOString(), '2025-06-01T14:59:59.999Z');
  t.is(parseLectureDate('2025-06-01T10:00')!.toISOString(), '2025-06-01T01:00:00.000Z');
  t.is(parseLectureDate('2025-06-01T10:00:00Z')!.toISOString(), '2025-06-01T10:00:00.000Z');
  t.is(parseLectureDate('2025-13-01'), null);
});
