import type { ComponentType } from 'react';
import { pickLocale, type Locale } from '@seodang/sdk/common';

/** Props of a quiz type's teacher Editor: the stored definition and a setter. */
export interface QuizEditorProps<D = unknown> {
  definition: D | undefined;
  onChange(definition: D): void;
}

/** Props of a quiz type's learner Player: the learner view (never the raw definition) and the answer. */
export interface QuizPlayerProps<V = unknown, A = unknown> {
  view: V;
  answer: A | null;
  onChange(answer: A): void;
  readOnly?: boolean;
  /**
   * The quiz's index, for a Player that runs the answer itself (`POST
   * /api/workspace/quizzes/:index/run`, e.g. a request panel); absent in a preview.
   */
  quizIndex?: number;
}

/** Props of a quiz type's Review: a graded submission as the workspace API presents it. */
export interface QuizReviewProps<V = unknown, A = unknown> {
  view: V;
  answer: A;
  outcome: string;
  message: string;
  score: number | null;
  maxScore: number | null;
  details: { name: string; correct: boolean; score: number }[] | null;
  comment: string | null;
  /**
   * The judge's tests of the submission as the viewer may see them (judge types): a hidden test
   * has its verdict and points only; a harness test may carry `artifacts` (a PNG, a JSON replay).
   */
  tests?: QuizReviewTest[];
}

/** One judged test as a quiz type's Review receives it. */
export interface QuizReviewTest {
  name: string;
  verdict: string;
  score?: number;
  maxScore?: number;
  hidden: boolean;
  message?: string;
  /** Files a harness returned for this test (never for hidden tests), base64. */
  artifacts?: { name: string; mediaType: string; base64: string; bytes: number }[];
}

/** A part loaded on demand, so quiz screens never weigh on the main page. */
export type LazyPart<P> = () => Promise<{ default: ComponentType<P> }>;

/** The web half of a quiz type: the same id as its server half (`defineQuizType`). */
export interface WebQuizType<D = unknown, V = unknown, A = unknown> {
  id: string;
  /**
   * The type's name for teachers (the type picker, quiz lists), per language; Korean stands in for
   * a missing language, the id for a missing label. Keep it in a small file of `common/` and give
   * the same object to `defineQuizType({ label })`.
   */
  label?: Partial<Record<Locale, string>>;
  Editor: LazyPart<QuizEditorProps<D>>;
  Player: LazyPart<QuizPlayerProps<V, A>>;
  Review?: LazyPart<QuizReviewProps<V, A>>;
  /**
   * The `Review` presents the judged tests itself, in the viewer's language (a harness's checks):
   * the workspace's result panel then leaves out its list of tests, whose texts are the harness's.
   */
  reviewShowsTests?: boolean;
  /** Code types render in the code workspace (Monaco) instead of a Player form. */
  code?: boolean;
  /**
   * How the quiz screen and the exam embed place the Player: `split` (the default) beside the
   * problem statement; `wide` under it, at the full width, the statement foldable (a block editor
   * that needs the room, e.g. Scratch's).
   */
  layout?: WebQuizLayout;
}

/** Where a quiz type's Player sits: beside the statement (`split`) or under it at full width (`wide`). */
export type WebQuizLayout = 'split' | 'wide';

const registry = new Map<string, WebQuizType>();
const listeners = new Set<() => void>();

/**
 * Declares and registers the web half of a quiz type. Prefer a `web/quiz-types.tsx` exporting
 * `quizTypes = defineWebQuizTypes({ id, i18n, types: [...] })`: the shell loads it on quiz screens
 * only (`loadWebQuizTypes()`). Called in `web/index.tsx` instead, the type is known from the start
 * of every page, which then carries its entry and texts. Parts stay lazy either way.
 */
export function defineWebQuizType<D, V, A>(def: WebQuizType<D, V, A>): WebQuizType<D, V, A> {
  if (!/^[a-z][a-z0-9_-]*$/.test(def.id)) throw new Error(`defineWebQuizType: invalid id '${def.id}'`);
  registry.set(def.id, def as unknown as WebQuizType);
  for (const l of listeners) l();
  return def;
}

/** The web quiz type registered under an id, if any. */
export const webQuizType = (id: string): WebQuizType | undefined => registry.get(id);

/** The name of a web quiz type in a UI language: its `label` in that language, else in Korean, else its id. */
export function webQuizTypeLabel(id: string, language: string | undefined): string {
  const label = registry.get(id)?.label;
  return label?.[pickLocale(language)] ?? label?.ko ?? id;
}

/** The layout of a web quiz type: its `layout`, `split` when it gives none or is unknown. */
export const webQuizLayout = (type: Pick<WebQuizType, 'layout'> | undefined): WebQuizLayout =>
  type?.layout ?? 'split';

/** Every registered web quiz type id (for the teacher's type picker). */
export const webQuizTypeIds = (): string[] => [...registry.keys()];

/** Calls `listener` when a type is registered; returns the unsubscribe function. */
export function onWebQuizTypes(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
