import type { SeedContext } from '@seodang/sdk';
import { multipleChoiceQuizType, programmingQuizType, sqlQuizType } from '../quiz-types/index.ts';
import { gradeTwoStudents, lessonQuizzes } from './seed-lesson-quizzes.ts';

const pythonSum = {
  language: ['python3'],
  source: {
    python3: [
      {
        name: 'main.py',
        content: '# 두 정수를 입력받아 합을 출력하세요.\na, b = map(int, input().split())\n',
        locked: [],
      },
    ],
  },
  inputset: ['1 2\n', '10 20\n', '-5 5\n', '123456 654321\n'],
  outputset: ['3\n', '30\n', '0\n', '777777\n'],
  regexset: [null, null, null, null],
  scoreset: [25, 25, 25, 25],
  testcase_type: ['open', 'open', 'hidden', 'hidden'],
  answer_code: 'a, b = map(int, input().split())\nprint(a + b)\n',
  answer_language: 'python3',
};

const choice = {
  choices: ['list', 'tuple', 'dict', 'set'],
  answers: [1],
  score: 1,
};

const common = (title: string, contents: string) => ({
  title,
  purpose: '',
  open: true,
  setting: { mode: 'submit_mode' },
  form: 'web',
  difficulty: 1,
  contents,
  classification: '',
  use_run_screen_example: false,
  authorship: '',
  contents_type: 'markdown',
  pdf_path: '',
  hideGradingResult: false,
});

/** Korean demo quizzes in the demo school channel, and the quizzes of every demo tutorial and quiz lesson. */
export async function seedWorkspace(ctx: SeedContext): Promise<void> {
  await seedPracticeQuizzes(ctx);
  await seedLessonQuizzes(ctx);
}

/** The channel's practice problems: Python (shown and hidden tests), multiple choice, SQL. */
async function seedPracticeQuizzes(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  if (await db('workspace_quizzes').where({ channel_id: channelId }).first('id')) return;
  const author = users['sua.teacher'] ?? null;
  await db('workspace_quizzes').insert([
    {
      channel_id: channelId,
      author_id: author,
      type: 'programming',
      title: '두 수의 합',
      status: 1,
      common: JSON.stringify(
        common(
          '두 수의 합',
          '두 정수 `a`와 `b`가 공백으로 구분되어 주어집니다. 두 수의 합을 출력하세요.\n\n```\n입력: 1 2\n출력: 3\n```',
        ),
      ),
      definition: JSON.stringify(programmingQuizType.schema.parse(pythonSum)),
    },
    {
      channel_id: channelId,
      author_id: author,
      type: 'multiple_choice',
      title: '변경할 수 없는 자료형',
      status: 1,
      common: JSON.stringify(
        common(
          '변경할 수 없는 자료형',
          '파이썬에서 한 번 만든 뒤 값을 바꿀 수 없는(immutable) 자료형은 무엇인가요?',
        ),
      ),
      definition: JSON.stringify(multipleChoiceQuizType.schema.parse(choice)),
    },
    // The SQL lesson's tutorial problem, practised in the channel too: one definition for both.
    {
      channel_id: channelId,
      author_id: author,
      type: gradeTwoStudents.type,
      title: gradeTwoStudents.title,
      status: 1,
      common: JSON.stringify(common(gradeTwoStudents.title, gradeTwoStudents.contents)),
      definition: JSON.stringify(sqlQuizType.schema.parse(gradeTwoStudents.definition)),
    },
  ]);
}

/** The quiz types a demo lesson quiz may have, with the schema its definition must pass. */
const lessonQuizTypes = {
  programming: programmingQuizType,
  multiple_choice: multipleChoiceQuizType,
  sql: sqlQuizType,
} as const;

/**
 * The quizzes of each demo tutorial and quiz lesson (seed-lesson-quizzes.ts, by lesson title),
 * written by the lecture's owner. The lectures plugin seeds first (workspace lists it as
 * optional); its lessons are read here once, for demo data only. Idempotent per lesson.
 */
async function seedLessonQuizzes(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  if (!(await db.schema.hasTable('lecture_lessons'))) return;
  const lessons: {
    id: number;
    lecture_id: number;
    title: string;
    channel_id: number | null;
    owner_id: number | null;
  }[] = await db('lecture_lessons as s')
    .join('lectures as l', 'l.id', 's.lecture_id')
    .whereIn('s.type', ['tutorial', 'quiz'])
    .select('s.id', 's.lecture_id', 's.title', 'l.channel_id', 'l.owner_id')
    .orderBy('s.id');
  for (const lesson of lessons) {
    const quizzes = lessonQuizzes[lesson.title];
    if (!quizzes) continue;
    const taken = await db('workspace_quizzes')
      .where({ lecture_index: lesson.lecture_id, lesson_index: lesson.id })
      .first('id');
    if (taken) continue;
    await db('workspace_quizzes').insert(
      quizzes.map((quiz, order) => ({
        channel_id: lesson.channel_id,
        author_id: lesson.owner_id,
        lecture_index: lesson.lecture_id,
        lesson_index: lesson.id,
        lesson_order: order,
        type: quiz.type,
        title: quiz.title,
        status: 1,
        common: JSON.stringify(common(quiz.title, quiz.contents)),
        definition: JSON.stringify(lessonQuizTypes[quiz.type].schema.parse(quiz.definition)),
      })),
    );
  }
}
