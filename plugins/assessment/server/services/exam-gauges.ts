import type { RegisterEnv } from '@seodang/sdk';

/**
 * The exams on core's metrics page: `seodang_assessment_exams{state}` (upcoming, running, ended,
 * by their window now) and `seodang_assessment_running_examinees{status}` (the examinees of the
 * exams running now, by exam status: the load at 9 o'clock, and who never entered).
 */
export function registerExamGauges(env: RegisterEnv): void {
  env.gauge({
    name: 'exams',
    help: 'Exams by their window now: upcoming, running or ended.',
    labelNames: ['state'],
    async collect({ db }) {
      const [row] = (await db('assessment_exams').select(
        db.raw('count(*) filter (where start_at > now())::int as upcoming'),
        db.raw('count(*) filter (where start_at <= now() and end_at > now())::int as running'),
        db.raw('count(*) filter (where end_at <= now())::int as ended'),
      )) as { upcoming: number; running: number; ended: number }[];
      return (['upcoming', 'running', 'ended'] as const).map((state) => ({
        labels: { state },
        value: row?.[state] ?? 0,
      }));
    },
  });
  env.gauge({
    name: 'running_examinees',
    help: 'Examinees of the exams running now, by exam status.',
    labelNames: ['status'],
    async collect({ db }) {
      const rows = (await db('assessment_exam_members as m')
        .join('assessment_exams as e', 'e.id', 'm.exam_id')
        .where('e.start_at', '<=', db.fn.now())
        .where('e.end_at', '>', db.fn.now())
        .groupBy('m.exam_status')
        .select('m.exam_status as status', db.raw('count(*)::int as n'))) as { status: string; n: number }[];
      return rows.map((r) => ({ labels: { status: r.status }, value: r.n }));
    },
  });
}
