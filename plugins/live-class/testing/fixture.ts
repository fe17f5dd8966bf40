import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';

/**
 * A school with a lecture, its teacher, another teacher, an admin, enrolled learners (`learner1`…),
 * an unenrolled learner, and a far channel with its own admin and lecture.
 */
export interface LiveFixture {
  app: TestCore;
  school: TestChannel;
  far: TestChannel;
  lecture: number;
  farLecture: number;
  /** The enrolled learners' login ids. */
  learners: string[];
  /** A client signed in on the school (or `far`) host. */
  as(userId: string, options?: { locale?: string; far?: boolean }): Promise<TestClient>;
  /** A class of the lecture scheduled by its teacher (settings override the defaults); started with `start`. */
  meeting(settings?: Record<string, unknown>, options?: { start?: boolean }): Promise<number>;
  /** A realtime socket of `client` (signed in on the school, or `far`) subscribed to the class's topic (or `topic`). */
  socket(
    client: TestClient,
    meetingIndex: number,
    options?: { far?: boolean; topic?: string },
  ): Promise<LiveSocket>;
}

/** A message a realtime socket received. */
export interface LiveMessage {
  type: string;
  topic?: string;
  code?: string;
  event?: string;
  data?: Record<string, unknown>;
}

/** An open realtime socket: what it received, a wait for a message, and closing it. */
export interface LiveSocket {
  messages: LiveMessage[];
  waitFor(pred: (m: LiveMessage) => boolean, ms?: number): Promise<LiveMessage>;
  close(): void;
}

/**
 * Starts a core with lectures and live-class (and `plugins`, such as the workspace for the code
 * tab) and the school of {@link LiveFixture} (`config`: the core's overrides).
 */
export async function startLiveFixture(
  learnerCount = 6,
  config: NonNullable<Parameters<typeof startTestCore>[0]>['config'] = {},
  plugins: string[] = [],
): Promise<LiveFixture> {
  const app = await startTestCore({ plugins: ['lectures', ...plugins, 'live-class'], config });
  const learners = Array.from({ length: learnerCount }, (_, i) => `learner${i + 1}`);
  const school = await app.createChannelWithMembers({
    slug: 'live-school',
    members: {
      teach: { role: 'teacher', name: '김수아' },
      'other.teacher': 'teacher',
      boss: 'admin',
      outsider: 'student',
      ...Object.fromEntries(
        learners.map((id, i) => [id, { role: 'student' as const, name: `학생${i + 1}` }]),
      ),
    },
  });
  const far = await app.createChannelWithMembers({
    slug: 'live-far',
    members: { 'far.admin': 'admin', 'far.teach': 'teacher' },
  });
  const makeLecture = async (channel: TestChannel, owner: string) => {
    const teacher = await channel.login(owner);
    const created = await teacher.post('/api/lecture', {
      subject: '정보 수업: 파이썬 기초',
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
  return {
    app,
    school,
    far,
    lecture,
    farLecture,
    learners,
    async as(userId, options = {}) {
      return (options.far ? far : school).login(userId, { locale: options.locale ?? 'ko' });
    },
    async meeting(settings = {}, options = {}) {
      const res = await teacher.post('/api/live', {
        name: '파이썬 실시간 수업',
        lectureIndex: lecture,
        startAt: new Date().toISOString(),
        ...settings,
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      const index = res.body.data.index as number;
      if (options.start) {
        const started = await teacher.post(`/api/live/${index}/start`);
        if (started.status !== 200) throw new Error(JSON.stringify(started.body));
      }
      return index;
    },
    async socket(client, meetingIndex, options = {}) {
      const ws = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, {
        headers: {
          cookie: `sd_sid=${client.cookie('sd_sid')}`,
          host: `${options.far ? far.host : school.host}:${app.port}`,
        },
      } as never);
      const messages: LiveMessage[] = [];
      ws.addEventListener('message', (e) => messages.push(JSON.parse(String(e.data)) as LiveMessage));
      await new Promise((resolve) => ws.addEventListener('open', resolve));
      const topic = options.topic ?? `live:${meetingIndex}`;
      ws.send(JSON.stringify({ type: 'subscribe', topic }));
      const socket: LiveSocket = {
        messages,
        async waitFor(pred, ms = 5000) {
          for (
            const start = Date.now();
            Date.now() - start < ms;
            await new Promise((r) => setTimeout(r, 10))
          ) {
            const hit = messages.find(pred);
            if (hit) return hit;
          }
          throw new Error(`timed out; got ${JSON.stringify(messages)}`);
        },
        close: () => ws.close(),
      };
      // Events published before core has taken the subscription would be missed: wait for its
      // answer (subscribed, or the refusal a test may be checking).
      await socket.waitFor((m) => m.topic === topic && (m.type === 'subscribed' || m.type === 'error'));
      return socket;
    },
  };
}
