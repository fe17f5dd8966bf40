import type { TestChannel, TestClient, TestCore } from '@seodang/sdk/testing';

/** The school of the messaging tests: a lecture's teacher, another teacher, an admin, three learners. */
export interface MessagingSchool {
  school: TestChannel;
  far: TestChannel;
  lecture: number;
  /** A client signed in on the school (or `far`) host. */
  as(userId: string, options?: { locale?: string; far?: boolean }): Promise<TestClient>;
}

/** The lecture's learners: a Korean, an English and a Japanese reader. */
export const learners = { kim: 'ko', lee: 'en', sato: 'ja' } as const;

/**
 * Makes the school (its lecture with three enrolled learners, each reading their own language)
 * and another channel with its own admin, on the given core.
 */
export async function makeMessagingSchool(app: TestCore): Promise<MessagingSchool> {
  const school = await app.createChannelWithMembers({
    slug: 'msg-school',
    name: '서당 학교',
    members: {
      teach: { role: 'teacher', name: '김선생' },
      'other.teacher': 'teacher',
      boss: { role: 'admin', name: '교장' },
      kim: { role: 'student', name: '김민수' },
      lee: { role: 'student', name: 'Lee Seoyeon' },
      sato: { role: 'student', name: '佐藤' },
    },
  });
  const far = await app.createChannelWithMembers({ slug: 'msg-far', members: { 'far.admin': 'admin' } });
  for (const [userId, locale] of Object.entries(learners))
    await app.core
      .db('users')
      .where({ id: school.ids[userId] })
      .update({ locale, email: `${userId}@example.com` });
  const teacher = await school.login('teach');
  const created = await teacher.post('/api/lecture', {
    subject: '파이썬 기초',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const lecture = created.body.data.sequence as number;
  // Enrolment is the lectures plugin's business; the tests only need joined learners.
  await app.core.db('lecture_enrolments').insert(
    Object.keys(learners).map((id) => ({
      lecture_id: lecture,
      user_id: school.ids[id],
      state: 'joined',
      joined_at: new Date(),
    })),
  );
  return {
    school,
    far,
    lecture,
    as: (userId, options = {}) =>
      (options.far ? far : school).login(userId, { locale: options.locale ?? 'ko' }),
  };
}
