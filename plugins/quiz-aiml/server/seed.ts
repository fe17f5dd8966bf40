import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';
import { IRIS_ROWS } from './iris.ts';

const HEADER = 'sepal_length,sepal_width,petal_length,petal_width,species';
const rows = IRIS_ROWS.trim().split('\n');
// A fixed split: every fifth flower is asked in the shown file, the next one in the hidden file.
const asked = (i: number, k: number) => i % 5 === k;
const features = (row: string) => row.slice(0, row.lastIndexOf(',') + 1);
const species = (row: string) => row.slice(row.lastIndexOf(',') + 1);
const train = rows.filter((_, i) => !asked(i, 0) && !asked(i, 1));
const data = (k: number) =>
  [HEADER, ...train, ...rows.filter((_, i) => asked(i, k)).map(features)].join('\n') + '\n';

/** The files of the demo: what learners see, what their program reads when submitted, the answers. */
export const irisFiles = {
  shown: data(0),
  hidden: data(1),
  answers:
    rows
      .filter((_, i) => asked(i, 1))
      .map(species)
      .join('\n') + '\n',
  shownAnswers:
    rows
      .filter((_, i) => asked(i, 0))
      .map(species)
      .join('\n') + '\n',
};

/** The demo's reference: a nearest-neighbours classifier, and a scatter plot of the data. */
export const irisReference = [
  'import pandas as pd',
  'import matplotlib.pyplot as plt',
  'from sklearn.neighbors import KNeighborsClassifier',
  '',
  "data = pd.read_csv('iris.csv')",
  "known = data[data['species'].notna()]",
  "asked = data[data['species'].isna()]",
  "cols = ['sepal_length', 'sepal_width', 'petal_length', 'petal_width']",
  'model = KNeighborsClassifier(n_neighbors=5).fit(known[cols], known["species"])',
  'predicted = model.predict(asked[cols])',
  "with open('predictions.txt', 'w') as f:",
  "    f.write('\\n'.join(predicted) + '\\n')",
  '',
  "for name, group in known.groupby('species'):",
  "    plt.scatter(group['petal_length'], group['petal_width'], label=name)",
  'plt.legend()',
  "plt.savefig('plot.png')",
  '',
].join('\n');

/** The demo's judge code: the share of flowers named right. */
export const irisJudge = [
  'import sys',
  '',
  'predicted = [l.strip() for l in open(sys.argv[1]) if l.strip()]',
  'answers = [l.strip() for l in open(sys.argv[2]) if l.strip()]',
  'if len(predicted) != len(answers):',
  "    sys.exit('expected %d predictions, got %d' % (len(answers), len(predicted)))",
  'print(sum(p == a for p, a in zip(predicted, answers)) / len(answers))',
  '',
].join('\n');

/** The demo quiz: name the species of iris flowers from their measurements, in Korean. */
export const demoAimlQuiz = {
  seedKey: 'quiz-aiml.demo',
  type: 'aiml',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '붓꽃 분류',
  common: {
    title: '붓꽃 분류',
    // Markdown, as the workspace shows a quiz's statement.
    contents: [
      '`iris.csv`에는 붓꽃의 꽃받침·꽃잎 길이와 너비(cm)가 있습니다. 종(`species`)이 적힌 줄로 학습하고,',
      '종이 비어 있는 줄마다 종(setosa, versicolor, virginica)을 예측해 `predictions.txt`에 한 줄에 하나씩,',
      '파일의 순서대로 쓰세요. 제출하면 다른 꽃들로 채점합니다. 정확도 0.9 이상이면 10점, 0.7 이상이면 5점입니다.',
      '`plt.savefig(...)`로 저장한 그래프는 결과와 함께 보입니다.',
    ].join('\n'),
    difficulty: 2,
  },
  definition: {
    source: [
      'import pandas as pd',
      '',
      "data = pd.read_csv('iris.csv')",
      "known = data[data['species'].notna()]",
      "asked = data[data['species'].isna()]",
      '',
      '# TODO: known으로 학습하고 asked의 종을 예측해 predictions.txt에 쓰세요.',
      '',
    ].join('\n'),
    answer_code: irisReference,
    input_file: { name: 'iris.csv', content: irisFiles.shown },
    inputFileForSubmission: irisFiles.hidden,
    output_file: 'predictions.txt',
    judgeFile: { name: 'answers.txt', content: irisFiles.answers },
    judgeCode: irisJudge,
    dockerImage: 'python3-ml',
    bookmarks: ['main.py', 'iris.csv'],
    run_time_limit: 30,
    validate_time_limit: 10,
    validate_memory_limit: 1024,
    metric: { name: '정확도', higherIsBetter: true },
    thresholds: [
      { metric: 0.9, points: 10 },
      { metric: 0.7, points: 5 },
    ],
  },
};

/** One published iris quiz in the demo school channel, through the workspace's quiz seed. */
export async function seedAiml(ctx: SeedContext): Promise<void> {
  const quizSeed = ctx.optionalService?.(workspaceQuizSeedRef);
  if (!quizSeed) return;
  await quizSeed.ensureQuiz({
    ...demoAimlQuiz,
    channelId: ctx.channelId,
    authorId: ctx.users['sua.teacher'] ?? null,
    // Its reference scores full points in the judge (server/aiml.test.ts validates this definition).
    referenceValidated: true,
  });
}
