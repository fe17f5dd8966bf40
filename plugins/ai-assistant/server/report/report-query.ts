import type { Knex } from '@seodang/sdk';
import type { ReviewReason } from '../../common/api.ts';
import type { AiAction, AiReport, AiReportDay, AiReportRow } from '../../common/views.ts';
import type { ReportRange } from './report-range.ts';

/** Statuses counted as failures: the model could not answer. */
export const failureStatuses = ['provider_error', 'rate_limited', 'timeout'] as const;

/** The report over some lectures: per lecture and action, and per day. */
export async function readReport(
  db: Knex,
  lectures: { lectureIndex: number; title: string }[],
  range: ReportRange,
): Promise<Omit<AiReport, 'stuck'>> {
  const indexes = lectures.map((l) => l.lectureIndex);
  const titles = new Map(lectures.map((l) => [l.lectureIndex, l.title]));
  const calls = () =>
    db('ai_calls as c')
      .whereIn('c.lecture_index', indexes)
      .where('c.created_at', '>=', range.start)
      .where('c.created_at', '<', range.end);
  const failures = db.raw(
    `count(*) filter (where c.status in (${failureStatuses.map(() => '?').join(', ')}))`,
    [...failureStatuses],
  );
  const totals: {
    lecture_index: number;
    action: AiAction;
    calls: string;
    learners: string;
    tokens: string;
    failures: string;
    ratings: string;
    helpful: string;
  }[] = await calls()
    .leftJoin('ai_reviews as r', 'r.response_id', 'c.response_id')
    .groupBy('c.lecture_index', 'c.action')
    .orderBy(['c.lecture_index', 'c.action'])
    .select(
      'c.lecture_index',
      'c.action',
      db.raw('count(distinct c.id) as calls'),
      db.raw('count(distinct c.user_id) as learners'),
      db.raw('coalesce(sum(c.input_tokens + c.output_tokens), 0) as tokens'),
      db.raw(`${failures.toQuery()} as failures`),
      db.raw('count(r.id) as ratings'),
      db.raw('count(r.id) filter (where r.score = 1) as helpful'),
    );
  const reasons: { lecture_index: number; action: AiAction; reason: ReviewReason; n: string }[] =
    await calls()
      .join('ai_reviews as r', 'r.response_id', 'c.response_id')
      .crossJoin(db.raw('jsonb_array_elements_text(r.review_selection) as reason'))
      .groupBy('c.lecture_index', 'c.action', 'reason')
      .select('c.lecture_index', 'c.action', 'reason', db.raw('count(*) as n'));
  const days: { day: string; calls: string; tokens: string; failures: string }[] = await calls()
    .groupByRaw(`(c.created_at at time zone 'Asia/Seoul')::date`)
    .orderBy('day')
    .select(
      db.raw(`to_char((c.created_at at time zone 'Asia/Seoul')::date, 'YYYY-MM-DD') as day`),
      db.raw('count(*) as calls'),
      db.raw('coalesce(sum(c.input_tokens + c.output_tokens), 0) as tokens'),
      db.raw(`${failures.toQuery()} as failures`),
    );
  const rows: AiReportRow[] = totals.map((t) => {
    const ratings = Number(t.ratings);
    return {
      lectureIndex: t.lecture_index,
      lectureTitle: titles.get(t.lecture_index) ?? '',
      action: t.action,
      calls: Number(t.calls),
      learners: Number(t.learners),
      tokens: Number(t.tokens),
      failures: Number(t.failures),
      helpfulPercent: ratings ? Math.round((Number(t.helpful) / ratings) * 100) : null,
      reasons: Object.fromEntries(
        reasons
          .filter((r) => r.lecture_index === t.lecture_index && r.action === t.action)
          .map((r) => [r.reason, Number(r.n)]),
      ),
    };
  });
  const series: AiReportDay[] = days.map((d) => ({
    day: d.day,
    calls: Number(d.calls),
    tokens: Number(d.tokens),
    failures: Number(d.failures),
  }));
  return { from: range.fromIso, to: range.toIso, rows, days: series };
}
