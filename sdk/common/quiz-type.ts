import type { z } from 'zod';
import type { Locale } from './messages.ts';

/**
 * The result of grading one answer (`grading.kind: 'auto'`). The workspace stores it with the
 * submission's outcome: RIGHT when `correct`; otherwise PARTIAL when `0 < score < maxScore`, else
 * WRONG (`outcomeOfGrade(correct, score, maxScore)` of `@seodang/plugin-workspace/common`).
 */
export interface GradeResult {
  /** Points earned, 0..maxScore (fractions allowed). */
  score: number;
  /** The quiz's full points. */
  maxScore: number;
  /** The answer is right (decides RIGHT; set it exactly when every point is earned). */
  correct: boolean;
  /** Shown to the learner under the result (never the hidden answer); plain text, lines kept. */
  feedback?: string;
  /** Per-part results (test cases, blanks, pairs), in order; the type's `Review` shows them. */
  details?: { name: string; correct: boolean; score: number }[];
}

/**
 * Why a judge job is built: `submit` grades against every test, `test` runs only the tests shown
 * to learners, `run` runs the program once with the learner's stdin, `validate` grades the
 * teacher's reference answer against every test before publishing.
 */
export type JudgePurpose =
  { mode: 'submit' } | { mode: 'test' } | { mode: 'validate' } | { mode: 'run'; stdin: string };

/** How a quiz type is graded: in-process (objective types), by the judge (code), or by a person. */
export type Grading<D, A> =
  | { kind: 'auto'; grade(definition: D, answer: A): GradeResult | Promise<GradeResult> }
  | {
      kind: 'judge';
      /**
       * Builds the judge job (a `JudgeJobInput` of `@seodang/judge/protocol`) for this answer,
       * without `submissionId` (the host assigns it). Return null when the purpose does not
       * apply (e.g. `run` for a type without a program).
       */
      job(definition: D, answer: A, purpose: JudgePurpose): Record<string, unknown> | null;
    }
  | { kind: 'manual' };

/**
 * A quiz type: the SDK's main extension point. The same `id` is registered on the server
 * (schemas and grading, through `env.quizType`) and on the web (Editor, Player, Review,
 * through `defineWebQuizType`). Built-in types use exactly this contract.
 */
export interface QuizTypeDefinition<D = unknown, A = unknown> {
  readonly kind: 'seodang-quiz-type';
  /** Unique id, e.g. 'multiple_choice' or 'acme-ordering'. */
  id: string;
  label: Record<Locale, string>;
  /** The teacher's stored definition. */
  schema: z.ZodType<D>;
  /** A learner's answer. */
  answerSchema: z.ZodType<A>;
  /**
   * What a learner may see of the definition: strip answers, hidden tests and checker code.
   * Called for every learner-facing response; never send the raw definition to learners.
   */
  learnerView(definition: D): unknown;
  grading: Grading<D, A>;
  /**
   * Checks an answer against the teacher's rules beyond its schema (allowed languages, code
   * areas locked by the teacher). Returns a message key when the answer is refused.
   */
  checkAnswer?(definition: D, answer: A): string | undefined;
  /**
   * The teacher's reference answer, for `judge` types only: when it returns an answer, publishing
   * (status 1 or 2) waits until `POST /api/workspace/quizzes/:index/validate` has graded it RIGHT
   * through the judge for this very definition. Validation needs a judge job, so an `auto` or
   * `manual` type must leave this out (its quizzes could never be published).
   */
  referenceAnswer?(definition: D): A | undefined;
  /**
   * The files of a submitted answer, used for one thing only: the download
   * `GET /file/download_submitted_source?quizIndex=…` answers `{quizTitle}.zip` holding exactly these
   * files (the learner's latest submission, or the best with `needHighest=true`; a quiz author may
   * name the learner with `targetUserId`). It is not how an answer is shown on screen.
   *
   * Called with a stored answer (it passed `answerSchema` and `checkAnswer` when submitted); keep it
   * pure and synchronous, and never throw. Return at least one file, each one entry at the top of
   * the zip: `name` a plain file name (no `/` or `\`, not `.` or `..`), unique in the list; `content`
   * the text (UTF-8), or with `encoding: 'base64'` the bytes as base64. The workspace makes names
   * plain and unique anyway (`a.txt`, `a (2).txt`), so a slip neither writes a path nor drops a file.
   * Without `files` the zip holds `answer.json`, the answer as indented JSON. A binary the answer
   * names as an asset is `{ name, asset: sha256 }`: the workspace puts in the bytes of that
   * learner's asset (their own, or the quiz's shown one; a hidden or missing one is left out).
   */
  files?(answer: A): AnswerFile[];
  /**
   * The largest asset (`PUT /api/workspace/quizzes/:index/assets/:sha256`) a quiz of this type
   * takes, in bytes: default `defaultAssetMaxBytes` (10 MiB), at most `assetMaxBytesLimit` (50 MiB).
   * A larger upload answers 413 `asset_too_large`.
   */
  assetMaxBytes?: number;
  /**
   * What learners see beside the problem when the quiz's `use_run_screen_example` is on: the
   * example of the validated reference run. Called on the server with that run's SHOWN tests only
   * (in order; hidden ones are never handed over) and the definition; return the images and text
   * to show, or null for none. Never return the reference code or anything of a hidden test.
   * Left out, the workspace takes the first shown test's PNG artifacts, else its output. Either
   * way the workspace keeps only PNG images (at most {@link RUN_EXAMPLE_MAX_IMAGES}) and
   * {@link RUN_EXAMPLE_MAX_OUTPUT} characters of output.
   */
  runScreenExample?(tests: RunExampleTest[], definition: D): RunScreenExample | null;
}

/** At most this many images of a run screen example are kept. */
export const RUN_EXAMPLE_MAX_IMAGES = 4;
/** At most this many characters of a run screen example's output are kept. */
export const RUN_EXAMPLE_MAX_OUTPUT = 20_000;

/** One shown test of the validated reference run, as the judge reported it. */
export interface RunExampleTest {
  name: string;
  verdict: string;
  stdout?: { text: string; truncated: boolean };
  /** Files a harness returned for the test (PNG images, JSON documents), base64. */
  artifacts?: { name: string; mediaType: string; base64: string }[];
}

/** A run screen example: the reference run's images (PNG, base64) and output text. */
export interface RunScreenExample {
  images?: { name: string; base64: string }[];
  output?: string;
}

/** One file of an answer's download: text, base64 bytes, or an asset the answer names. */
export type AnswerFile =
  { name: string; content: string; encoding?: 'utf8' | 'base64' } | { name: string; asset: string };

/** Declares a quiz type (server and shared half). */
export function defineQuizType<D, A>(def: Omit<QuizTypeDefinition<D, A>, 'kind'>): QuizTypeDefinition<D, A> {
  if (!/^[a-z][a-z0-9_-]*$/.test(def.id))
    throw new Error(`Quiz type id '${def.id}' must be lower-case letters, digits, _ or -`);
  return { kind: 'seodang-quiz-type', ...def };
}
