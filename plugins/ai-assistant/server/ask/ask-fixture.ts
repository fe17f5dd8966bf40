import { randomUUID } from 'node:crypto';
import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { request } from 'node:http';
import {
  fakeAiConfig,
  startOpenAiFake,
  type FakeModelServer,
  type OpenAiFakeOptions,
} from '../../testing/index.ts';
import { currentPolicyVersion } from '../policy.ts';

/** What a question must never carry to a model: the quiz's answers, hidden tests and people. */
export const secrets = {
  answerCode: 'print(sum(range(1, 11)))  # REFERENCE_ANSWER_7731',
  hiddenInput: 'HIDDEN_INPUT_5512',
  hiddenOutput: 'HIDDEN_OUTPUT_9907',
  learnerName: '정하준비밀',
  learnerEmail: 'hajun.secret@example.com',
} as const;

/** The learner's own code: a loop off by one. */
export const learnerCode = 'n = 10\ntotal = 0\nfor i in range(n):\n    total += i\nprint(total)\n';

/** A channel with the assistant on, a Python tutorial lesson with a quiz, a learner's failing work. */
export interface AskWorld extends AskCore {
  fake: FakeModelServer;
}

/** The same world in front of a model served elsewhere (the bench's fake in a worker thread). */
export interface AskCore {
  app: TestCore;
  school: TestChannel;
  segment: string;
  lectureIndex: number;
  lessonIndex: number;
  quizIndex: number;
  learner: TestClient;
  teacher: TestClient;
  /** Another enrolled learner with the same failing work (each learner may ask 6 times a minute). */
  addLearner(login: string): Promise<TestClient>;
  stop(): Promise<void>;
}

/** Boots core with lectures, workspace and the assistant against the OpenAI fake. */
export async function startAskWorld(
  options: { sufficiencyCheck?: boolean; usageLimit?: number; fake?: OpenAiFakeOptions } = {},
): Promise<AskWorld> {
  const fake = await startOpenAiFake(options.fake);
  const world = await startAskCore({ ...options, modelUrl: fake.url });
  return {
    ...world,
    fake,
    async stop() {
      await world.stop();
      await fake.close();
    },
  };
}

/** Boots core with lectures, workspace and the assistant against an OpenAI-compatible model at `modelUrl`. */
export async function startAskCore(options: {
  modelUrl: string;
  sufficiencyCheck?: boolean;
  usageLimit?: number;
}): Promise<AskCore> {
  const usageLimit = options.usageLimit ?? 3;
  const segment = 'seodang-ai';
  const app = await startTestCore({
    plugins: ['lectures', 'workspace', 'ai-assistant'],
    config: {
      ai: fakeAiConfig(
        { url: options.modelUrl },
        {
          segment,
          defaultUsageLimit: usageLimit,
          retentionDays: 30,
          sufficiencyCheck: options.sufficiencyCheck ?? true,
        },
      ),
    },
  });
  const school = await app.createChannelWithMembers({
    slug: 'school',
    members: {
      teach: 'teacher',
      hajun: { role: 'student', name: secrets.learnerName },
      boss: 'admin',
    },
  });
  const db = app.core.db;
  await db('users').where({ id: school.ids.hajun }).update({ email: secrets.learnerEmail });
  await db('channel_services').insert({ channel_id: school.id, service: 'AI_ASSISTANT', enabled: true });
  const [lecture] = await db('lectures')
    .insert({
      channel_id: school.id,
      owner_id: school.ids.teach,
      subject: '파이썬 기초',
      slug: `python-${randomUUID().slice(0, 8)}`,
      contents: '',
      is_published: true,
    })
    .returning('id');
  const lectureIndex = Number(lecture.id);
  const [lesson] = await db('lecture_lessons')
    .insert({
      lecture_id: lectureIndex,
      position: 1,
      title: '반복문',
      type: 'tutorial',
      quiz_language: 'python3',
    })
    .returning('id');
  const lessonIndex = Number(lesson.id);
  const [quiz] = await db('workspace_quizzes')
    .insert({
      channel_id: school.id,
      author_id: school.ids.teach,
      lecture_index: lectureIndex,
      lesson_index: lessonIndex,
      lesson_order: 0,
      type: 'programming',
      title: '1부터 10까지의 합',
      status: 1,
      common: JSON.stringify({ title: '1부터 10까지의 합', contents: '1부터 10까지 더한 값을 출력하세요.' }),
      definition: JSON.stringify({
        language: ['python3'],
        source: { python3: [{ name: 'main.py', content: '', locked: [] }] },
        inputset: ['', secrets.hiddenInput],
        outputset: ['55', secrets.hiddenOutput],
        regexset: [null, null],
        scoreset: [50, 50],
        testcase_type: ['open', 'hidden'],
        answer_code: secrets.answerCode,
        answer_language: 'python3',
      }),
    })
    .returning('id');
  const quizIndex = Number(quiz.id);
  await db('ai_channel_settings').insert({
    channel_id: school.id,
    settings: JSON.stringify({
      active: true,
      contentQuestion: { chatActive: true, qnaActive: true },
      codeSolution: { active: true },
      codeExplanation: { active: true },
      usageLimit,
      blockedLanguages: [],
      defaultGuardrail: 'hints',
    }),
  });
  await db('ai_policy_acceptances').insert({
    user_id: school.ids.teach,
    policy_version: currentPolicyVersion,
  });
  /** An enrolled learner with the failing work, who accepted the notice, signed in. */
  const addLearner = async (login: string): Promise<TestClient> => {
    const userId = school.ids[login] ?? (await app.createUser({ userId: login }));
    if (!school.ids[login]) {
      await app.addMember(school.id, userId, 'student');
      school.ids[login] = userId;
    }
    await db('lecture_enrolments').insert({
      lecture_id: lectureIndex,
      user_id: userId,
      state: 'joined',
      joined_at: new Date(),
    });
    const answer = { language: 'python3', files: [{ name: 'main.py', content: learnerCode }] };
    await db('workspace_answers').insert({
      quiz_id: quizIndex,
      user_id: userId,
      version: 1,
      answer: JSON.stringify(answer),
    });
    await db('workspace_submissions').insert({
      quiz_id: quizIndex,
      user_id: userId,
      kind: 'submit',
      answer: JSON.stringify(answer),
      status: 'done',
      outcome: 'WRONG',
      score: 0,
      max_score: 100,
      result: JSON.stringify({
        tests: [
          {
            name: '1',
            verdict: 'WRONG',
            input: { text: '' },
            expected: { text: '55' },
            stdout: { text: '45' },
          },
          {
            name: '2',
            verdict: 'WRONG',
            hidden: true,
            input: { text: secrets.hiddenInput },
            expected: { text: secrets.hiddenOutput },
          },
        ],
      }),
    });
    await db('ai_policy_acceptances').insert({ user_id: userId, policy_version: currentPolicyVersion });
    return school.login(login);
  };
  const learner = await addLearner('hajun');
  const teacher = await school.login('teach');
  return {
    app,
    school,
    segment,
    lectureIndex,
    lessonIndex,
    quizIndex,
    learner,
    teacher,
    addLearner,
    async stop() {
      await app.stop();
    },
  };
}

