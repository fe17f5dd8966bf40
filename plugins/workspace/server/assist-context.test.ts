/**
 * `workspace.assist-context`: a lesson's quiz as the learner sees it, their saved code and their
 * latest run or submission as `presentSubmission` shows it to them. Nothing hidden leaks: no
 * reference answer, no hidden test's input or output, nobody else's work.
 */
import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { assistContextRef } from '../common/assist-context.ts';
import { programmingQuizType } from '../quiz-types/index.ts';
import { lineOf } from './assist-context.ts';

let app: TestCore;
let school: TestChannel;
let lecture: number;
let lesson: number;
let otherLesson: number;
let quiz: number;

const secretAnswer = 'print(sum(range(1, int(input()) + 1)))  # SECRET-REFERENCE';
const hiddenInput = '987654\n';
const hiddenOutput = '487730679485\n';

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures', 'workspace'] });
  school = await app.createChannelWithMembers({
    slug: 'assist',
    members: { 'as.teacher': 'teacher', 'as.learner': 'student', 'as.peer': 'student' },
  });
  const teacher = await school.login('as.teacher');
  lecture = (
    await teacher.post('/api/lecture', {
      subject: '파이썬',
      description: '',
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'algorithm',
      tags: [],
    })
  ).body.data.sequence;
  const lessonOf = async (title: string) =>
    (await teacher.post(`/api/lecture/${lecture}/lessons`, { title, type: 'quiz', quizLanguage: 'python3' }))
      .body.data.index as number;
  lesson = await lessonOf('반복문 퀴즈');
  otherLesson = await lessonOf('다른 퀴즈');
  const definition = programmingQuizType.schema.parse({
    language: ['python3'],
    source: { python3: [{ name: 'main.py', content: 'n = int(input())\n', locked: [] }] },
    inputset: ['10\n', hiddenInput],
    outputset: ['55\n', hiddenOutput],
    regexset: [null, null],
    scoreset: [50, 50],
    testcase_type: ['open', 'hidden'],
    answer_code: secretAnswer,
    answer_language: 'python3',
  });
  [{ id: quiz }] = await app.core
    .db('workspace_quizzes')
    .insert({
      channel_id: school.id,
      author_id: school.ids['as.teacher'],
      lecture_index: lecture,
      lesson_index: lesson,
      type: 'programming',
      title: '1부터 N까지의 합',
      status: 1,
      common: JSON.stringify({ title: '1부터 N까지의 합', contents: '정수 `N`의 **합**을 출력하세요.' }),
      definition: JSON.stringify(definition),
    })
    .returning('id');
  const learnerCode = 'n = int(input())\nprint(totl)\n';
  await app.core.db('workspace_answers').insert({
    quiz_id: quiz,
    user_id: school.ids['as.learner'],
    version: 3,
    answer: JSON.stringify({ language: 'python3', files: [{ name: 'main.py', content: learnerCode }] }),
  });
  const traceback =
    'Traceback (most recent call last):\n  File "main.py", line 2, in <module>\nNameError: name \'totl\'';
  await app.core.db('workspace_submissions').insert([
    {
      quiz_id: quiz,
      user_id: school.ids['as.learner'],
      kind: 'submit',
      answer: JSON.stringify({ language: 'python3', files: [{ name: 'main.py', content: learnerCode }] }),
      status: 'done',
      outcome: 'RUNTIME_ERROR',
      score: 0,
      max_score: 100,
      result: JSON.stringify({
        compile: { ok: true, output: '', timeMs: 1, cached: false },
        tests: [
          {
            name: '1',
            verdict: 'RUNTIME_ERROR',
            score: 0,
            maxScore: 50,
            hidden: false,
            input: { text: '10\n', truncated: false },
            expected: { text: '55\n', truncated: false },
            stdout: { text: '', truncated: false },
            stderr: { text: traceback, truncated: false },
          },
          // A hidden test as a careless grader might store it: the presenter keeps name and verdict only.
          {
            name: '2',
            verdict: 'RUNTIME_ERROR',
            score: 0,
            maxScore: 50,
            hidden: true,
            input: { text: hiddenInput, truncated: false },
            expected: { text: hiddenOutput, truncated: false },
            stderr: { text: `hidden ${hiddenOutput}`, truncated: false },
          },
        ],
      }),
      finished_at: new Date(),
    },
    {
      quiz_id: quiz,
      user_id: school.ids['as.peer'],
      kind: 'submit',
      answer: JSON.stringify({ language: 'python3', files: [{ name: 'main.py', content: 'PEER-CODE' }] }),
      status: 'done',
      outcome: 'RIGHT',
      score: 100,
      max_score: 100,
      result: JSON.stringify({ tests: [] }),
      finished_at: new Date(),
    },
  ]);
});
test.after.always(async () => {
  await app?.stop();
});

