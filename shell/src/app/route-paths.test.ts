import test from 'ava';
import { isBarePage, matchesAny } from './route-paths.ts';

const examRoom = '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex';

test('a path matches a route pattern with parameters, and nothing else', (t) => {
  t.true(matchesAny('/assessment/12/python/exam/3', [examRoom]));
  t.false(matchesAny('/assessment/12/python/exam/3/report', [examRoom]));
  t.false(matchesAny('/assessment/12/python/exam/3', []));
});

test("before the exam room's plugin loads, the page start's bare routes keep the header away", (t) => {
  t.true(isBarePage('/assessment/12/python/exam/3', undefined, [examRoom]));
  t.false(isBarePage('/learn', undefined, [examRoom]));
  // Once loaded, the route itself decides.
  t.true(isBarePage('/assessment/12/python/exam/3', { bare: true }, []));
  t.false(isBarePage('/assessment/12/python/exam/3', { bare: false }, [examRoom]));
});
