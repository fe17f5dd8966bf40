import { fileStorageRef, type StartContext } from '@seodang/sdk';
import { seedQuizAssets } from './assets.ts';
import { quizCommonSchema } from '../common/quiz-schemas.ts';
import { hashJson } from './hash.ts';
import { placeSeedQuizInLesson } from './seed-lesson-placement.ts';
import type { QuizSeed, SeedQuiz, SeededQuiz } from '../common/quiz-seed.ts';

const seedKeyPattern = /^[a-z0-9][a-z0-9._-]{0,99}$/;

/**
 * `workspace.quiz-seed`: creates a channel's demo quiz of a seed key, or updates it (type, title,
 * status, common fields, definition; the author when given), in one statement inside one transaction, so two
 * seeds at once still leave one quiz. The definition is checked by its type's schema first; a
 * changed definition drops a passed validation (it spoke of the old one), unless the seed says its
 * reference passes (`referenceValidated`): then it stores the validation of the definition it writes,
 * the hash a passed validation run stores (`grading.ts`). Its `assets` are stored
 * as the quiz's own in the same transaction, and the definition may name only those and earlier ones.
 * With a `lessonTitle`, a quiz in no lecture yet joins the channel's quiz lesson of that title in
 * the same transaction (`seed-lesson-placement.ts`).
 */
export function quizSeedService(ctx: StartContext): QuizSeed {
  return {
    async ensureQuiz(quiz: SeedQuiz): Promise<SeededQuiz> {
      if (!Number.isInteger(quiz.channelId) || quiz.channelId <= 0)
        throw new Error('ensureQuiz: channelId must be a channel id');
      if (!seedKeyPattern.test(quiz.seedKey))
        throw new Error(`ensureQuiz: invalid seed key '${quiz.seedKey}'`);
      const type = ctx.quizType(quiz.type);
      if (!type) throw new Error(`ensureQuiz: unknown quiz type '${quiz.type}'`);
      const common = quizCommonSchema.parse(quiz.common);
      const definition = type.schema.parse(quiz.definition);
      if (quiz.referenceValidated && !type.referenceAnswer?.(definition))
        throw new Error(`ensureQuiz: '${quiz.seedKey}' has no reference answer to be validated`);
      const validatedHash = quiz.referenceValidated ? hashJson(definition) : null;
      const fields = {
        type: quiz.type,
        title: common.title,
        status: quiz.status ?? 1,
        common: JSON.stringify(common),
        definition: JSON.stringify(definition),
        // Left out, the author of an existing quiz stays.
        ...(quiz.authorId !== undefined ? { author_id: quiz.authorId } : {}),
      };
      return ctx.db.transaction(async (trx) => {
        const [row] = (await trx('workspace_quizzes')
          .insert({
            ...fields,
            channel_id: quiz.channelId,
            seed_key: quiz.seedKey,
            validated_hash: validatedHash,
          })
          .onConflict(['channel_id', 'seed_key'])
          .merge({
            ...fields,
            validated_hash:
              validatedHash ??
              trx.raw(
                'CASE WHEN workspace_quizzes.definition = excluded.definition THEN workspace_quizzes.validated_hash END',
              ),
            updated_at: trx.fn.now(),
          })
          .returning(['id', trx.raw('(xmax = 0) AS created')])) as { id: number; created: boolean }[];
        await seedQuizAssets(
          trx,
          ctx.service(fileStorageRef).forPlugin('workspace'),
          { id: row.id, channelId: quiz.channelId },
          quiz.assets ?? [],
          definition,
        );
        if (quiz.lessonTitle)
          await placeSeedQuizInLesson(trx, { id: row.id, channelId: quiz.channelId }, quiz.lessonTitle);
        return { index: row.id, created: row.created };
      });
    },
  };
}
