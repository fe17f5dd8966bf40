/**
 * The contract a quiz type meets with the workspace, as the SDK README tells it, walked through with
 * the README's own sample type (`sdk/samples/hello/common/blanks-quiz.ts`) from an inline plugin:
 * the editor's create and update bodies, the learner view, `grade` and its outcomes (PARTIAL with
 * partial credit), the submission's fields, the history paths and the zip of `files(answer)`.
 */
import test from 'ava';
import { strFromU8, unzipSync } from 'fflate';
import { z } from 'zod';
import { definePlugin } from '@seodang/sdk';
import { defineQuizType } from '@seodang/sdk/common';
import { workspaceMessages } from '@seodang/plugin-workspace/common';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { blanksQuizType } from '../../sdk/samples/hello/common/blanks-quiz.ts';

// A type whose grader throws: the submission must answer an error and leave nothing pending.
const brokenQuizType = defineQuizType<{ score: number }, { value: string }>({
  id: 'hello-broken',
  label: { ko: '고장 난 채점', en: 'Broken grader', ja: '壊れた採点' },
  schema: z.object({ score: z.number().int().min(0).max(10).default(1) }),
  answerSchema: z.object({ value: z.string().max(10) }),
  learnerView: (d) => d,
  grading: {
    kind: 'auto',
    grade: () => {
      throw new Error('grader bug');
    },
  },
});

let app: TestCore;
let school: TestChannel;

const blanks = {
  manifest: { id: 'hello-blanks', apiVersion: 1 as const, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'hello-blanks',
    register(env) {
      env.quizType(blanksQuizType);
      env.quizType(brokenQuizType);
    },
  }),
};

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', blanks] });
  school = await app.createChannelWithMembers({
    slug: 'blanks',
    members: { teach: 'teacher', kim: 'student' },
  });
});
test.after.always(async () => {
  await app?.stop();
});

const definition = { sentence: '___ is the capital of ___.', answers: ['Seoul', 'Korea'] };
const save = (patch: Record<string, unknown> = {}) => ({
  type: 'hello-blanks',
  status: 1,
  common: { title: 'Capitals', contents: 'Fill in the blanks.' },
  definition,
  lectureIndex: null,
  lessonIndex: null,
  ...patch,
});

test.serial(
  'the editor creates and updates with the save body; learners get only the learner view',
  async (t) => {
    const teach = await school.login('teach', { locale: 'en' });
    const created = await teach.post('/api/workspace/quizzes', save());
    t.is(created.status, 201, JSON.stringify(created.body));
    const quiz = created.body.data;
    t.like(quiz, { type: 'hello-blanks', title: 'Capitals', status: 1, canEdit: true, handGraded: false });
    t.deepEqual(quiz.definition, { ...definition, score: 4 }, 'stored as the schema parsed it (defaults in)');
    const updated = await teach.put(
      `/api/workspace/quizzes/${quiz.index}`,
      save({ definition: { ...definition, score: 8 } }),
    );
    t.is(updated.status, 200);
    t.is(updated.body.data.definition.score, 8);
    const refused = await teach.post('/api/workspace/quizzes', save({ definition: { sentence: '___' } }));
    t.is(refused.status, 400);
    t.is(refused.body.err.code, 'invalid_definition');
    t.regex(refused.body.err.message, /answers/);
    t.is(
      (await teach.post('/api/workspace/quizzes', save({ type: 'no-such-type' }))).body.err.code,
      'unknown_quiz_type',
    );
    const kim = await school.login('kim');
    t.is((await kim.post('/api/workspace/quizzes', save())).status, 403, 'learners do not author');
    const seen = await kim.get(`/api/workspace/quizzes/${quiz.index}`);
    t.deepEqual(seen.body.data.definition, { sentence: definition.sentence, blanks: 2, score: 8 });
    t.false(seen.body.data.canEdit);
  },
);