const assist = () => app.core.service(assistContextRef);
const learner = () => ({ userId: school.ids['as.learner'], channelId: school.id });

test("the learner's quiz, code and verdict, with the line the traceback names", async (t) => {
  const ctx = await assist().of(learner(), { lectureIndex: lecture, lessonIndex: lesson, quizIndex: quiz });
  t.like(ctx, {
    quizIndex: quiz,
    title: '1부터 N까지의 합',
    statement: '정수 N의 합을 출력하세요.',
    language: 'python3',
    quizType: 'programming',
    examMode: false,
    code: 'n = int(input())\nprint(totl)\n',
    lastResult: { kind: 'submission', verdict: 'RUNTIME_ERROR', line: 2, shownPassed: 0, shownTotal: 1 },
  });
  t.deepEqual(ctx?.shownTests, [{ name: '#1', input: '10\n', expected: '55\n' }]);
  t.true(ctx!.lastResult!.summary.includes("NameError: name 'totl'"));
  t.true(ctx!.lastResult!.summary.includes('Hidden test 2: RUNTIME_ERROR'));
});

test('a learner who submitted without saving is helped with the submitted code', async (t) => {
  const ctx = await assist().of(
    { userId: school.ids['as.peer'], channelId: school.id },
    { lectureIndex: lecture, lessonIndex: lesson, quizIndex: quiz },
  );
  t.like(ctx, { code: 'PEER-CODE', lastResult: { kind: 'submission', verdict: 'RIGHT' } });
});

test('no hidden data leaks: reference answer, hidden input and output, another learner’s code', async (t) => {
  const ctx = await assist().of(learner(), { lectureIndex: lecture, lessonIndex: lesson, quizIndex: quiz });
  const all = JSON.stringify(ctx);
  t.false(all.includes('SECRET-REFERENCE'));
  t.false(all.includes('987654'));
  t.false(all.includes('487730679485'));
  t.false(all.includes('PEER-CODE'));
  t.false(all.includes('answer_code'));
});

test('a quiz of another lesson, another channel or a missing one is null', async (t) => {
  t.is(
    await assist().of(learner(), { lectureIndex: lecture, lessonIndex: otherLesson, quizIndex: quiz }),
    null,
  );
  t.is(
    await assist().of(
      { ...learner(), channelId: null },
      { lectureIndex: lecture, lessonIndex: lesson, quizIndex: quiz },
    ),
    null,
  );
  t.is(
    await assist().of(learner(), { lectureIndex: lecture, lessonIndex: lesson, quizIndex: 999_999 }),
    null,
  );
  const peerSubmission = await app.core
    .db('workspace_submissions')
    .where({ user_id: school.ids['as.peer'] })
    .first('id');
  t.is(
    await assist().of(learner(), {
      lectureIndex: lecture,
      lessonIndex: lesson,
      quizIndex: quiz,
      submissionIndex: Number(peerSubmission.id),
    }),
    null,
    'another learner’s submission',
  );
});

test('the line an output names', (t) => {
  t.is(lineOf('  File "main.py", line 7, in <module>'), 7);
  t.is(lineOf("main.c:12:5: error: expected ';'"), 12);
  t.is(lineOf('Main.java:3: error: cannot find symbol'), 3);
  t.is(lineOf('Wrong answer'), null);
});
