import { randomInt } from 'node:crypto';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

/** A realtime socket of a logged-in test client that collects every message. */
export interface TestSocket {
  messages: { type: string; topic?: string; code?: string; event?: string; data?: unknown }[];
  subscribe(topic: string): void;
  waitFor(
    pred: (m: TestSocket['messages'][number]) => boolean,
    ms?: number,
  ): Promise<TestSocket['messages'][number]>;
  close(): void;
}

/** Opens a WebSocket to `url` (a core instance) as the client with this session cookie, posing as the channel host. */
export async function openSocket(url: string, sid: string, host: string): Promise<TestSocket> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, {
    headers: { cookie: `sd_sid=${sid}`, host },
  } as never);
  const messages: TestSocket['messages'] = [];
  ws.addEventListener('message', (e) => messages.push(JSON.parse(String(e.data))));
  await new Promise((r) => ws.addEventListener('open', r));
  return {
    messages,
    subscribe: (topic) => ws.send(JSON.stringify({ type: 'subscribe', topic })),
    async waitFor(pred, ms = 5000) {
      const start = Date.now();
      for (;;) {
        const hit = messages.find(pred);
        if (hit) return hit;
        if (Date.now() - start > ms) throw new Error(`timed out; got ${JSON.stringify(messages.slice(-5))}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    close: () => ws.close(),
  };
}

/** A channel with a teacher (owner), a supervisor, an admin, examinees and an outsider member, and one running exam. */
export async function examFixture(
  options: {
    examinees?: number;
    startOffsetMin?: number;
    endOffsetMin?: number;
    /** Extra plugins (e.g. 'workspace'); `quizzes` builds the exam's quiz list once the teacher exists. */
    plugins?: string[];
    quizzes?: (
      teacher: ReturnType<TestCore['client']>,
    ) => Promise<{ quizId: string; title: string; score: number }[]>;
    /** Configuration for the extra plugins (e.g. the AI assistant's model). */
    config?: Record<string, unknown>;
  } = {},
) {
  const app: TestCore = await startTestCore({
    plugins: ['community', 'assessment', 'supervision', ...(options.plugins ?? [])],
    ...(options.config ? { config: options.config } : {}),
  });
  const channelId = await app.createChannel({ slug: 'hanbit', name: '한빛고' });
  const ids: Record<string, number> = {};
  const add = async (name: string, role: 'student' | 'teacher' | 'admin') => {
    ids[name] = await app.createUser({ userId: name, name });
    await app.addMember(channelId, ids[name], role);
  };
  await add('teacher', 'teacher');
  await add('other_teacher', 'teacher');
  await add('admin', 'admin');
  await add('watcher', 'student');
  await add('student_member', 'student');
  const examineeNames = Array.from({ length: options.examinees ?? 3 }, (_, i) => `examinee${i + 1}`);
  for (const n of examineeNames) await add(n, 'student');
  const host = 'hanbit.localhost';
  const as = async (
    userId: string,
    locale?: string,
    core: { client(o?: { host?: string; locale?: string }): ReturnType<TestCore['client']> } = app,
  ) => {
    const c = core.client({ host, locale });
    await c.login(userId, testPassword);
    return c;
  };
  const teacher = await as('teacher');
  const assessment = await teacher.post('/api/assessment', {
    title: '정보 수행평가',
    description: '파이썬 세 문제',
    registerOpen: new Date(Date.now() - 86_400_000).toISOString(),
    registerClose: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const lectureSeq = assessment.body.data.lectureSeq as number;
  // Janus rooms are numbered by exam, and one media server serves every test file running at
  // once: each database numbers its exams from a random point, so their rooms never meet.
  await app.core.db.raw("select setval(pg_get_serial_sequence('assessment_exams', 'id'), ?)", [
    randomInt(1_000, 1_000_000_000),
  ]);
  const exam = await teacher.post(`/api/assessment/${lectureSeq}/exam`, {
    title: '1차 시험',
    startAt: new Date(Date.now() + (options.startOffsetMin ?? -5) * 60_000).toISOString(),
    endAt: new Date(Date.now() + (options.endOffsetMin ?? 60) * 60_000).toISOString(),
    quizzes: options.quizzes
      ? await options.quizzes(teacher)
      : [
          { quizId: 'q1', title: '합', score: 40 },
          { quizId: 'q2', title: '곱', score: 60 },
        ],
    examineeIds: examineeNames.map((n) => ids[n]),
    supervisorIds: [ids.watcher],
  });
  return {
    app,
    channelId,
    ids,
    host,
    as,
    lectureSeq,
    examIndex: exam.body.data.index as number,
    examSequence: exam.body.data.sequence as number,
    examineeNames,
  };
}