test.serial(
  'grade: a submission is RIGHT, PARTIAL or WRONG with its points, details and feedback',
  async (t) => {
    const teach = await school.login('teach');
    const index = (await teach.post('/api/workspace/quizzes', save())).body.data.index;
    const kim = await school.login('kim', { locale: 'en' });
    const submit = async (answer: string[]) => {
      const res = await kim.post(`/api/workspace/quizzes/${index}/submit`, { answer: { blanks: answer } });
      t.is(res.status, 201, 'graded in-process: done at once');
      return res.body.data;
    };
    const half = await submit(['seoul', 'Japan']);
    t.like(half, {
      kind: 'submit',
      status: 'done',
      outcome: 'PARTIAL',
      message: workspaceMessages.en['workspace.outcome.PARTIAL'], // in the learner's language
      score: 2,
      maxScore: 4,
      feedback: '1 / 2',
      answer: { blanks: ['seoul', 'Japan'] },
      tests: [],
    });
    t.deepEqual(half.details, [
      { name: '1', correct: true, score: 2 },
      { name: '2', correct: false, score: 0 },
    ]);
    t.like(await submit(['Seoul', 'Korea']), { outcome: 'RIGHT', score: 4 });
    t.like(await submit(['Tokyo']), { outcome: 'WRONG', score: 0 });
    t.is(
      (await kim.post(`/api/workspace/quizzes/${index}/submit`, { answer: { blanks: 'Seoul' } })).body.err
        .code,
      'invalid_answer',
    );

    // History: my submissions newest first; one by its index; authors see everyone's with names.
    const mine = (await kim.get(`/api/workspace/quizzes/${index}/submissions`)).body.data.list;
    t.deepEqual(
      mine.map((s: { outcome: string }) => s.outcome),
      ['WRONG', 'RIGHT', 'PARTIAL'],
    );
    const one = await kim.get(`/api/workspace/submissions/${half.index}`);
    t.like(one.body.data, { outcome: 'PARTIAL', score: 2 });
    const all = (await teach.get(`/api/workspace/quizzes/${index}/submissions?userId=${school.ids.kim}`)).body
      .data.list;
    t.is(all.length, 3);
    t.is(all[0].userName, 'kim');

    // files(answer): the zip of the latest submission, or of the best one.
    const zipOf = async (query: string) => {
      const res = await kim.request('GET', `/file/download_submitted_source?quizIndex=${index}${query}`);
      t.is(res.status, 200);
      t.regex(res.headers.get('content-disposition') ?? '', /Capitals\.zip/);
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
      return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
    };
    t.deepEqual(await zipOf(''), { 'answer.txt': 'Tokyo\n' });
    t.deepEqual(await zipOf('&needHighest=true'), { 'answer.txt': 'Seoul\nKorea\n' });
  },
);

test.serial('a grader that throws answers 500 and leaves no submission pending', async (t) => {
  const teach = await school.login('teach');
  const created = await teach.post(
    '/api/workspace/quizzes',
    save({ type: 'hello-broken', definition: { score: 1 } }),
  );
  t.is(created.status, 201, JSON.stringify(created.body));
  const index = created.body.data.index;
  const kim = await school.login('kim');
  const res = await kim.post(`/api/workspace/quizzes/${index}/submit`, { answer: { value: 'x' } });
  t.is(res.status, 500);
  t.is(
    Number((await app.core.db('workspace_submissions').where({ quiz_id: index }).count({ n: '*' }))[0].n),
    0,
  );
});

test.serial("the editor learns a type's grading, and whether it validates, from the server", async (t) => {
  const teach = await school.login('teach');
  t.like((await teach.get('/api/workspace/quiz-types/hello-blanks')).body.data, {
    grading: 'auto',
    validates: false,
  });
  t.like((await teach.get('/api/workspace/quiz-types/programming')).body.data, {
    grading: 'judge',
    validates: true,
  });
  // Built-in ids have underscores (multiple_choice): the editor asks for them too.
  t.like((await teach.get('/api/workspace/quiz-types/multiple_choice')).body.data, {
    grading: 'auto',
    validates: false,
  });
  const unknown = await teach.get('/api/workspace/quiz-types/no-such-type');
  t.is(unknown.status, 404);
  t.is(unknown.body.err.code, 'unknown_quiz_type');
});
