import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import type { UserData } from '@seodang/sdk/common';
import { quizContextAccess } from './quiz-context-access.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
});
test.after.always(async () => {
  await app?.stop();
});

test("a channel admin authors a lecture's quizzes; a deactivated one no longer does", async (t) => {
  const school = await app.createChannelWithMembers({
    slug: 'authors',
    members: { 'au.teacher': 'teacher', 'au.admin': 'admin' },
  });
  const teacher = await school.login('au.teacher');
  const created = await teacher.post('/api/lecture', {
    subject: '퀴즈 강좌',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
  });
  t.is(created.status, 201);
  const access = quizContextAccess(app.core.db);
  const admin = { id: school.ids['au.admin'] } as UserData;
  const context = {
    channelId: school.id,
    lectureIndex: created.body.data.sequence as number,
    lessonIndex: null,
  };
  t.true(await access.canAuthor(admin, context));
  await app.core
    .db('channel_members')
    .where({ channel_id: school.id, user_id: admin.id })
    .update({ is_active: false });
  t.false(await access.canAuthor(admin, context));
});
