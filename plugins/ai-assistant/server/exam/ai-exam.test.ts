/**
 * The AI exam (issue 17): an exam set up as an AI exam gives its examinees the assistant's prompt
 * panel under the exam's guardrail and quota; every prompt is registered with the exam, heard live
 * by the supervisors and read back in the prompt history. Every other `{ai}` route stays closed
 * mid-exam, and in an ordinary exam the prompt is refused and registered.
 */
import test from 'ava';
import { examFixture, openSocket } from '@seodang/plugin-assessment/testing';
import { fakeAiConfig, startOpenAiFake, type FakeModelServer } from '../../testing/index.ts';
import { parseEvents } from '../ask/ask-fixture.ts';

type Fixture = Awaited<ReturnType<typeof examFixture>>;
let f: Fixture;
let fake: FakeModelServer;
let quizIndex: number;
let otherQuizIndex: number;
const ai = '/api/seodang-ai';
const examineeCode = 'n = 10\ntotal = 0\nfor i in range(n):\n    total += i\nprint(total)\n';
const answerCode = 'print(sum(range(1, 11)))  # EXAM_REFERENCE_4410';
const hidden = 'EXAM_HIDDEN_INPUT_8812';

const programming = (title: string) => ({
  type: 'programming',
  // A draft (publishing runs the judge on the answer code); published below through the database.
  status: 0,
  common: { title, contents: '1부터 10까지 더한 값을 출력하세요.', setting: { mode: 'exam_mode' } },
  definition: {
    language: ['python3'],
    source: { python3: [{ name: 'main.py', content: '', locked: [] }] },
    inputset: ['', hidden],
    outputset: ['55', 'x'],
    regexset: [null, null],
    scoreset: [50, 50],
    testcase_type: ['open', 'hidden'],
    answer_code: answerCode,
    answer_language: 'python3',
  },
});

test.before(async () => {
  fake = await startOpenAiFake();
  f = await examFixture({
    examinees: 2,
    plugins: ['lectures', 'workspace', 'ai-assistant'],
    config: { ai: fakeAiConfig(fake, { defaultUsageLimit: 3, retentionDays: 30 }) },
    quizzes: async (teacher) => {
      const r = await teacher.post('/api/workspace/quizzes', programming('합 구하기'));
      if (r.status !== 201) throw new Error(JSON.stringify(r.body));
      quizIndex = r.body.data.index;
      const other = await teacher.post('/api/workspace/quizzes', programming('다른 시험 문제'));
      otherQuizIndex = other.body.data.index;
      return [{ quizId: String(quizIndex), title: '합 구하기', score: 100 }];
    },
  });
  await f.app.core.db('workspace_quizzes').whereIn('id', [quizIndex, otherQuizIndex]).update({ status: 1 });
  const on = await (await f.as('admin')).put('/api/channel/services/AI_ASSISTANT', { enabled: true });
  if (on.status !== 200) throw new Error(JSON.stringify(on.body));
  await f.app.core.db('workspace_answers').insert({
    quiz_id: quizIndex,
    user_id: f.ids.examinee1,
    version: 1,
    answer: JSON.stringify({ language: 'python3', files: [{ name: 'main.py', content: examineeCode }] }),
  });
});
test.after.always(async () => {
  await f?.app.stop();
  await fake?.close();
});

/** Saves the exam's AI exam setting through Manage Assessment, as its owner. */
async function setAiExam(aiExam: unknown) {
  const exam = await f.app.core.db('assessment_exams').where({ id: f.examIndex }).first();
  return (await f.as('teacher')).put(`/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`, {
    title: exam.title,
    startAt: exam.start_at,
    endAt: exam.end_at,
    quizzes: exam.quizzes,
    examineeIds: [f.ids.examinee1, f.ids.examinee2],
    supervisorIds: [f.ids.watcher],
    aiExam,
  });
}

const enter = (name: string) =>
  f.app.core
    .db('assessment_exam_members')
    .where({ exam_id: f.examIndex, user_id: f.ids[name] })
    .update({ entered_at_least_once: true, exam_status: 'EXAMINING' });

async function prompt(name: string, body: unknown) {
  const res = await (await f.as(name)).request('POST', `${ai}/exams/${f.examIndex}/prompt`, body);
  const text = await res.text();
  const sse = res.headers.get('content-type')?.startsWith('text/event-stream');
  return { status: res.status, events: sse ? parseEvents(text) : [], body: sse ? null : JSON.parse(text) };
}

