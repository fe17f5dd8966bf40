import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import type { RequestContext } from '@seodang/sdk';
import { lectureListQuery, lectureSaveSchema } from '../common/index.ts';
import { filteredCatalogue } from './catalogue-query.ts';
import { lectureColumns } from './lecture-write.ts';

// Korean words match as exact lexemes (the word or its bigrams), Latin and one-character words as
// prefixes: whatever a learner types that begins or sits inside a word of the subject still finds it.
let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  const owner = await app.createUser({ userId: 'words.teacher', isTeacher: true });
  const db = app.core.db;
  const subjects = ['파이썬 반복문 마스터', '웹개발 첫걸음', '데이터베이스 설계', 'JavaScript Essentials'];
  for (const subject of subjects) {
    const input = lectureSaveSchema.parse({
      subject,
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'programming-fundamentals',
      tags: [],
    });
    await db('lectures').insert({ ...lectureColumns(input, db), owner_id: owner, is_published: true });
  }
});
test.after.always(() => app?.stop());

/** Subjects the word match finds (not the typo fallback, which would hide a miss). */
const subjectsFound = async (search: string) => {
  const rc = { db: app.core.db, channel: null, user: null } as unknown as RequestContext;
  const rows = await filteredCatalogue(rc, lectureListQuery.parse({ search }), 'words').select('l.subject');
  return rows.map((r: { subject: string }) => r.subject);
};

for (const [search, subject] of [
  ['반복', '파이썬 반복문 마스터'],
  ['복문', '파이썬 반복문 마스터'],
  ['파이썬 반복문', '파이썬 반복문 마스터'],
  ['웹', '웹개발 첫걸음'],
  ['개발', '웹개발 첫걸음'],
  ['데이터', '데이터베이스 설계'],
  ['데이터베이스', '데이터베이스 설계'],
  ['java', 'JavaScript Essentials'],
  ['javascript ess', 'JavaScript Essentials'],
]) {
  test(`'${search}' finds '${subject}'`, async (t) => {
    t.deepEqual(await subjectsFound(search), [subject]);
  });
}

test('a word in no subject finds nothing', async (t) => {
  t.deepEqual(await subjectsFound('반복문법'), []);
});