/** The world's lecture settings: every feature on, 3 questions a day, under `hints` unless patched. */
export const worldLectureSettings = (patch: Record<string, unknown> = {}) => ({
  enabled: true,
  guardrail: 'hints',
  contentQuestion: { chatActive: true, qnaActive: true },
  codeSolution: { active: true },
  codeExplanation: { active: true },
  usageLimit: 3,
  ...patch,
});

/** Saves the world's lecture settings as its owner does in Manage Lecture (through `client`, else the owner's). */
export async function saveLectureSettings(
  world: AskCore,
  settings: ReturnType<typeof worldLectureSettings>,
  client: TestClient = world.teacher,
): Promise<void> {
  const saved = await client.put(`/api/${world.segment}/lectures/${world.lectureIndex}/settings`, settings);
  if (saved.status !== 200) throw new Error(`${saved.status} ${JSON.stringify(saved.body)}`);
}

/** One parsed event of a Server-Sent Events body. */
export interface ParsedEvent {
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each event has its own shape
}

/** Splits an SSE body into its events (comments dropped). */
export function parseEvents(body: string): ParsedEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine.slice('event: '.length), data: JSON.parse(dataLine.slice('data: '.length)) };
    });
}

/** A streamed request read as it arrives, which the caller may abort (the panel's Stop). */
export function openStream(
  client: TestClient,
  path: string,
  body: unknown,
): { firstDelta: Promise<void>; done: Promise<string>; abort(): void } {
  const url = new URL(path, client.baseUrl);
  const payload = JSON.stringify(body);
  let text = '';
  let onDelta!: () => void;
  const firstDelta = new Promise<void>((resolve) => (onDelta = resolve));
  let abort!: () => void;
  const done = new Promise<string>((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          host: client.host ?? url.host,
          cookie: `sd_sid=${client.cookie('sd_sid')}; sd_csrf=${client.cookie('sd_csrf')}`,
          'x-csrf-token': client.cookie('sd_csrf') ?? '',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      },
      (res) => {
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('event: delta')) onDelta();
        });
        res.on('end', () => resolve(text));
        res.on('error', () => resolve(text));
        res.on('close', () => resolve(text));
      },
    );
    req.on('error', () => resolve(text));
    abort = () => req.destroy();
    req.end(payload);
  });
  return { firstDelta, done, abort };
}