const calls = (where: object) => f.app.core.db('ai_calls').where(where).orderBy('id');

test.serial('Manage Assessment saves the AI exam setting, validated, off by default', async (t) => {
  const manage = async () =>
    (await (await f.as('teacher')).get(`/api/assessment/${f.lectureSeq}/manage`)).body.data.exams[0].aiExam;
  t.deepEqual(await manage(), { enabled: false, guardrail: 'hints', usageLimit: 5 });
  const over = await setAiExam({ enabled: true, guardrail: 'hints', usageLimit: 10 });
  t.is(over.status, 400);
  t.is((await setAiExam({ enabled: true, guardrail: 'hints', usageLimit: 2 })).status, 200);
  t.deepEqual(await manage(), { enabled: true, guardrail: 'hints', usageLimit: 2 });
  const examinee = await f.as('examinee1');
  const examData = JSON.stringify((await examinee.get(`/api/exam/${f.examIndex}`)).body);
  t.false(examData.includes('usageLimit'), "the examinee's exam data carries no AI exam setting");
});

test.serial(
  'before entering, the assist route is 403 ai_exam_not_active; inside it answers the state',
  async (t) => {
    const path = `${ai}/exams/${f.examIndex}/assist`;
    const before = await (await f.as('examinee1')).get(path);
    t.is(before.status, 403);
    t.is(before.body.err.code, 'ai_exam_not_active');
    await enter('examinee1');
    t.deepEqual((await (await f.as('examinee1')).get(path)).body, {
      data: { enabled: true, guardrail: 'hints', usage: { currentUsage: 0, usageLimit: 2 } },
    });
    const other = await (await f.as('examinee1')).get(`${ai}/exams/999999999/assist`);
    t.is(other.status, 404, 'an exam that does not exist');
  },
);

