import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';

/** A school with a lecture, its owner, another teacher, an admin, four enrolled learners and an outsider. */
export interface AttendanceFixture {
  app: TestCore;
  school: TestChannel;
  far: TestChannel;
  lecture: number;
  farLecture: number;
  /** A client signed in on the school (or `far`) host. */
  as(userId: string, options?: { locale?: string; far?: boolean }): Promise<TestClient>;
  /** A session of the lecture, opened unless `open: false`; settings override the defaults. */
  session(settings?: Record<string, unknown>, options?: { open?: boolean }): Promise<number>;
  /** The code the display shows now. */
  code(sessionId: number): Promise<string>;
}

/** The learners of the lecture (enrolled), in the order the tests use them. */
export const learners = ['kim', 'lee', 'park', 'choi'] as const;

/** Starts a core with lectures and attendance and the school of {@link AttendanceFixture}. */
export async function startAttendanceFixture(): Promise<AttendanceFixture> {
  const app = await startTestCore({ plugins: ['lectures', 'attendance'] });
  const school = await app.createChannelWithMembers({
    slug: 'att-school',
    members: {
      teach: 'teacher',
      'other.teacher': 'teacher',
      boss: 'admin',
      kim: { role: 'student', name: '김민수' },
      lee: { role: 'student', name: '이서연' },
      park: { role: 'student', name: '박지훈' },
      choi: { role: 'student', name: '최유진' },
      outsider: 'student',
    },
  });
  const far = await app.createChannelWithMembers({
    slug: 'att-far',
    members: { 'far.admin': 'admin', 'far.teach': 'teacher' },
  });
  const makeLecture = async (channel: TestChannel, owner: string) => {
    const teacher = await channel.login(owner);
    const created = await teacher.post('/api/lecture', {
      subject: '정보 수업',
      description: '',
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'algorithm',
      tags: [],
    });
    if (created.status !== 201 && created.status !== 200) throw new Error(JSON.stringify(created.body));
    return created.body.data.sequence as number;
  };
  const lecture = await makeLecture(school, 'teach');
  const farLecture = await makeLecture(far, 'far.teach');
  // Enrolment is the lectures plugin's business; the tests only need joined learners.
  await app.core.db('lecture_enrolments').insert(
    learners.map((id) => ({
      lecture_id: lecture,
      user_id: school.ids[id],
      state: 'joined',
      joined_at: new Date(),
    })),
  );
  const teacher = await school.login('teach');
  const fixture: AttendanceFixture = {
    app,
    school,
    far,
    lecture,
    farLecture,
    async as(userId, options = {}) {
      return (options.far ? far : school).login(userId, { locale: options.locale ?? 'ko' });
    },
    async session(settings = {}, options = {}) {
      const res = await teacher.post('/api/attendance/sessions', {
        lectureIndex: lecture,
        startAt: new Date().toISOString(),
        ...settings,
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      const id = res.body.data.id as number;
      if (options.open !== false) await teacher.post(`/api/attendance/sessions/${id}/open`);
      return id;
    },
    async code(sessionId) {
      const res = await teacher.get(`/api/attendance/sessions/${sessionId}/code`);
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.data.code as string;
    },
  };
  return fixture;
}
