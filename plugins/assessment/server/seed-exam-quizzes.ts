import type { Knex } from 'knex';

/** The exam quiz reference an exam stores (`quizzes` of assessment_exams). */
export interface SeededQuizRef {
  quizId: string;
  title: string;
  score: number;
}

/** A Python stdin/stdout task graded by the judge, in the workspace's complete stored form. */
const python = (starter: string, tests: [string, string][], answer: string) => ({
  language: ['python3'],
  source: { python3: [{ name: 'main.py', content: starter, locked: [] }] },
  build_option: '',
  compiler_option: '',
  run_option: '',
  answer_build_option: '',
  answer_compiler_option: '',
  answer_run_option: '',
  input_file: '',
  output_file: '',
  run_time_limit: 2000,
  run_memory_limit: 256,
  inputset: tests.map(([input]) => input),
  outputset: tests.map(([, output]) => output),
  regexset: tests.map(() => null),
  scoreset: tests.map(() => 100 / tests.length),
  testcase_type: tests.map((_, i) => (i < 2 ? 'open' : 'hidden')),
  mark_trim: false,
  mark_line_trim: true,
  mark_all_trim: false,
  mark_delete_comma: false,
  mark_delete_period: false,
  mark_ignore_capital: false,
  showMarkOptions: false,
  show_tc_scoreset: true,
  answer_code: answer,
  answer_language: 'python3',
  use_language_option_validate: true,
  validate_time_limit: 2000,
  validate_memory_limit: 256,
  show_submit_res_usage: true,
  show_run_res_usage: true,
});

/** The demo exam's questions: two judged Python tasks and one objective question. */
const demoQuizzes = [
  {
    type: 'programming',
    title: '두 수의 합',
    score: 40,
    contents:
      '두 정수 `a`와 `b`가 공백으로 구분되어 주어집니다. 두 수의 합을 출력하세요.\n\n```\n입력: 1 2\n출력: 3\n```',
    definition: python(
      '# 두 정수를 입력받아 합을 출력하세요.\na, b = map(int, input().split())\n',
      [
        ['1 2\n', '3\n'],
        ['10 20\n', '30\n'],
        ['-5 5\n', '0\n'],
        ['123456 654321\n', '777777\n'],
      ],
      'a, b = map(int, input().split())\nprint(a + b)\n',
    ),
  },
  {
    type: 'programming',
    title: '문자열 뒤집기',
    score: 40,
    contents:
      '한 줄의 문자열이 주어집니다. 문자열을 거꾸로 뒤집어 출력하세요.\n\n```\n입력: hello\n출력: olleh\n```',
    definition: python(
      '# 문자열을 입력받아 거꾸로 출력하세요.\ns = input()\n',
      [
        ['hello\n', 'olleh\n'],
        ['서당\n', '당서\n'],
        ['a\n', 'a\n'],
        ['racecar\n', 'racecar\n'],
      ],
      's = input()\nprint(s[::-1])\n',
    ),
  },
  {
    type: 'multiple_choice',
    title: '변경할 수 없는 자료형',
    score: 20,
    contents: '파이썬에서 한 번 만든 뒤 값을 바꿀 수 없는(immutable) 자료형은 무엇인가요?',
    definition: { choices: ['list', 'tuple', 'dict', 'set'], answers: [1], score: 1 },
  },
];

/** The workspace's quiz settings, with exam_mode so only the exam's examinees and supervisors read them. */
const examCommon = (title: string, contents: string) => ({
  title,
  purpose: '',
  open: true,
  setting: { mode: 'exam_mode' },
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

/**
 * Creates the demo exam's questions as published exam_mode quizzes of the workspace plugin in the
 * channel, and returns them as exam quiz references (real quiz indexes: the exam room opens them
 * through the workspace). Demo data only: a seed has no services, so it writes the rows the
 * workspace's quiz API would write. `only` picks questions by title. Empty when the workspace
 * plugin is not installed. Each exam gets its own rows: the workspace gates an exam_mode quiz by
 * the latest exam using it, so two exams must not share one.
 */
export async function seedExamQuizzes(
  db: Knex,
  channelId: number,
  authorId: number | null,
  only?: readonly string[],
): Promise<SeededQuizRef[]> {
  if (!(await db.schema.hasTable('workspace_quizzes'))) return [];
  const refs: SeededQuizRef[] = [];
  for (const q of demoQuizzes.filter((d) => !only || only.includes(d.title))) {
    const [row] = await db('workspace_quizzes')
      .insert({
        channel_id: channelId,
        author_id: authorId,
        type: q.type,
        title: q.title,
        status: 1,
        common: JSON.stringify(examCommon(q.title, q.contents)),
        definition: JSON.stringify(q.definition),
      })
      .returning('id');
    refs.push({ quizId: String(row.id), title: q.title, score: q.score });
  }
  return refs;
}

/** Quiz references that name no workspace quiz (labels such as `demo-sum` from older seeds). */
export const hasLabelRefs = (quizzes: { quizId: string }[]): boolean =>
  quizzes.some((q) => !/^[1-9]\d*$/.test(q.quizId));
