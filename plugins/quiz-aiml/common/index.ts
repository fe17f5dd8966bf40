import { z } from 'zod';
import { defineQuizType, type JudgePurpose } from '@seodang/sdk/common';
import { aimlLabel } from './label.ts';

/**
 * The judge environments an aiml quiz may name in `dockerImage`: each is python3 with the Debian
 * packages this plugin declares in its package.json (`seodang.judge.packages`).
 */
export const aimlEnvironments = ['python3-ml'] as const;

/** The learner's program, as the sandbox and the download name it. */
export const AIML_PROGRAM = 'main.py';

/** The largest data file (input, hidden input, judge file), in characters. */
export const AIML_FILE_LIMIT = 1_000_000;

// A plain file name: no folder, not hidden, not the learner's program.
const fileName = z
  .string()
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/, 'aiml.validation.fileName')
  .refine((n) => n !== AIML_PROGRAM && n !== 'judge.py', 'aiml.validation.fileName');
const program = z.string().max(50_000);
const required = (key: string) => program.refine((s) => s.trim().length > 0, key);

/** One threshold: a metric at least (or, when lower is better, at most) `metric` earns `points`. */
const threshold = z.object({ metric: z.number().finite(), points: z.number().min(0).max(1000) });

/**
 * The teacher's aiml quiz, with the spec's field names (§3 "AI/ML fields"). `answer_code`,
 * `inputFileForSubmission`, `judgeFile` and `judgeCode` never reach a learner.
 */
export const aimlSchema = z
  .object({
    /** The learner's first program. */
    source: program.default(''),
    /** The teacher's reference program (publishing waits until it scores full points). */
    answer_code: required('aiml.validation.answerCode'),
    /** The data the learner sees and their program reads on every run: name and text. */
    input_file: z.object({ name: fileName, content: z.string().max(AIML_FILE_LIMIT) }),
    /** What the program reads under the same name when submitted (hidden). */
    inputFileForSubmission: z
      .string()
      .max(AIML_FILE_LIMIT)
      .refine((s) => s.length > 0, 'aiml.validation.submissionInput'),
    /** The file the program must write (its predictions). */
    output_file: fileName,
    /** The teacher's answer data the judge code compares with (hidden). */
    judgeFile: z.object({ name: fileName, content: z.string().max(AIML_FILE_LIMIT) }),
    /** Python that prints the metric (hidden): run as `judge.py <output_file> <judgeFile name>`. */
    judgeCode: required('aiml.validation.judgeCode'),
    /** The judge environment: one of {@link aimlEnvironments}. */
    dockerImage: z.string().max(100).default('python3-ml'),
    /** Files opened as tabs beside the program (names of shown files: the program or `input_file`). */
    bookmarks: z.array(z.string().max(100)).max(10).default([]),
    /** Seconds the learner's program may run. */
    run_time_limit: z.number().int().min(1).max(120).default(30),
    /** Seconds the judge code may run. */
    validate_time_limit: z.number().int().min(1).max(60).default(10),
    /** MiB for the program and for the judge code. */
    validate_memory_limit: z.number().int().min(128).max(2048).default(1024),
    /** The metric's name as learners read it (e.g. accuracy), and its direction. */
    metric: z
      .object({ name: z.string().trim().min(1).max(60), higherIsBetter: z.boolean() })
      .default({ name: 'accuracy', higherIsBetter: true }),
    /** Points by metric; the best threshold reached counts. */
    thresholds: z.array(threshold).min(1, 'aiml.validation.thresholds').max(10),
  })
  .superRefine((d, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!(aimlEnvironments as readonly string[]).includes(d.dockerImage))
      issue(['dockerImage'], 'aiml.validation.dockerImage');
    if (!d.thresholds.some((x) => x.points > 0)) issue(['thresholds'], 'aiml.validation.thresholds');
    const shown = new Set([AIML_PROGRAM, d.input_file.name]);
    if (d.bookmarks.some((b) => !shown.has(b)) || new Set(d.bookmarks).size !== d.bookmarks.length)
      issue(['bookmarks'], 'aiml.validation.bookmarks');
    if (d.output_file === d.input_file.name) issue(['output_file'], 'aiml.validation.sameFile');
  });