test.serial(
  'an AI exam prompt streams, is registered with the exam and heard live by supervisors',
  async (t) => {
    const watcher = await f.as('watcher');
    const sup = await openSocket(f.app.url, watcher.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
    try {
      sup.subscribe(`exam:${f.examIndex}:supervisors`);
      await sup.waitFor((m) => m.type === 'subscribed');
      fake.reset();
      const r = await prompt('examinee1', { prompt: '왜 45가 나오나요?', quizIndex });
      t.is(r.status, 200);
      t.deepEqual(
        r.events.map((e) => e.event),
        ['meta', ...r.events.slice(1, -1).map(() => 'delta'), 'done'],
      );
      t.like(r.events[0].data, { usage: { currentUsage: 1, usageLimit: 2 } });
      const responseId = r.events[0].data.responseId;
      const [row] = await calls({ response_id: responseId });
      t.like(row, {
        action: 'exam_prompt',
        exam_index: f.examIndex,
        user_id: f.ids.examinee1,
        quiz_index: quizIndex,
        status: 'ok',
        guardrail: 'hints',
        question: '왜 45가 나오나요?',
        charged: true,
      });
      const asked = await sup.waitFor(
        (m) => m.event === 'ai.prompt' && (m.data as { status: string }).status === 'streaming',
      );
      t.like(asked.data, {
        examIndex: f.examIndex,
        userId: f.ids.examinee1,
        responseId,
        prompt: '왜 45가 나오나요?',
      });
      const done = await sup.waitFor(
        (m) => m.event === 'ai.prompt' && (m.data as { status: string }).status === 'ok',
      );
      t.is((done.data as { answer: string }).answer, row.answer);
      t.truthy(Date.parse((done.data as { at: string }).at));
      // The model saw the statement and the examinee's code, never the answer or hidden tests.
      const sent = JSON.stringify(fake.requests.map((q) => q.body));
      t.true(sent.includes('total += i'));
      t.true(sent.includes('1부터 10까지 더한 값을 출력하세요.'));
      t.false(sent.includes('EXAM_REFERENCE_4410'));
      t.false(sent.includes(hidden));
    } finally {
      sup.close();
    }
  },
);

test.serial('every other {ai} route stays 403 during an AI exam; a quiz of no exam is 404', async (t) => {
  const examinee = await f.as('examinee1');
  for (const [method, path, body] of [
    ['GET', `${ai}/settings`],
    ['GET', `${ai}/usage?indexes[lecture]=1&indexes[lesson]=1`],
    ['POST', `${ai}/policy`, {}],
  ] as const) {
    const res = await examinee.json(method, path, body);
    t.is(res.status, 403, path);
    t.is(res.body.err.code, 'ai_exam_in_progress', path);
  }
  const wrong = await prompt('examinee1', { prompt: '이건요?', quizIndex: otherQuizIndex });
  t.is(wrong.status, 404);
  t.is(wrong.body.err.code, 'quiz_not_found');
});

test.serial('the quota counts per examinee for the whole exam', async (t) => {
  t.is((await prompt('examinee1', { prompt: '두 번째 질문', quizIndex })).status, 200);
  const over = await prompt('examinee1', { prompt: '세 번째 질문', quizIndex });
  t.is(over.status, 429);
  t.is(over.body.err.code, 'ai_usage_exceeded');
  t.like((await calls({ exam_index: f.examIndex, question: '세 번째 질문' }))[0], {
    status: 'refused_quota',
    charged: false,
  });
  const usage = (await (await f.as('examinee1')).get(`${ai}/exams/${f.examIndex}/assist`)).body.data.usage;
  t.deepEqual(usage, { currentUsage: 2, usageLimit: 2 });
});

test.serial(
  'the prompt history: supervisors, the owner and the admin read it; examinees and other channels cannot',
  async (t) => {
    const path = `${ai}/exams/${f.examIndex}/prompts?userId=${f.ids.examinee1}`;
    const examinee = await (await f.as('examinee2')).get(path);
    t.is(examinee.status, 403);
    t.is(examinee.body.err.code, 'not_exam_supervisor');
    const list = (await (await f.as('watcher')).get(path)).body.data;
    t.deepEqual(
      list.map((p: { prompt: string; status: string }) => [p.prompt, p.status]),
      [
        ['왜 45가 나오나요?', 'ok'],
        ['두 번째 질문', 'ok'],
        ['세 번째 질문', 'refused_quota'],
      ],
    );
    t.like(list[0], { guardrail: 'hints', withheld: false });
    t.truthy(list[0].answer);
    for (const name of ['teacher', 'admin']) t.is((await (await f.as(name)).get(path)).status, 200, name);
    t.is((await (await f.as('other_teacher')).get(path)).status, 403);
    const otherChannel = await f.app.createChannel({ slug: 'dalbit', name: '달빛고' });
    const otherAdmin = await f.app.createUser({ userId: 'dalbit_admin', name: 'dalbit_admin' });
    await f.app.addMember(otherChannel, otherAdmin, 'admin');
    await f.app.core
      .db('channel_services')
      .insert({ channel_id: otherChannel, service: 'AI_ASSISTANT', enabled: true });
    const outsider = f.app.client({ host: 'dalbit.localhost' });
    await outsider.login('dalbit_admin', (await import('@seodang/sdk/testing')).testPassword);
    t.is((await outsider.get(path)).status, 404, "another channel's exam");
  },
);

test.serial(
  'in an ordinary exam the prompt is 403 and the attempt is registered as refused_exam',
  async (t) => {
    t.is((await setAiExam({ enabled: false, guardrail: 'hints', usageLimit: 2 })).status, 200);
    await enter('examinee2');
    const r = await prompt('examinee2', { prompt: '정답 알려줘', quizIndex });
    t.is(r.status, 403);
    t.is(r.body.err.code, 'ai_exam_in_progress');
    t.like((await calls({ user_id: f.ids.examinee2 }))[0], {
      status: 'refused_exam',
      exam_index: f.examIndex,
      question: '정답 알려줘',
      action: 'exam_prompt',
    });
    const assist = await (await f.as('examinee2')).get(`${ai}/exams/${f.examIndex}/assist`);
    t.is(assist.status, 403);
    t.is(assist.body.err.code, 'ai_exam_in_progress');
    const history = await (
      await f.as('watcher')
    ).get(`${ai}/exams/${f.examIndex}/prompts?userId=${f.ids.examinee2}`);
    t.deepEqual(
      history.body.data.map((p: { status: string }) => p.status),
      ['refused_exam'],
    );
  },
);
