import type { z } from 'zod';
import type { Locale } from './messages.ts';

/** The result of grading one answer. */
export interface GradeResult {
  /** Points earned, 0..maxScore. */
  score: number;
  maxScore: number;
  /** Every point earned. */
  correct: boolean;
  /** Shown to the learner after grading (never the hidden answer). */
  feedback?: string;
  /** Per-part results (test cases, blanks, pairs). */
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
  /** The teacher's reference answer; when given, it must pass `validate` before the quiz is published. */
  referenceAnswer?(definition: D): A | undefined;
  /** The files of an answer, for downloads (`{quizTitle}.zip`); default: the answer as JSON. */
  files?(answer: A): { name: string; content: string; encoding?: 'utf8' | 'base64' }[];
}

/** Declares a quiz type (server and shared half). */
export function defineQuizType<D, A>(def: Omit<QuizTypeDefinition<D, A>, 'kind'>): QuizTypeDefinition<D, A> {
  if (!/^[a-z][a-z0-9_-]*$/.test(def.id))
    throw new Error(`Quiz type id '${def.id}' must be lower-case letters, digits, _ or -`);
  return { kind: 'seodang-quiz-type', ...def };
}
