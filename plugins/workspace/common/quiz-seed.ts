/** A demo quiz to create, or to bring up to date, in a channel (`workspace.quiz-seed`). */
export interface SeedQuiz {
  /** The channel of the demo data (`SeedContext.channelId`). */
  channelId: number;
  /** Stable per channel (e.g. 'quiz-ordering.demo'): the same key updates the same quiz. */
  seedKey: string;
  /** A registered quiz type id; `definition` must pass its schema. */
  type: string;
  /** The common quiz fields (§3); `title` is required, the rest take their defaults. */
  common: { title: string } & Record<string, unknown>;
  definition: unknown;
  /** 0 not published, 1 published (the default), 2 contest. */
  status?: 0 | 1 | 2;
  /** The author (a users.id), e.g. `SeedContext.users['sua.teacher']`; left out, an existing quiz keeps its author. */
  authorId?: number | null;
  /**
   * Files the definition names with `{ $asset: sha256 }` (`assetRef` of `@seodang/sdk/common`),
   * stored as the quiz's own assets in the same transaction; `hidden` for references and judge
   * files. A definition naming an asset neither given here nor uploaded before is refused.
   */
  assets?: { bytes: Uint8Array; mediaType?: string; hidden?: boolean }[];
  /**
   * The definition's reference answer passes (the plugin's tests validate this very definition
   * through the judge): the quiz is stored validated, as a passed validation run stores it, so the
   * editor reads "validated" and a teacher may publish it again unchanged. Only for a type with a
   * reference answer.
   */
  referenceValidated?: boolean;
  /**
   * The title of the channel's quiz lesson that opens this quiz (e.g. a demo lecture's lesson of
   * the lectures plugin's seed): a quiz in no lecture yet is put last in that lesson, the last
   * such lesson if several. A quiz a teacher placed or detached stays where it is; with no such
   * lesson (or no lectures plugin) the quiz is in no lesson.
   */
  lessonTitle?: string;
}

/** The quiz a seed ensured: its index, and whether it was created now (else updated). */
export interface SeededQuiz {
  index: number;
  created: boolean;
}

/**
 * The workspace's seed service: quiz-type plugins make their demo quizzes with it. Idempotent:
 * each call creates the quiz of `seedKey` in the channel, or updates it, in one transaction.
 */
export interface QuizSeed {
  ensureQuiz(quiz: SeedQuiz): Promise<SeededQuiz>;
}
