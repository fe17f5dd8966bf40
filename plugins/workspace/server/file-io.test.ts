/**
 * File-based programming tasks (§3 input_file / output_file): the names are checked with a
 * message in the author's language, learners are told which files to use, and every judge job
 * of the quiz (run, test, submit, reference-answer validation) carries them.
 */
import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { JudgeJob } from '@seodang/judge/protocol';
import { programmingJob, programmingSchema } from '../quiz-types/programming.ts';
import { customQuizType, customSchema } from '../quiz-types/custom.ts';

let app: TestCore;
let school: TestChannel;

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace'] });
  school = await app.createChannelWithMembers({
    slug: 'fileio',
    members: { teach: 'teacher', alice: 'student' },
  });
});
test.after.always(async () => {
  await app?.stop();
});

const as = (userId: string, locale = 'ko') => school.login(userId, { locale });
const definition = {
  language: ['python3'],
  inputset: ['3 4\n'],
  outputset: ['7\n'],
  testcase_type: ['open'],
  input_file: 'sum.in',
  output_file: 'sum.out',
};
const body = (d: object) => ({
  type: 'programming',
  status: 1,
  common: { title: '합', contents: '두 수의 합' },
  definition: d,
});

test.serial(
  "a file name with a folder or a leading dot is refused in the author's language and nothing is stored",
  async (t) => {
    for (const [locale, bad, text] of [
      ['ko', '../etc/passwd', '입력/출력 파일 이름은 폴더 없이'],
      ['en', 'data/in.txt', 'Input and output file names may only use letters'],
      ['ja', '.hidden', '入力・出力ファイル名は'],
    ] as const) {
      const teach = await as('teach', locale);
      const r = await teach.post('/api/workspace/quizzes', body({ ...definition, output_file: bad }));
      t.is(r.status, 400);
      t.is(r.body.err.code, 'invalid_definition');
      t.true(r.body.err.message.startsWith(text), r.body.err.message);
    }
    const list = await (await as('teach')).get('/api/workspace/quizzes');
    t.is(list.body.data.list.length, 0, 'no quiz was created');
  },
);

test('learners see which files the program reads and writes; authors get them back under the spec names', async (t) => {
  const teach = await as('teach');
  const created = await teach.post('/api/workspace/quizzes', body(definition));
  t.is(created.status, 201);
  t.is(created.body.data.definition.input_file, 'sum.in');
  t.is(created.body.data.definition.output_file, 'sum.out');
  const view = (await (await as('alice')).get(`/api/workspace/quizzes/${created.body.data.index}`)).body.data
    .definition;
  t.is(view.input_file, 'sum.in');
  t.is(view.output_file, 'sum.out');
  const plain = await teach.post(
    '/api/workspace/quizzes',
    body({ ...definition, input_file: undefined, output_file: ' ' }),
  );
  t.is(plain.body.data.definition.input_file, '', 'no name: standard input');
  t.is(plain.body.data.definition.output_file, '', 'blank trims to standard output');
});

test('every judge job of a file-based quiz names the files, and the judge protocol accepts it', (t) => {
  const d = programmingSchema.parse({ ...definition, answer_code: 'x' });
  const answer = { language: 'python3', files: [{ name: 'main.py', content: 'pass' }] };
  for (const purpose of [
    { mode: 'run', stdin: '1 2\n' },
    { mode: 'test' },
    { mode: 'submit' },
    { mode: 'validate' },
  ] as const) {
    const job = programmingJob(d, answer, purpose) as Record<string, unknown>;
    t.is(job.inputFile, 'sum.in', purpose.mode);
    t.is(job.outputFile, 'sum.out', purpose.mode);
    t.true(JudgeJob.safeParse({ ...job, protocolVersion: 1, submissionId: 's1' }).success, purpose.mode);
  }
  const streams = programmingJob(
    programmingSchema.parse({ ...definition, input_file: '', output_file: '' }),
    answer,
    { mode: 'submit' },
  ) as Record<string, unknown>;
  t.false('inputFile' in streams);
  t.false('outputFile' in streams);
});

test("compiler and run options: refused flags get a message in the author's language; jobs carry argv arrays per language", async (t) => {
  const teach = await as('teach', 'en');
  const bad = await teach.post(
    '/api/workspace/quizzes',
    body({ ...definition, language: ['c', 'python3'], compiler_option: '-O2 -fplugin=/tmp/x.so' }),
  );
  t.is(bad.status, 400);
  t.true(
    bad.body.err.message.startsWith('A compiler option is not accepted by the languages of this quiz.'),
    bad.body.err.message,
  );
  const pyOnly = await teach.post('/api/workspace/quizzes', body({ ...definition, build_option: '-O2' }));
  t.is(pyOnly.status, 400, 'a flag no language of the quiz takes is refused');

  const d = programmingSchema.parse({
    ...definition,
    language: ['c', 'python3'],
    build_option: '-O2',
    compiler_option: '-DLOCAL -std=c11',
    run_option: 'a $(id)',
    answer_compiler_option: '-DREFERENCE',
  });
  const job = (language: string, purpose: Parameters<typeof programmingJob>[2]) =>
    programmingJob(d, { language, files: [{ name: 'main', content: '' }] }, purpose) as Record<
      string,
      unknown
    >;
  t.deepEqual(job('c', { mode: 'submit' }).compileFlags, ['-O2', '-DLOCAL', '-std=c11']);
  t.deepEqual(job('c', { mode: 'submit' }).programArgs, ['a', '$(id)']);
  t.false('compileFlags' in job('python3', { mode: 'submit' }), 'Python gets no compiler flags');
  t.deepEqual(job('python3', { mode: 'run', stdin: '' }).programArgs, ['a', '$(id)']);
  t.deepEqual(
    job('c', { mode: 'validate' }).compileFlags,
    ['-O2', '-DREFERENCE'],
    'the answer_* option replaces its own for validation',
  );
  for (const language of ['c', 'python3']) {
    t.true(
      JudgeJob.safeParse({ ...job(language, { mode: 'submit' }), protocolVersion: 1, submissionId: 's' })
        .success,
      language,
    );
  }
});

test("a custom grader's job asks the judge for no time or memory (its program only carries the answer)", (t) => {
  const d = customSchema.parse({ grader: 'function check() { return true; }' });
  const job =
    customQuizType.grading.kind === 'judge'
      ? customQuizType.grading.job(d, { text: 'x' }, { mode: 'submit' })
      : null;
  t.is(job?.reportUsage, false);
  t.true(JudgeJob.safeParse({ ...job, protocolVersion: 1, submissionId: 's' }).success);
});
