// Recruitment list benchmark: `GET /api/recruitment/list` (core, the channel, the page query with
// its count, the presenter) over 10,000 postings of one channel (nine in ten published, the rest
// closed, a few drafts), for the first page, a deep page and a search, against the route's own SQL
// (the count and the page, run in parallel) from the same pool, in the same run. Sequential
// requests, interleaved halves; prints p50/p99 and their ratios; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/recruitment-list.ts
//      (or `npm run bench -- recruitment-list`)
// Knobs: BENCH_POSTINGS (10000), BENCH_REQUESTS (300 per target and case, after 30 warm-up requests).
import { startTestCore } from '@seodang/sdk/testing';
import { compareSequential } from './support/timing.ts';

const postings = Number(process.env.BENCH_POSTINGS ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const warmUp = 30;
const limit = 10;
const resultPrefix = 'BENCH-RESULT ';

async function main(): Promise<void> {
  const app = await startTestCore({ plugins: ['lectures', 'community', 'recruitment'] });
  try {
    const db = app.core.db;
    const school = await app.createChannelWithMembers({
      slug: 'bench-jobs',
      members: { hr: 'teacher', learner: 'student' },
    });
    // Postings straight into the table (the benchmark is about the list, not about writing).
    await db.raw(
      `INSERT INTO recruitment_postings
         (channel_id, owner_id, url_slug, title, description, company, employment_type, location,
          positions, skills, open_at, close_at, introduction, state, published_at, closed_at)
       SELECT ?, ?, 'posting-' || g, '백엔드 개발자 ' || g, '파이썬으로 학교 도구를 만듭니다.',
              '회사 ' || (g % 300), 'FULL_TIME', '서울', 1 + g % 3, '["Python", "Git"]',
              now() - interval '1 day', now() + interval '7 days', '<p>함께 만들어요</p>',
              CASE WHEN g % 100 = 0 THEN 'DRAFT' WHEN g % 10 = 0 THEN 'CLOSED' ELSE 'PUBLISHED' END,
              now() - (g || ' seconds')::interval,
              CASE WHEN g % 10 = 0 AND g % 100 <> 0 THEN now() ELSE NULL END
       FROM generate_series(1, ?) AS g`,
      [school.id, school.ids.hr, postings],
    );
    await db.raw('ANALYZE recruitment_postings');
    // A member of the channel reads it (a channel's pages are for its members).
    const visitor = await school.login('learner');
    const cases = [
      { name: 'first page', query: { page: 1 }, search: null },
      { name: 'page 500', query: { page: 500 }, search: null },
      { name: 'search "회사 12"', query: { page: 1 }, search: '회사 12' },
    ];
    const rows = [];
    console.log(
      `recruitment-list benchmark: ${postings} postings, ${limit} per page, ${requests} requests per target`,
    );
    for (const c of cases) {
      const qs = new URLSearchParams({
        page: String(c.query.page),
        limit: String(limit),
        ...(c.search ? { search: c.search } : {}),
      });
      const route = async () => {
        const res = await visitor.get(`/api/recruitment/list?${qs}`);
        if (res.status !== 200) throw new Error(`GET /api/recruitment/list?${qs}: ${res.status}`);
        return res.body;
      };
      const bare = () => {
        const base = db('recruitment_postings as p')
          .leftJoin('users as u', 'u.id', 'p.owner_id')
          .whereRaw('coalesce(p.channel_id, 0) = ?', [school.id])
          .whereIn('p.state', ['PUBLISHED', 'CLOSED'])
          .select('p.*', 'u.name as owner_name');
        if (c.search)
          base.where((w) =>
            w.whereILike('p.title', `%${c.search}%`).orWhereILike('p.company', `%${c.search}%`),
          );
        return Promise.all([
          base.clone().clearSelect().count({ count: '*' }),
          base
            .clone()
            .orderByRaw(`p.state = 'CLOSED', p.id DESC`)
            .offset((c.query.page - 1) * limit)
            .limit(limit),
        ]);
      };
      // Check once: the route lists what the bare query finds.
      const [listed, [counted, page]] = await Promise.all([route(), bare()]);
      const data = listed.data as { totalCount: number; list: unknown[] };
      if (data.totalCount !== Number(counted[0]!.count) || data.list.length !== page.length)
        throw new Error(
          `${c.name}: the route found ${data.totalCount}/${data.list.length}, the SQL ${counted[0]!.count}/${page.length}`,
        );
      const { target, baseline } = await compareSequential(route, bare, { requests, warmUp });
      console.log(
        `${c.name}: route p50 ${target.p50.toFixed(2)} ms, p99 ${target.p99.toFixed(2)} ms; SQL p50 ${baseline.p50.toFixed(2)} ms, p99 ${baseline.p99.toFixed(2)} ms; ratios ${(target.p50 / baseline.p50).toFixed(2)}× and ${(target.p99 / baseline.p99).toFixed(2)}×`,
      );
      for (const p of ['p50', 'p99'] as const)
        rows.push({
          figure: `/api/recruitment/list ${c.name} ${p} (${postings} postings)`,
          value: `${target[p].toFixed(1)} ms`,
          baseline: `${baseline[p].toFixed(1)} ms (its SQL)`,
          ratio: `${(target[p] / baseline[p]).toFixed(2)}×`,
          goal: '-',
          met: null,
        });
    }
    console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
  } finally {
    await app.stop();
  }
}

await main();