/** An aiml definition. */
export type AimlDefinition = z.infer<typeof aimlSchema>;

/** The learner's answer: one python3 program. */
export const aimlAnswer = z.object({ code: z.string().max(50_000) });
/** An aiml answer. */
export type AimlAnswer = z.infer<typeof aimlAnswer>;

/** What learners see: the shown data, names and limits; never the reference, hidden input or judge. */
export function aimlView(d: AimlDefinition) {
  const {
    answer_code: _answerCode,
    inputFileForSubmission: _hiddenInput,
    judgeFile: _judgeFile,
    judgeCode: _judgeCode,
    ...shown
  } = d;
  return { ...shown, maxPoints: maxPointsOf(d) };
}
/** The learner view of an aiml quiz. */
export type AimlView = ReturnType<typeof aimlView>;

/** The quiz's full points: the best threshold's. */
export const maxPointsOf = (d: Pick<AimlDefinition, 'thresholds'>) =>
  Math.max(...d.thresholds.map((x) => x.points));

/** The metric JSON the judge's scorer returns with the result (`metric.json`). */
export interface AimlMetric {
  metric: number;
  points: number;
  maxPoints: number;
}

/**
 * The harness job: the `learner` harness runs the program on the hidden input, then the `judge`
 * harness, in a sandbox of its own, runs the judge code on what the program wrote. Submissions and
 * validations only: a run has nothing to score.
 */
export function aimlJob(d: AimlDefinition, code: string, purpose: JudgePurpose) {
  if (purpose.mode !== 'submit' && purpose.mode !== 'validate') return null;
  const maxPoints = maxPointsOf(d);
  const seconds = Math.max(d.run_time_limit, d.validate_time_limit);
  return {
    kind: 'harness',
    plugin: 'quiz-aiml',
    harness: 'learner',
    files: [
      { name: AIML_PROGRAM, content: code },
      { name: d.input_file.name, content: d.inputFileForSubmission },
    ],
    // The harnesses stop the program and the judge code at their own limits; these bound each run.
    limits: {
      timeLimitMs: (seconds + 5) * 1000,
      wallTimeLimitMs: (seconds + 10) * 1000,
      memoryLimitMiB: d.validate_memory_limit,
    },
    network: 'none',
    tests: [
      {
        name: 'metric',
        score: maxPoints,
        hidden: false,
        data: {
          program: AIML_PROGRAM,
          inputFile: d.input_file.name,
          outputFile: d.output_file,
          judgeFile: d.judgeFile.name,
          runSeconds: d.run_time_limit,
          judgeSeconds: d.validate_time_limit,
          higherIsBetter: d.metric.higherIsBetter,
          thresholds: d.thresholds,
          maxPoints,
        },
      },
    ],
    scorer: {
      harness: 'judge',
      files: [
        { name: 'judge.py', content: d.judgeCode },
        { name: d.judgeFile.name, content: d.judgeFile.content },
      ],
    },
  };
}

/** `aiml`: the learner's python3 program learns from data and writes predictions the teacher's judge code scores. */
export const aimlQuizType = defineQuizType<AimlDefinition, AimlAnswer>({
  id: 'aiml',
  label: aimlLabel,
  schema: aimlSchema,
  answerSchema: aimlAnswer,
  learnerView: aimlView,
  grading: { kind: 'judge', job: (d, a, purpose) => aimlJob(d, a.code, purpose) },
  referenceAnswer: (d) => ({ code: d.answer_code }),
  files: (a) => [{ name: AIML_PROGRAM, content: a.code }],
});
