import type { Knex } from '@seodang/sdk';
import type { AiStuckRow } from '../../common/views.ts';
import type { ReportRange } from './report-range.ts';

/** The most lesson-and-verdict groups a report lists. */
export const stuckLimit = 50;

/** A lesson's title, or null when it is gone (the lectures plugin resolves it in the reader's channel). */
export type LessonTitleOf = (lectureIndex: number, lessonIndex: number) => Promise<string | null>;

/**
 * Where learners get stuck: fix requests (`code_solution` calls that carried a verdict) grouped per
 * lesson and verdict, most learners first, with their calls, tokens and helpful share.
 */
export async function readStuck(
  db: Knex,
  lectures: { lectureIndex: number; title: string }[],
  range: ReportRange,
  lessonTitleOf: LessonTitleOf,
): Promise<AiStuckRow[]> {
  const titles = new Map(lectures.map((l) => [l.lectureIndex, l.title]));
  const groups: {
    lecture_index: number;
    lesson_index: number;
    verdict: string;
    learners: string;
    calls: string;
    tokens: string;
    ratings: string;
    helpful: string;
  }[] = await db('ai_calls as c')
    .leftJoin('ai_reviews as r', 'r.response_id', 'c.response_id')
    .whereIn(
      'c.lecture_index',
      lectures.map((l) => l.lectureIndex),
    )
    .where('c.action', 'code_solution')
    .whereNotNull('c.lesson_index')
    .whereNotNull('c.verdict')
    .where('c.created_at', '>=', range.start)
    .where('c.created_at', '<', range.end)
    .groupBy('c.lecture_index', 'c.lesson_index', 'c.verdict')
    .orderByRaw('count(distinct c.user_id) desc, count(distinct c.id) desc, c.lecture_index, c.lesson_index')
    .limit(stuckLimit)
    .select(
      'c.lecture_index',
      'c.lesson_index',
      'c.verdict',
      db.raw('count(distinct c.user_id) as learners'),
      db.raw('count(distinct c.id) as calls'),
      // One rating at most per call (only the asker rates an answer), so the join repeats no call.
      db.raw('coalesce(sum(c.input_tokens + c.output_tokens), 0) as tokens'),
      db.raw('count(r.id) as ratings'),
      db.raw('count(r.id) filter (where r.score = 1) as helpful'),
    );
  const lessonTitles = new Map<string, string>();
  await Promise.all(
    [...new Set(groups.map((g) => `${g.lecture_index}/${g.lesson_index}`))].map(async (key) => {
      const [lecture, lesson] = key.split('/').map(Number);
      lessonTitles.set(key, (await lessonTitleOf(lecture, lesson)) ?? '');
    }),
  );
  return groups.map((g) => {
    const ratings = Number(g.ratings);
    return {
      lectureIndex: g.lecture_index,
      lectureTitle: titles.get(g.lecture_index) ?? '',
      lessonIndex: g.lesson_index,
      lessonTitle: lessonTitles.get(`${g.lecture_index}/${g.lesson_index}`) ?? '',
      verdict: g.verdict,
      learners: Number(g.learners),
      calls: Number(g.calls),
      tokens: Number(g.tokens),
      helpfulPercent: ratings ? Math.round((Number(g.helpful) / ratings) * 100) : null,
    };
  });
}
